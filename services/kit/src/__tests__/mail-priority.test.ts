import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { startMailServer, type MailServer } from '../../../../tools/mail-server/mail-server.cjs';
import { createServiceApp } from '../app';
import { mailBudget, mailBudgetSettings, recipientHash } from '../mail-budget';
import { mailKindOf, mailLaneOf, mailPriorityOf, type MailKey } from '../mail-kinds';
import { metrics } from '../metrics';
import { createMailSender, enqueueMail, outboxModels, outboxWaiting, type MailHeld } from '../outbox';
import { outboxStatusRouter } from '../outbox-status';
import { rateLimitModel } from '../rate-limit';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';

// The order mail leaves in, the priority share of the hourly budget and the cap per address: over
// the real outbox, the real SMTP server and the shared sessions database.
let db: TestDatabase;
let server: MailServer;
let dir: string;
beforeAll(async () => {
  db = await openTestDatabase('kit-mail-priority');
});
afterAll(() => db.close());
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mail-priority-'));
  server = await startMailServer({ dir });
  const { mail, sent, claims } = outboxModels(db.data);
  await Promise.all([
    mail.deleteMany({}),
    sent.deleteMany({}),
    claims.deleteMany({}),
    rateLimitModel(db.sessions).deleteMany({}),
  ]);
});
afterEach(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const FROM = 'Women of Purpose Ministry <hello@womenofpurpose.org>';
const HOUR = 3_600_000;
const transport = () => nodemailer.createTransport(`smtp://127.0.0.1:${server.port}`);
/** A clock inside a clock hour still to come, so every message enqueued now is due. */
const nextHour = () => ({ now: (Math.floor(Date.now() / HOUR) + 1) * HOUR + 5 * 60_000 });
const message = (subject: string, to = `${subject.replace(/\W/g, '')}@example.org`) => ({
  to,
  recipient: 'staff' as const,
  language: 'en' as const,
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});
const subjects = async () => (await server.messages()).map((mail) => mail.subject);
const pending = async () => outboxModels(db.data).mail.countDocuments({ state: 'pending' });

describe('which mail goes first', () => {
  it('classifies every kind in one table: expiring links, then security notices, then the rest', () => {
    const keys: MailKey[] = [
      'password-reset:a',
      'email-verify:a',
      'email-change:a',
      'event-confirm-request:a',
      'password-changed:a',
      'email-changed:a',
      'order-paid:a',
      'contact-notice:a',
    ];
    expect(keys.map(mailPriorityOf)).toEqual([2, 2, 2, 2, 1, 1, 0, 0]);
    expect(keys.map(mailLaneOf)).toEqual([...Array(6).fill('priority'), 'ordinary', 'ordinary']);
    expect(mailKindOf('password-changed:user:1')).toBe('password-changed');
    // A key written before the table (or by hand) is ordinary mail, never refused.
    expect(mailKindOf('welcome:1')).toBe('unknown');
    expect(mailLaneOf('welcome:1')).toBe('ordinary');
  });

  it('sends links first, then notices, then ordinary mail, whatever was queued first', async () => {
    for (let n = 0; n < 60; n++) await enqueueMail(db.data, `order-paid:${n}`, message(`receipt ${n}`));
    for (let n = 0; n < 3; n++) await enqueueMail(db.data, `password-changed:${n}`, message(`notice ${n}`));
    await enqueueMail(db.data, 'password-reset:late', message('reset'));
    await enqueueMail(db.data, 'event-confirm-request:late', message('confirm'));
    const sender = createMailSender({ connection: db.data, transport: transport(), from: FROM });

    // One pass sends at most 50: the two links and three notices are among them, first.
    expect(await sender.runOnce()).toEqual({ sent: 50, failed: 0 });
    const order = await subjects();
    expect(order.slice(0, 2).sort()).toEqual(['confirm', 'reset']);
    expect(order.slice(2, 5).sort()).toEqual(['notice 0', 'notice 1', 'notice 2']);
    expect(order.slice(5, 7)).toEqual(['receipt 0', 'receipt 1']);
    expect(await pending()).toBe(15);
  });
});

describe('the priority share of the hourly budget', () => {
  it('stops ordinary mail at its share while priority mail takes the rest, exactly, across senders', async () => {
    const clock = nextHour();
    // Two services (two outboxes), two instances each, one budget of 10 with 4 kept for priority mail.
    const outboxes = [db.data, db.data.useDb(`${db.config.databaseName}-b`)];
    for (const [index, connection] of outboxes.entries())
      for (let n = 0; n < 10; n++)
        await enqueueMail(connection, `contact-notice:${index}:${n}`, message(`contact ${index} ${n}`));
    const senders = outboxes.flatMap((connection) =>
      [1, 2].map(() =>
        createMailSender({
          connection,
          transport: transport(),
          from: FROM,
          now: () => clock.now,
          budget: mailBudget({
            connection: db.sessions,
            perHour: 10,
            priorityReserve: 4,
            now: () => clock.now,
          }),
        }),
      ),
    );
    const total = async () =>
      (await Promise.all(senders.map((sender) => sender.runOnce()))).reduce((sum, r) => sum + r.sent, 0);
    try {
      expect(await total()).toBe(6);
      // Later in the hour: no ordinary message more, but the reset links (queued after) still go.
      for (let n = 0; n < 6; n++)
        await enqueueMail(outboxes[n % 2]!, `password-reset:${n}`, message(`reset ${n}`));
      clock.now += 10 * 60_000;
      expect(await total()).toBe(4);
      expect(await total()).toBe(0);
      const received = await subjects();
      expect(received.filter((subject) => subject?.startsWith('reset'))).toHaveLength(4);
      expect(received).toHaveLength(10);
      const state = await mailBudget({
        connection: db.sessions,
        perHour: 10,
        priorityReserve: 4,
        now: () => clock.now,
      }).state();
      expect(state).toMatchObject({ used: 10, reached: true, ordinaryReached: true, priorityReserve: 4 });

      // The next hour: the two links left, and ordinary mail up to its share again.
      clock.now += HOUR;
      expect(await total()).toBe(8);
      expect((await subjects()).filter((subject) => subject?.startsWith('reset'))).toHaveLength(6);
    } finally {
      await outboxes[1]!.dropDatabase();
    }
  });
});

describe('the cap per address', () => {
  it('sends one address at most its cap an hour, across senders, while mail to others goes on', async () => {
    const clock = nextHour();
    const held: MailHeld[] = [];
    const before = (await metrics.mailHeld.get()).values.find(
      (value) => value.labels.kind === 'order-paid' && value.labels.reason === 'recipient',
    );
    for (let n = 0; n < 12; n++)
      await enqueueMail(db.data, `order-paid:flood-${n}`, message(`flood ${n}`, 'Target@Example.org'));
    await enqueueMail(db.data, 'order-paid:other', message('other'));
    const budget = () =>
      mailBudget({ connection: db.sessions, perHour: 100, perRecipient: 5, now: () => clock.now });
    const senders = [1, 2, 3].map(() =>
      createMailSender({
        connection: db.data,
        transport: transport(),
        from: FROM,
        now: () => clock.now,
        budget: budget(),
        onHeld: (hold) => held.push(hold),
      }),
    );
    await Promise.all(senders.map((sender) => sender.runOnce()));
    await Promise.all(senders.map((sender) => sender.runOnce()));
    const received = await subjects();
    expect(received.filter((subject) => subject?.startsWith('flood'))).toHaveLength(5);
    expect(received).toContain('other');

    // Held until the hour ends, out of the passes' way, and shown by the address's digest.
    const digest = recipientHash('target@example.org');
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((hold) => hold.heldBy === 'recipient' && hold.recipient === digest)).toBe(true);
    expect(JSON.stringify(held)).not.toMatch(/target/i);
    const after = (await metrics.mailHeld.get()).values.find(
      (value) => value.labels.kind === 'order-paid' && value.labels.reason === 'recipient',
    );
    expect((after?.value ?? 0) - (before?.value ?? 0)).toBeGreaterThan(0);
    expect(await outboxWaiting(db.data, clock.now)).toEqual({
      byKind: [{ kind: 'order-paid', lane: 'ordinary', pending: 7 }],
      byRecipient: [{ recipient: digest, kinds: ['order-paid'], held: 7 }],
    });

    // Admins see it in the service's outbox answer.
    const app = createServiceApp({
      name: 'kit-test',
      config: db.config,
      data: db.data,
      sessions: db.sessions,
      routers: [outboxStatusRouter('capped', db.data, db.sessions, budget())],
    }).app.callback();
    const answer = await request(app)
      .get('/api/admin/outbox/capped')
      .set('Cookie', await signedInCookie(db, { role: 'admin' }));
    expect(answer.body.waiting.byRecipient).toEqual([{ recipient: digest, kinds: ['order-paid'], held: 7 }]);
    expect(answer.body.budget).toMatchObject({ perRecipient: 5, reached: false });

    // The next hour, five more.
    clock.now += HOUR;
    await Promise.all(senders.map((sender) => sender.runOnce()));
    expect((await subjects()).filter((subject) => subject?.startsWith('flood'))).toHaveLength(10);
  });

  it('counts ordinary mail and priority mail to one address apart: a flood of receipts never holds her reset', async () => {
    const clock = nextHour();
    for (let n = 0; n < 4; n++)
      await enqueueMail(db.data, `contact-received:${n}`, message(`ack ${n}`, 'ruth@example.org'));
    await enqueueMail(db.data, 'password-reset:ruth', message('reset', 'ruth@example.org'));
    const sender = createMailSender({
      connection: db.data,
      transport: transport(),
      from: FROM,
      now: () => clock.now,
      budget: mailBudget({ connection: db.sessions, perHour: 100, perRecipient: 2, now: () => clock.now }),
    });
    expect(await sender.runOnce()).toEqual({ sent: 3, failed: 0 });
    expect((await subjects())[0]).toBe('reset');
  });

  it('never caps the addresses it is told to leave uncapped (the ministry’s own mailbox)', async () => {
    const clock = nextHour();
    for (let n = 0; n < 6; n++)
      await enqueueMail(db.data, `contact-notice:${n}`, message(`notice ${n}`, 'hello@womenofpurpose.org'));
    const sender = createMailSender({
      connection: db.data,
      transport: transport(),
      from: FROM,
      now: () => clock.now,
      budget: mailBudget({
        connection: db.sessions,
        perHour: 100,
        perRecipient: 2,
        uncapped: ['Hello@WomenOfPurpose.org'],
        now: () => clock.now,
      }),
    });
    expect(await sender.runOnce()).toEqual({ sent: 6, failed: 0 });
  });
});

