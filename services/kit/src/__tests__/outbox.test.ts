import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Router from '@koa/router';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { startMailServer, type MailServer } from '../../../../tools/mail-server/mail-server.cjs';
import {
  createMailSender,
  enqueueMail,
  ERASED_BODY,
  failedMailCount,
  MailLanguageMismatch,
  outboxHealth,
  outboxModels,
  outboxStatus,
} from '../outbox';
import { sentRetentionDays } from '../outbox-start';
import { mailBudget, mailHourlyBudget } from '../mail-budget';
import { createServiceApp } from '../app';
import { outboxStatusRouter } from '../outbox-status';
import { rateLimitModel } from '../rate-limit';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';

// The real path: messages in the outbox, nodemailer over SMTP, the project's own mail server keeping
// each message as an .eml file, read back with mailparser.
let db: TestDatabase;
let server: MailServer;
let dir: string;
beforeAll(async () => {
  db = await openTestDatabase('kit-outbox');
});
afterAll(() => db.close());
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-mail-'));
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
const transport = () => nodemailer.createTransport(`smtp://127.0.0.1:${server.port}`);
const message = (n: number) => ({
  to: `ruth${n}@example.org`,
  recipient: 'staff' as const,
  language: 'en' as const,
  subject: `Welcome ${n}`,
  text: `Hello ${n}`,
  html: `<p>Hello ${n}</p>`,
});

