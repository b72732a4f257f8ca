import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { startMailServer, type MailServer } from '../../../../tools/mail-server/mail-server.cjs';
import { isHardBounce } from '../mail-bounce';
import { createMailSender, enqueueMail, failedMailCount, outboxModels } from '../outbox';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';

// A hard bounce over real SMTP: the project's mail catcher refuses any address @bounce.invalid at
// RCPT TO with "550 5.1.1 No such mailbox", as a provider does for a mailbox that does not exist.
let db: TestDatabase;
let server: MailServer;
let dir: string;
beforeAll(async () => {
  db = await openTestDatabase('kit-mail-bounce');
});
afterAll(() => db.close());
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bounce-mail-'));
  server = await startMailServer({ dir });
  const { mail, sent, claims } = outboxModels(db.data);
  await Promise.all([mail.deleteMany({}), sent.deleteMany({}), claims.deleteMany({})]);
});
afterEach(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const FROM = 'Women of Purpose Ministry <hello@womenofpurpose.org>';
const transport = () => nodemailer.createTransport(`smtp://127.0.0.1:${server.port}`);
const message = (to: string) => ({
  to,
  recipient: 'staff' as const,
  language: 'en' as const,
  subject: 'Welcome',
  text: 'Hello',
  html: '<p>Hello</p>',
});

function senderWithHook(clock: { now: number }, extra: { onError?: (error: unknown) => void } = {}) {
  const bounces: [string, string][] = [];
  const sender = createMailSender({
    connection: db.data,
    transport: transport(),
    from: FROM,
    now: () => clock.now,
    onHardBounce: (email, key) => {
      bounces.push([email, key]);
    },
    ...extra,
  });
  return { sender, bounces };
}

describe('a hard bounce', () => {
  it('fails the message after one attempt and tells the hook once; other mail goes on', async () => {
    await enqueueMail(db.data, 'contact-received:gone', message('gone@bounce.invalid'));
    await enqueueMail(db.data, 'contact-received:ruth', message('ruth@example.org'));
    const clock = { now: Date.now() };
    const { sender, bounces } = senderWithHook(clock);

    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 1 });
    expect(bounces).toEqual([['gone@bounce.invalid', 'contact-received:gone']]);
    const stored = await outboxModels(db.data).mail.findById('contact-received:gone').lean();
    expect(stored).toMatchObject({ state: 'failed', attempts: 1 });
    expect(stored?.lastError).toContain('550 5.1.1 No such mailbox');
    expect(await failedMailCount(db.data)).toBe(1);

    // Hours later: never tried again, never told again.
    clock.now += 24 * 3_600_000;
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(bounces).toHaveLength(1);
    expect((await server.messages()).map((mail) => mail.to && 'text' in mail.to && mail.to.text)).toEqual([
      'ruth@example.org',
    ]);
  });

  it('keeps retrying a 421 (the server busy) without telling the hook', async () => {
    await enqueueMail(db.data, 'contact-received:ruth', message('ruth@example.org'));
    const clock = { now: Date.now() };
    const { sender, bounces } = senderWithHook(clock);
    server.refuse(true);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await outboxModels(db.data).mail.findById('contact-received:ruth').lean()).toMatchObject({
      state: 'pending',
      attempts: 1,
    });
    clock.now += 31_000;
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    server.refuse(false);
    clock.now += 61_000;
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(bounces).toEqual([]);
  });

  it('is failed all the same when the hook fails, and the failure is told to onError', async () => {
    await enqueueMail(db.data, 'contact-received:gone', message('gone@bounce.invalid'));
    const errors: unknown[] = [];
    const sender = createMailSender({
      connection: db.data,
      transport: transport(),
      from: FROM,
      onHardBounce: () => Promise.reject(new Error('identity away')),
      onError: (error) => errors.push(error),
    });
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(errors.map((error) => (error as Error).message)).toEqual(['identity away']);
    expect(await outboxModels(db.data).mail.findById('contact-received:gone').lean()).toMatchObject({
      state: 'failed',
      attempts: 1,
    });
  });
});

describe('isHardBounce', () => {
  it('is a 5xx to RCPT TO only', () => {
    expect(isHardBounce({ responseCode: 550, command: 'RCPT TO' })).toBe(true);
    expect(isHardBounce({ responseCode: 551, command: 'RCPT TO' })).toBe(true);
    // Deferred, or refused for the message or the sender rather than the mailbox: retried.
    expect(isHardBounce({ responseCode: 450, command: 'RCPT TO' })).toBe(false);
    expect(isHardBounce({ responseCode: 552, command: 'DATA' })).toBe(false);
    expect(isHardBounce({ responseCode: 535, command: 'AUTH PLAIN' })).toBe(false);
    expect(isHardBounce(new Error('connect ECONNREFUSED'))).toBe(false);
    expect(isHardBounce(null)).toBe(false);
  });
});
