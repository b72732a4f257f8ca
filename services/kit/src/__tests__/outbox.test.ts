import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { startMailServer, type MailServer } from '../../../../tools/mail-server/mail-server.cjs';
import {
  createMailSender,
  enqueueMail,
  ERASED_BODY,
  failedMailCount,
  outboxModels,
  outboxStatus,
} from '../outbox';
import { openTestDatabase, type TestDatabase } from '../test-database';

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
  const { mail, claims } = outboxModels(db.data);
  await Promise.all([mail.deleteMany({}), claims.deleteMany({})]);
});
afterEach(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const FROM = 'Women of Purpose Ministry <hello@womenofpurpose.org>';
const transport = () => nodemailer.createTransport(`smtp://127.0.0.1:${server.port}`);
const message = (n: number) => ({
  to: `ruth${n}@example.org`,
  subject: `Welcome ${n}`,
  text: `Hello ${n}`,
  html: `<p>Hello ${n}</p>`,
});

describe('the outbox', () => {
  it('sends each message once with its HTML and text parts, however often it was enqueued', async () => {
    await enqueueMail(db.data, 'welcome:ruth1', message(1));
    await enqueueMail(db.data, 'welcome:ruth1', { ...message(1), subject: 'a second call changes nothing' });
    await enqueueMail(db.data, 'welcome:ruth2', message(2));
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
    expect(first.messageId).toBe('<welcome%3Aruth1@womenofpurpose.org>');
  });

  it('two senders over one outbox send each message once', async () => {
    for (let n = 0; n < 12; n++) await enqueueMail(db.data, `notice:${n}`, message(n));
    const one = createMailSender({ connection: db.data, transport: transport(), from: FROM });
    const two = createMailSender({ connection: db.data, transport: transport(), from: FROM });
    const results = await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(12);
    const subjects = (await server.messages()).map((mail) => mail.subject);
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
  });

  it('keeps a message while SMTP refuses, and sends it once when SMTP is back', async () => {
    await enqueueMail(db.data, 'reset:ruth', message(3));
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
    const stored = await outboxModels(db.data).mail.findById('reset:ruth').lean();
    expect(stored).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
  });

  it('gives up after the last attempt and counts the message for admins', async () => {
    await enqueueMail(db.data, 'notice:gone', message(4));
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
    await enqueueMail(db.data, 'notice:orphan', message(5));
    const clock = { now: Date.now() };
    // A sender claimed attempt 1 and died before recording anything.
    await outboxModels(db.data).claims.create({
      _id: 'notice:orphan#1',
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
    await enqueueMail(db.data, 'signup:1', {
      ...message(1),
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

  it('answers what admins see: messages still to send and those that gave up', async () => {
    await enqueueMail(db.data, 'a', message(1));
    await enqueueMail(db.data, 'b', message(2));
    await outboxModels(db.data).mail.updateOne({ _id: 'b' }, { $set: { state: 'failed' } });
    expect(await outboxStatus(db.data)).toEqual({ pending: 1, failed: 1 });
  });

  it('erases the body of a message that held a secret once it is sent, never before', async () => {
    await enqueueMail(db.data, 'reset:1', {
      ...message(1),
      text: 'link: https://x.org/r?token=SECRET',
      secret: true,
    });
    await enqueueMail(db.data, 'plain:2', message(2));
    const stored = async (key: string) => (await outboxModels(db.data).mail.findById(key).lean())!;
    expect((await stored('reset:1')).text).toContain('SECRET');
    const sender = createMailSender({ connection: db.data, transport: transport(), from: FROM });
    expect(await sender.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect((await server.messages()).find((m) => m.subject === 'Welcome 1')!.text).toContain('SECRET');
    const reset = await stored('reset:1');
    expect([reset.text, reset.html]).toEqual([ERASED_BODY, ERASED_BODY]);
    expect((await stored('plain:2')).text).toBe('Hello 2');
  });
});