describe('the outbox', () => {
  it('sends each message once with its HTML and text parts, however often it was enqueued', async () => {
    await enqueueMail(db.data, 'contact-received:ruth1', message(1));
    await enqueueMail(db.data, 'contact-received:ruth1', {
      ...message(1),
      subject: 'a second call changes nothing',
    });
    await enqueueMail(db.data, 'contact-received:ruth2', message(2));
    const sender = createMailSender({ connection: db.data, transport: transport(), from: FROM });
    expect(await sender.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });

    const received = await server.messages();
    expect(received.map((mail) => mail.subject).sort()).toEqual(['Welcome 1', 'Welcome 2']);
    const first = received.find((mail) => mail.subject === 'Welcome 1')!;
    expect(first.text?.trim()).toBe('Hello 1');
    expect(first.html).toContain('<p>Hello 1</p>');
    expect(first.from?.value[0]).toMatchObject({
      name: 'Women of Purpose Ministry',
      address: 'hello@womenofpurpose.org',
    });
    expect(first.messageId).toBe('<contact-received%3Aruth1@womenofpurpose.org>');
  });

  it('two senders over one outbox send each message once', async () => {
    for (let n = 0; n < 12; n++) await enqueueMail(db.data, `contact-notice:${n}`, message(n));
    const one = createMailSender({ connection: db.data, transport: transport(), from: FROM });
    const two = createMailSender({ connection: db.data, transport: transport(), from: FROM });
    const results = await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(12);
    const subjects = (await server.messages()).map((mail) => mail.subject);
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
  });

  it('keeps a message while SMTP refuses, and sends it once when SMTP is back', async () => {
    await enqueueMail(db.data, 'password-reset:ruth', message(3));
    const clock = { now: Date.now() };
    const sender = createMailSender({
      connection: db.data,
      transport: transport(),
      from: FROM,
      now: () => clock.now,
    });
    server.refuse(true);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    // Not due again before its backoff.
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    clock.now += 31_000;
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await server.messages()).toEqual([]);

    server.refuse(false);
    clock.now += 61_000;
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    clock.now += 3_600_000;
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect((await server.messages()).map((mail) => mail.subject)).toEqual(['Welcome 3']);
    // Delivered: out of the outbox, in the record.
    expect(await outboxModels(db.data).mail.findById('password-reset:ruth').lean()).toBeNull();
    const stored = await outboxModels(db.data).sent.findById('password-reset:ruth').lean();
    expect(stored).toMatchObject({ state: 'sent', attempts: 3, subject: 'Welcome 3' });
  });

  it('gives up after the last attempt and counts the message for admins', async () => {
    await enqueueMail(db.data, 'contact-notice:gone', message(4));
    const clock = { now: Date.now() };
    const sender = createMailSender({
      connection: db.data,
      transport: transport(),
      from: FROM,
      maxAttempts: 2,
      now: () => clock.now,
    });
    server.refuse(true);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await failedMailCount(db.data)).toBe(0);
    clock.now += 3_600_000;
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await failedMailCount(db.data)).toBe(1);
    server.refuse(false);
    clock.now += 3_600_000;
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('counts an attempt whose sender died (its claim expired) as failed, and tries again', async () => {
    await enqueueMail(db.data, 'contact-notice:orphan', message(5));
    const clock = { now: Date.now() };
    // A sender claimed attempt 1 and died before recording anything.
    await outboxModels(db.data).claims.create({
      _id: 'contact-notice:orphan#1',
      leaseUntil: new Date(clock.now + 60_000),
    });
    const sender = createMailSender({
      connection: db.data,
      transport: transport(),
      from: FROM,
      now: () => clock.now,
    });
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    clock.now += 61_000;
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    clock.now += 31_000;
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await server.messages()).toHaveLength(1);
  });

  it("says the recipient's language and carries attachments (an event's .ics)", async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await enqueueMail(db.data, 'event-confirmed:1', {
      ...message(1),
      recipient: { visitor: 'es' },
      language: 'es',
      attachments: [{ filename: 'retiro.ics', contentType: 'text/calendar', content: ics }],
    });
    const sender = createMailSender({ connection: db.data, transport: transport(), from: FROM });
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    const [received] = await server.messages();
    expect(received!.headers.get('content-language')).toBe('es');
    expect(received!.attachments).toHaveLength(1);
    expect(received!.attachments[0]).toMatchObject({ filename: 'retiro.ics', contentType: 'text/calendar' });
    expect(received!.attachments[0]!.content.toString()).toBe(ics);
  });

  it("refuses a message in another language than its recipient's, storing nothing", async () => {
    const member = { member: { preferredLanguage: 'es' as const } };
    await expect(
      enqueueMail(db.data, 'order-paid:wrong', { ...message(1), recipient: member, language: 'en' }),
    ).rejects.toThrow(MailLanguageMismatch);
    await expect(
      enqueueMail(db.data, 'contact-notice:wrong', { ...message(2), recipient: 'staff', language: 'es' }),
    ).rejects.toThrow('contact-notice: rendered in es');
    await enqueueMail(db.data, 'order-paid:right', { ...message(3), recipient: member, language: 'es' });
    const stored = await outboxModels(db.data).mail.find({}, { _id: 1, language: 1 }).lean();
    expect(stored).toEqual([{ _id: 'order-paid:right', language: 'es' }]);
  });

  it('answers what admins see: messages still to send and those that gave up', async () => {
    await enqueueMail(db.data, 'order-paid:a', message(1));
    await enqueueMail(db.data, 'order-paid:b', message(2));
    await outboxModels(db.data).mail.updateOne({ _id: 'order-paid:b' }, { $set: { state: 'failed' } });
    expect(await outboxStatus(db.data)).toEqual({ pending: 1, failed: 1 });
  });

  it('erases the body of a message that held a secret once it is sent, never before', async () => {
    await enqueueMail(db.data, 'password-reset:1', {
      ...message(1),
      text: 'link: https://x.org/r?token=SECRET',
      secret: true,
    });
    await enqueueMail(db.data, 'order-paid:2', message(2));
    const { mail, sent } = outboxModels(db.data);
    const stored = async (key: string) =>
      ((await mail.findById(key).lean()) ?? (await sent.findById(key).lean()))!;
    expect((await stored('password-reset:1')).text).toContain('SECRET');
    const sender = createMailSender({ connection: db.data, transport: transport(), from: FROM });
    expect(await sender.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect((await server.messages()).find((m) => m.subject === 'Welcome 1')!.text).toContain('SECRET');
    const reset = await stored('password-reset:1');
    expect([reset.text, reset.html]).toEqual([ERASED_BODY, ERASED_BODY]);
    expect((await stored('order-paid:2')).text).toBe('Hello 2');
  });
});