describe('the settings', () => {
  it('reads MAIL_PRIORITY_RESERVE (a fifth of the budget by default) and MAIL_RECIPIENT_HOURLY_LIMIT (10)', () => {
    expect(mailBudgetSettings({})).toEqual({
      perHour: 500,
      priorityReserve: 100,
      perRecipient: 10,
      bulkPerHour: 200,
    });
    expect(
      mailBudgetSettings({
        MAIL_HOURLY_BUDGET: '1000',
        MAIL_PRIORITY_RESERVE: '0',
        MAIL_RECIPIENT_HOURLY_LIMIT: '3',
      }),
    ).toEqual({ perHour: 1000, priorityReserve: 0, perRecipient: 3, bulkPerHour: 200 });
    expect(mailBudgetSettings({ MAIL_HOURLY_BUDGET: '50' }).priorityReserve).toBe(10);
    expect(mailBudgetSettings({ MAIL_PRIORITY_RESERVE: '' }).priorityReserve).toBe(100);
    for (const bad of ['-1', '2.5', 'some', '500'])
      expect(() => mailBudgetSettings({ MAIL_PRIORITY_RESERVE: bad })).toThrow(/MAIL_PRIORITY_RESERVE/);
    for (const bad of ['0', '-1', '1.5', 'few'])
      expect(() => mailBudgetSettings({ MAIL_RECIPIENT_HOURLY_LIMIT: bad })).toThrow(
        /MAIL_RECIPIENT_HOURLY_LIMIT/,
      );
  });
});
