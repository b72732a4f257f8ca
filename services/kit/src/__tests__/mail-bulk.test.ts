import mongoose from 'mongoose';
import { mailBudget, mailBudgetSettings } from '../mail-budget';
import { mailLaneOf, mailPriorityOf } from '../mail-kinds';
import { createMailSender, outboxModels } from '../outbox';
import { enqueueMail } from '../outbox-queue';
import { rateLimitModel } from '../rate-limit';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';

// The bulk lane: announcements after everything else, within a budget of their own.
let db: TestDatabase;
let mailbox: TestMailbox;
beforeAll(async () => {
  db = await openTestDatabase('kit-mail-bulk');
});
afterAll(() => db.close());
beforeEach(async () => {
  const { mail, sent, claims } = outboxModels(db.data);
  await Promise.all([
    mail.deleteMany({}),
    sent.deleteMany({}),
    claims.deleteMany({}),
    rateLimitModel(db.sessions).deleteMany({}),
  ]);
});
afterEach(() => mailbox?.close());

const HOUR = 3_600_000;
const FROM = 'Women of Purpose Ministry <hello@womenofpurpose.org>';
const nextHour = () => ({ now: (Math.floor(Date.now() / HOUR) + 1) * HOUR + 5 * 60_000 });
const message = (subject: string, to = `${subject.replace(/\W/g, '')}@example.org`) => ({
  to,
  recipient: { visitor: 'en' as const },
  language: 'en' as const,
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});
const budgetAt = (clock: { now: number }, bulkPerHour: number, perHour = 100) =>
  mailBudget({ connection: db.sessions, perHour, priorityReserve: 0, bulkPerHour, now: () => clock.now });

/** 10,000 announcements as enqueueMail stores them (one insert, for the test's speed). */
async function enqueueAnnouncements(count: number) {
  const createdAt = new Date();
  const docs = Array.from({ length: count }, (_, n) => ({
    _id: `announcement:a1:${n}`,
    ...message(`news ${n}`, `member${n}@example.org`),
    recipient: undefined,
    state: 'pending',
    priority: mailPriorityOf('announcement:a1:x'),
    attempts: 0,
    nextAttemptAt: createdAt,
    createdAt,
  }));
  for (let start = 0; start < docs.length; start += 1000)
    await outboxModels(db.data).mail.insertMany(docs.slice(start, start + 1000), { lean: true });
}

it('classifies announcements as bulk, below ordinary mail', () => {
  expect(mailPriorityOf('announcement:x:y')).toBe(-1);
  expect(mailLaneOf('announcement:x:y')).toBe('bulk');
  expect(mailPriorityOf('order-paid:x')).toBe(0);
  expect(mailBudgetSettings({ MAIL_BULK_HOURLY_BUDGET: '50' }).bulkPerHour).toBe(50);
  expect(mailBudgetSettings({ MAIL_BULK_HOURLY_BUDGET: '' }).bulkPerHour).toBe(200);
  for (const bad of ['0', '-3', '2.5', 'lots'])
    expect(() => mailBudgetSettings({ MAIL_BULK_HOURLY_BUDGET: bad })).toThrow(/MAIL_BULK_HOURLY_BUDGET/);
});

it('sends a reset queued after 10,000 announcements first, and counts the two budgets apart', async () => {
  const clock = nextHour();
  await enqueueAnnouncements(10_000);
  await enqueueMail(db.data, 'announcement:a1:last', message('news last'));
  await enqueueMail(db.data, 'password-reset:ruth', message('reset', 'ruth@example.org'));
  mailbox = await openTestMailbox(db.data, FROM, { now: () => clock.now, budget: budgetAt(clock, 5) });

  expect(await mailbox.deliver()).toEqual({ sent: 6, failed: 0 });
  const subjects = (await mailbox.messages()).map((mail) => mail.subject);
  expect(subjects[0]).toBe('reset');
  expect(subjects.slice(1).every((subject) => subject?.startsWith('news'))).toBe(true);
  const state = await budgetAt(clock, 5).state();
  expect(state.used).toBe(1);
  expect(state.bulk).toEqual({ perHour: 5, used: 5, reached: true });

  // The announcement that met the used-up budget waits for the next hour in the outbox.
  const deferred = await outboxModels(db.data)
    .mail.find({ nextAttemptAt: mongoose.trusted({ $gt: new Date(clock.now) }) })
    .lean();
  expect(deferred).toHaveLength(1);
  expect(deferred[0]!.nextAttemptAt.getTime()).toBe((Math.floor(clock.now / HOUR) + 1) * HOUR);

  // Later that hour: transactional mail still goes at once, no bulk message does.
  mailbox.clear();
  await enqueueMail(db.data, 'order-paid:1', message('receipt'));
  await enqueueMail(db.data, 'email-verify:2', message('verify'));
  clock.now += 60_000;
  expect(await mailbox.deliver()).toEqual({ sent: 2, failed: 0 });
  expect((await mailbox.messages()).map((mail) => mail.subject)).toEqual(['verify', 'receipt']);

  // The next hour: five more announcements.
  mailbox.clear();
  clock.now += HOUR;
  expect(await mailbox.deliver()).toEqual({ sent: 5, failed: 0 });
  expect(await outboxModels(db.data).mail.countDocuments({ state: 'pending' })).toBe(10_001 - 10);
  // 10,000 documents on the embedded database: slow on a busy machine, not a timing assertion.
}, 120_000);

it('sends bulk mail within its own budget once the transactional one is used up', async () => {
  const clock = nextHour();
  for (let n = 0; n < 3; n++) await enqueueMail(db.data, `password-reset:${n}`, message(`reset ${n}`));
  for (let n = 0; n < 3; n++) await enqueueMail(db.data, `announcement:a2:${n}`, message(`news ${n}`));
  mailbox = await openTestMailbox(db.data, FROM, { now: () => clock.now, budget: budgetAt(clock, 10, 1) });
  expect(await mailbox.deliver()).toEqual({ sent: 4, failed: 0 });
  const subjects = (await mailbox.messages()).map((mail) => mail.subject);
  expect(subjects.filter((subject) => subject?.startsWith('reset'))).toHaveLength(1);
  expect(subjects.filter((subject) => subject?.startsWith('news'))).toHaveLength(3);
});

it('keeps the per-address cap for bulk mail too', async () => {
  const clock = nextHour();
  for (let n = 0; n < 4; n++)
    await enqueueMail(db.data, `announcement:a3:${n}`, message(`news ${n}`, 'ruth@example.org'));
  await enqueueMail(db.data, 'password-reset:ruth', message('reset', 'ruth@example.org'));
  const budget = mailBudget({
    connection: db.sessions,
    perHour: 100,
    perRecipient: 2,
    bulkPerHour: 100,
    now: () => clock.now,
  });
  const sender = createMailSender({
    connection: db.data,
    transport: { sendMail: async () => undefined },
    from: FROM,
    now: () => clock.now,
    budget,
  });
  // The reset, then two announcements: her bulk slots do not touch her reset's.
  expect(await sender.runOnce()).toEqual({ sent: 3, failed: 0 });
});