describe('what the outbox keeps as history grows', () => {
  const DAY = 86_400_000;

  it('moves a delivered message to the record: the outbox keeps only what is to send and what gave up', async () => {
    for (let n = 0; n < 6; n++) await enqueueMail(db.data, `contact-notice:${n}`, message(n));
    const sender = createMailSender({ connection: db.data, transport: transport(), from: FROM });
    expect(await sender.runOnce()).toEqual({ sent: 6, failed: 0 });
    const { mail, sent } = outboxModels(db.data);
    expect(await mail.countDocuments()).toBe(0);
    expect(await sent.countDocuments({ state: 'sent' })).toBe(6);
    expect(await sent.findById('contact-notice:2').lean()).toMatchObject({
      to: 'ruth2@example.org',
      attempts: 1,
    });
    expect(await outboxStatus(db.data)).toEqual({ pending: 0, failed: 0 });
  });

  it('reads only the messages due in each poll, whatever was delivered before', async () => {
    for (let n = 0; n < 30; n++) await enqueueMail(db.data, `order-paid:h${n}`, message(n));
    const clock = { now: Date.now() };
    const sender = createMailSender({
      connection: db.data,
      transport: transport(),
      from: FROM,
      maxAttempts: 1,
      now: () => clock.now,
    });
    expect(await sender.runOnce()).toEqual({ sent: 30, failed: 0 });
    server.refuse(true);
    await enqueueMail(db.data, 'order-paid:gone', message(31));
    clock.now = Date.now();
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    server.refuse(false);
    await enqueueMail(db.data, 'order-paid:later', message(32));
    await outboxModels(db.data).mail.updateOne(
      { _id: 'order-paid:later' },
      { $set: { nextAttemptAt: new Date(clock.now + DAY) } },
    );

    // What an idle pass asks the database: one query, over the outbox, which holds two messages.
    const queries: { collection: string; method: string; filter: unknown }[] = [];
    db.data.set('debug', (collection: string, method: string, filter: unknown) => {
      queries.push({ collection, method, filter });
    });
    try {
      expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    } finally {
      db.data.set('debug', false);
    }
    expect(queries).toEqual([expect.objectContaining({ collection: 'outbox', method: 'find' })]);
    expect(await outboxModels(db.data).mail.countDocuments()).toBe(2);
  });

  it('never sends a delivered key again: enqueued once more, or left in the outbox by a sender that died', async () => {
    const sender = createMailSender({ connection: db.data, transport: transport(), from: FROM });
    await enqueueMail(db.data, 'contact-received:ruth', message(1));
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    await enqueueMail(db.data, 'contact-received:ruth', { ...message(1), subject: 'again' });
    expect(await outboxModels(db.data).mail.countDocuments()).toBe(0);

    // A sender died after marking a message delivered, before moving it: the next pass only moves it.
    await enqueueMail(db.data, 'gift-receipt:7', message(7));
    const { mail, sent, claims } = outboxModels(db.data);
    const sentAt = new Date(Date.now() - 60_000);
    await claims.create({ _id: 'gift-receipt:7#sent', leaseUntil: sentAt });
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await mail.countDocuments()).toBe(0);
    expect(await sent.findById('gift-receipt:7').lean()).toMatchObject({ sentAt, subject: 'Welcome 7' });
    expect((await server.messages()).map((received) => received.subject)).toEqual(['Welcome 1']);
  });

  it('prunes the record and the claims after the retention, at most once an hour', async () => {
    await enqueueMail(db.data, 'order-paid:old', message(1));
    const start = Date.now();
    const clock = { now: start };
    const sender = createMailSender({
      connection: db.data,
      transport: transport(),
      from: FROM,
      retentionDays: 30,
      now: () => clock.now,
    });
    const { mail, sent, claims } = outboxModels(db.data);
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    clock.now = start + 20 * DAY;
    await enqueueMail(db.data, 'order-paid:recent', message(2));
    await mail.updateOne({ _id: 'order-paid:recent' }, { $set: { nextAttemptAt: new Date(clock.now) } });
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    const kept = async () => (await sent.find().lean()).map((record) => record._id).sort();
    expect(await kept()).toEqual(['order-paid:old', 'order-paid:recent']);

    // A prune just before 'order-paid:old' is 30 days old; twenty minutes later it is, but an hour has not passed.
    clock.now = start + 30 * DAY - 10 * 60_000;
    await sender.runOnce();
    clock.now += 20 * 60_000;
    await sender.runOnce();
    expect(await kept()).toEqual(['order-paid:old', 'order-paid:recent']);
    clock.now += 3_600_000;
    await sender.runOnce();
    expect(await kept()).toEqual(['order-paid:recent']);
    expect((await claims.find().lean()).map((claim) => claim._id).sort()).toEqual([
      'order-paid:recent#1',
      'order-paid:recent#sent',
    ]);
  });

  it('tells metrics how many wait, how many gave up and how long the oldest has waited', async () => {
    const at = Date.now();
    expect(await outboxHealth(db.data, at)).toEqual({ pending: 0, failed: 0, oldestPendingSeconds: 0 });
    await enqueueMail(db.data, 'order-paid:a', message(1));
    await enqueueMail(db.data, 'order-paid:b', message(2));
    await enqueueMail(db.data, 'order-paid:c', message(3));
    const { mail } = outboxModels(db.data);
    await mail.updateOne({ _id: 'order-paid:a' }, { $set: { createdAt: new Date(at - 600_000) } });
    await mail.updateOne(
      { _id: 'order-paid:c' },
      { $set: { state: 'failed', createdAt: new Date(at - 7_200_000) } },
    );
    expect(await outboxHealth(db.data, at)).toEqual({ pending: 2, failed: 1, oldestPendingSeconds: 600 });
  });

  it('sends a message enqueued in this process at once, not at the next poll', async () => {
    const sender = createMailSender({ connection: db.data, transport: transport(), from: FROM });
    sender.start(3_600_000);
    try {
      await enqueueMail(db.data, 'contact-received:now', message(9));
      // Waits for the message itself (the poll is an hour away).
      while ((await server.messages()).length === 0) await new Promise((resolve) => setImmediate(resolve));
      expect((await server.messages()).map((received) => received.subject)).toEqual(['Welcome 9']);
    } finally {
      await sender.stop();
    }
  });

  it('reads OUTBOX_SENT_RETENTION_DAYS: 90 by default, a whole number of days otherwise', () => {
    expect(sentRetentionDays({})).toBe(90);
    expect(sentRetentionDays({ OUTBOX_SENT_RETENTION_DAYS: '365' })).toBe(365);
    for (const bad of ['0', '-1', '1.5', 'forever'])
      expect(() => sentRetentionDays({ OUTBOX_SENT_RETENTION_DAYS: bad })).toThrow(
        /OUTBOX_SENT_RETENTION_DAYS/,
      );
  });
});

