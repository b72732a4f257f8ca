import type { AddressObject, ParsedMail } from 'mailparser';
import request from 'supertest';
import { mailBudget, mailBudgetSettings } from '@ministry/kit/mail-budget';
import { enqueueMail, outboxModels } from '@ministry/kit/outbox';
import { rateLimitModel } from '@ministry/kit/rate-limit';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { RESET_TTL_MS } from '../password-reset/service';
import { UserModel } from '../users/model';
import { identityTestEnvironment, PASSWORD, registerAndLogin } from './helpers';

// A free account changing its password again and again (each change e-mails a notice) must not
// spend the hourly e-mail budget, nor make other members' reset links wait until they expire.
const HOUR = 3_600_000;
/** Ten minutes into a clock hour still to come. */
const clock = { now: (Math.floor(Date.now() / HOUR) + 1) * HOUR + 10 * 60_000 };
const env = identityTestEnvironment({ now: () => clock.now });

/** A mailbox whose sender keeps the real budget's default settings (500 an hour), on the test clock. */
let budgeted: TestMailbox;
beforeAll(async () => {
  const now = () => clock.now;
  budgeted = await openTestMailbox(env.db.data, undefined, {
    now,
    budget: mailBudget({ connection: env.db.sessions, ...mailBudgetSettings({}), now }),
  });
});
afterAll(() => budgeted.close());
beforeEach(async () => {
  clock.now = (Math.floor(Date.now() / HOUR) + 1) * HOUR + 10 * 60_000;
  await rateLimitModel(env.db.sessions).deleteMany({});
  budgeted.clear();
});

const recipients = (mail: ParsedMail) =>
  ([] as AddressObject[])
    .concat(mail.to ?? [])
    .flatMap((to) => to.value.map((address) => address.address))
    .join(', ');

const change = (agent: ReturnType<typeof request.agent>, currentPassword: string, newPassword: string) =>
  agent.post('/api/account/password').send({ currentPassword, newPassword });

/** What the outbox sends now (one pass of the sender without a budget); every message so far. */
async function received(): Promise<ParsedMail[]> {
  await env.mailbox.deliver();
  return env.mailbox.messages();
}

describe('a reset link behind a flood of notices', () => {
  it('600 password-changed notices queued: a reset asked for after them goes out first, within its validity', async () => {
    await registerAndLogin(env.app, 'ruth');
    await outboxModels(env.db.data).mail.deleteMany({});
    for (let n = 0; n < 600; n++)
      await enqueueMail(env.db.data, `password-changed:flood${n}:${clock.now}`, {
        to: `flood${n}@example.org`,
        recipient: { member: { preferredLanguage: 'en' } },
        language: 'en',
        subject: 'Your password was changed',
        text: 'notice',
        html: '<p>notice</p>',
      });
    clock.now += 60_000;
    const askedAt = clock.now;
    await request(env.app).post('/api/auth/password-reset').send({ email: 'ruth@example.org' }).expect(202);

    expect(await budgeted.deliver()).toEqual({ sent: 50, failed: 0 });
    const [first, ...rest] = await budgeted.messages();
    expect(first!.subject).toBe('Choose a new password');
    expect(recipients(first!)).toBe('ruth@example.org');
    // Sent at once: its link (60 minutes) has nearly all its time left.
    expect(clock.now - askedAt).toBeLessThan(RESET_TTL_MS);
    expect(rest.every((mail) => mail.subject === 'Your password was changed')).toBe(true);
    expect(await outboxModels(env.db.data).mail.countDocuments({ _id: /^password-reset:/ as never })).toBe(0);
  });
});

describe('POST /api/account/password, changed again and again', () => {
  it('refuses the change after the third in an hour, in her language, and changes nothing', async () => {
    const ruth = await registerAndLogin(env.app, 'ruth');
    await change(ruth, PASSWORD, 'first new passphrase').expect(204);
    await change(ruth, 'first new passphrase', 'second new passphrase').expect(204);
    await change(ruth, 'second new passphrase', 'third new passphrase').expect(204);

    const refused = await change(ruth, 'third new passphrase', 'fourth new passphrase');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Your password was changed several times in the last hour. Please wait an hour before changing it again.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const spanish = await change(ruth, 'third new passphrase', 'fourth new passphrase').set(
      'Accept-Language',
      'es',
    );
    expect(spanish.status).toBe(429);
    expect(spanish.body.message).toBe(
      'Su contraseña se cambió varias veces en la última hora. Espere una hora antes de volver a cambiarla.',
    );
    // The refused change did not happen: the third password still signs in.
    await request(env.app)
      .post('/api/auth/login')
      .send({ username: 'ruth', password: 'third new passphrase' })
      .expect(200);

    // The next hour she may change it again.
    clock.now += HOUR;
    await change(ruth, 'third new passphrase', 'fourth new passphrase').expect(204);
  });

  it('lets exactly three of many concurrent changes through', async () => {
    const ruth = await registerAndLogin(env.app, 'ruth');
    const answers = await Promise.all(Array.from({ length: 8 }, () => change(ruth, PASSWORD, PASSWORD)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([204, 204, 204, 429, 429, 429, 429, 429]);
  });

  it('e-mails at most one notice per account and hour, however often it changes', async () => {
    const ruth = await registerAndLogin(env.app, 'ruth');
    await received();
    env.mailbox.clear();
    await change(ruth, PASSWORD, 'first new passphrase').expect(204);
    await change(ruth, 'first new passphrase', 'second new passphrase').expect(204);
    await change(ruth, 'second new passphrase', 'third new passphrase').expect(204);
    expect((await received()).map((mail) => mail.subject)).toEqual(['Your password was changed']);

    clock.now += HOUR;
    await change(ruth, 'third new passphrase', 'fourth new passphrase').expect(204);
    expect(await received()).toHaveLength(2);
  });
});

describe('no typed name to an address nobody proved', () => {
  it('greets an unverified address without her name, and a verified one by name', async () => {
    const ruth = await registerAndLogin(env.app, 'ruth', { firstName: 'Ruth visit evil.example' });
    await received();
    env.mailbox.clear();
    await change(ruth, PASSWORD, 'first new passphrase').expect(204);
    await request(env.app).post('/api/auth/password-reset').send({ email: 'ruth@example.org' }).expect(202);
    const unverified = await received();
    expect(unverified.map((mail) => mail.subject).sort()).toEqual([
      'Choose a new password',
      'Your password was changed',
    ]);
    for (const mail of unverified) {
      expect(mail.text).toMatch(/^\s*Hello\s*$/m);
      expect(`${mail.text} ${String(mail.html)}`).not.toMatch(/Ruth|evil\.example|ruth\b(?!@)/);
    }

    // Once her address is proven, her messages greet her by name.
    await UserModel.updateOne({ usernameKey: 'ruth' }, { $set: { emailVerified: true } });
    env.mailbox.clear();
    clock.now += HOUR;
    await change(ruth, 'first new passphrase', 'second new passphrase').expect(204);
    const [verified] = await received();
    expect(verified!.text).toContain('Hello, Ruth visit evil.example');
  });
});