describe('the global hourly e-mail budget', () => {
  const HOUR = 3_600_000;
  /** A clock inside a clock hour still to come, so every message enqueued now is due. */
  const nextHour = () => ({ now: (Math.floor(Date.now() / HOUR) + 1) * HOUR + 5 * 60_000 });
  const pendingKeys = async (connection = db.data) =>
    (await outboxModels(connection).mail.find({ state: 'pending' }).lean()).map((m) => m._id).sort();

  it('sends N of N + k queued in an hour, keeps k pending, and sends them in the next hour', async () => {
    for (let n = 0; n < 5; n++) await enqueueMail(db.data, `contact-notice:${n}`, message(n));
    const clock = nextHour();
    const reached: Date[] = [];
    const sender = createMailSender({
      connection: db.data,
      transport: transport(),
      from: FROM,
      now: () => clock.now,
      budget: mailBudget({ connection: db.sessions, perHour: 3, now: () => clock.now }),
      onBudgetReached: (resumesAt) => reached.push(resumesAt),
    });
    expect(await sender.runOnce()).toEqual({ sent: 3, failed: 0 });
    expect(await server.messages()).toHaveLength(3);
    expect(await pendingKeys()).toHaveLength(2);
    expect(reached).toEqual([new Date(Math.ceil(clock.now / HOUR) * HOUR)]);

    // Later in the same hour: still waiting, nothing lost, nothing counted as a failed attempt.
    clock.now += 40 * 60_000;
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    const waiting = await outboxModels(db.data).mail.find({ state: 'pending' }).lean();
    expect(waiting.map((m) => m.attempts)).toEqual([0, 0]);
    // Three attempts claimed (the two given back are gone), beside the three delivered marks.
    expect(await outboxModels(db.data).claims.countDocuments({ _id: /#\d+$/ })).toBe(3);

    // The next hour: the rest go out, once.
    clock.now += 20 * 60_000;
    expect(await sender.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(await pendingKeys()).toEqual([]);
    const subjects = (await server.messages()).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([0, 1, 2, 3, 4].map((n) => `Welcome ${n}`));
    expect(reached).toHaveLength(1);
  });

  it('is one budget for every service: concurrent senders over several outboxes never exceed it', async () => {
    // Three services, each with its own database and outbox; the budget lives in the shared sessions database.
    const outboxes = [
      db.data,
      db.data.useDb(`${db.config.databaseName}-b`),
      db.data.useDb(`${db.config.databaseName}-c`),
    ];
    for (const [index, connection] of outboxes.entries())
      for (let n = 0; n < 8; n++) await enqueueMail(connection, `contact-notice:${index}:${n}`, message(n));
    const clock = nextHour();
    const senders = outboxes.flatMap((connection) =>
      // Two instances of each service.
      [1, 2].map(() =>
        createMailSender({
          connection,
          transport: transport(),
          from: FROM,
          now: () => clock.now,
          budget: mailBudget({ connection: db.sessions, perHour: 7, now: () => clock.now }),
        }),
      ),
    );
    try {
      const results = await Promise.all(senders.map((sender) => sender.runOnce()));
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(7);
      expect(await server.messages()).toHaveLength(7);
      const waiting = (await Promise.all(outboxes.map((connection) => pendingKeys(connection)))).flat();
      expect(waiting).toHaveLength(24 - 7);

      // Each later hour sends seven more, until every message went out exactly once.
      for (const expected of [7, 7, 3]) {
        clock.now += HOUR;
        const sent = (await Promise.all(senders.map((sender) => sender.runOnce()))).reduce(
          (sum, result) => sum + result.sent,
          0,
        );
        expect(sent).toBe(expected);
      }
      expect(await server.messages()).toHaveLength(24);
      const ids = (await server.messages()).map((mail) => mail.messageId);
      expect(new Set(ids).size).toBe(24);
    } finally {
      await Promise.all(outboxes.slice(1).map((connection) => connection.dropDatabase()));
    }
  });

  it("tells admins, in every service's outbox answer, that the budget was reached and how many wait", async () => {
    for (let n = 0; n < 3; n++) await enqueueMail(db.data, `contact-notice:${n}`, message(n));
    const clock = nextHour();
    const budget = mailBudget({ connection: db.sessions, perHour: 2, now: () => clock.now });
    const sender = createMailSender({
      connection: db.data,
      transport: transport(),
      from: FROM,
      now: () => clock.now,
      budget,
    });
    const app = (router?: Router) =>
      createServiceApp({
        name: 'kit-test',
        config: db.config,
        data: db.data,
        sessions: db.sessions,
        routers: router ? [router] : [],
      }).app.callback();
    const admin = await signedInCookie(db, { role: 'admin' });
    // What every service answers by default: MAIL_HOURLY_BUDGET (500 unless set), not reached.
    const standard = await request(app()).get('/api/admin/outbox/kit-test').set('Cookie', admin);
    expect(standard.status).toBe(200);
    expect(standard.body).toMatchObject({ pending: 3, failed: 0, budget: { perHour: 500, reached: false } });

    expect(await sender.runOnce()).toEqual({ sent: 2, failed: 0 });
    const limited = app(outboxStatusRouter('limited', db.data, db.sessions, budget));
    const answer = await request(limited).get('/api/admin/outbox/limited').set('Cookie', admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      pending: 1,
      failed: 0,
      budget: {
        perHour: 2,
        priorityReserve: 0,
        perRecipient: 0,
        used: 2,
        reached: true,
        ordinaryReached: true,
        resumesAt: new Date(Math.ceil(clock.now / HOUR) * HOUR).toISOString(),
        // The bulk lane's own budget, counted apart (announcements).
        bulk: { perHour: 200, used: 0, reached: false },
      },
      waiting: { byKind: [{ kind: 'contact-notice', lane: 'ordinary', pending: 1 }], byRecipient: [] },
    });
    // Visitors and members learn nothing of it.
    expect((await request(limited).get('/api/admin/outbox/limited')).status).toBe(401);
    const member = await signedInCookie(db, { role: 'member' });
    expect((await request(limited).get('/api/admin/outbox/limited').set('Cookie', member)).status).toBe(403);

    // The next hour, a fresh budget.
    clock.now += HOUR;
    expect(
      (await request(limited).get('/api/admin/outbox/limited').set('Cookie', admin)).body.budget,
    ).toMatchObject({
      reached: false,
    });
  });

  it('reads MAIL_HOURLY_BUDGET: 500 by default, a positive whole number otherwise', () => {
    expect(mailHourlyBudget({})).toBe(500);
    expect(mailHourlyBudget({ MAIL_HOURLY_BUDGET: '1200' })).toBe(1200);
    for (const bad of ['0', '-5', '2.5', 'many'])
      expect(() => mailHourlyBudget({ MAIL_HOURLY_BUDGET: bad })).toThrow(/MAIL_HOURLY_BUDGET/);
  });
});
