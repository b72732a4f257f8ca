import type { AddressObject, ParsedMail } from 'mailparser';
import request from 'supertest';
import type { TestDatabase } from '@ministry/kit/testing/database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { createApp } from '../app';
import type { IdentityConfig } from '../config';
import { identityContext } from '../context';
import { hashEmailToken } from '../emailed-token';
import { decoyModel, resetTokens } from '../password-reset/model';
import { issueResetLink } from '../password-reset/service';
import { UserModel } from '../users/model';
import { openIdentity, PASSWORD, registerAndLogin, type App } from './helpers';

const HOUR = 60 * 60 * 1000;
const NEW_PASSWORD = 'a brand new passphrase';
/** Limits out of the way; the rate-limit tests build an app with small ones. */
const ROOMY = { limit: 10_000, windowMs: 15 * 60 * 1000 };

let db: TestDatabase;
let app: App;
let config: IdentityConfig;
let mailbox: TestMailbox;
/** The service's clock runs this far ahead of the real one. */
let offset = 0;
const now = () => Date.now() + offset;

beforeAll(async () => {
  ({ db, app, config } = await openIdentity({
    now,
    config: { passwordResetLimits: { perAddress: ROOMY, perClient: ROOMY } },
  }));
  mailbox = await openTestMailbox(db.data);
});
afterAll(async () => {
  await mailbox.close();
  await db.close();
});
beforeEach(async () => {
  offset = 0;
  const collections = await db.data.db!.listCollections().toArray();
  await Promise.all(collections.map(({ name }) => db.data.collection(name).deleteMany({})));
  await db.sessions.collection('sessions').deleteMany({});
  mailbox.clear();
});

const RESET_LINK = /https?:\/\/[^\s"<>]+\/reset-password#token=[^\s"<>]+/;

const register = (username: string, language: 'en' | 'es', firstName = 'Ruth') =>
  request(app)
    .post('/api/auth/register')
    .set('Accept-Language', language)
    .send({ username, email: `${username}@example.org`, password: PASSWORD, firstName })
    .expect(201);

const askReset = (email: string, language = 'en', target: App = app) =>
  request(target).post('/api/auth/password-reset').set('Accept-Language', language).send({ email });

const confirm = (token: string, password = NEW_PASSWORD, language = 'en', agent = request(app)) =>
  agent.post('/api/auth/password-reset/confirm').set('Accept-Language', language).send({ token, password });

const recipients = (mail: ParsedMail) =>
  ([] as AddressObject[])
    .concat(mail.to ?? [])
    .flatMap((to) => to.value.map((address) => address.address))
    .join(', ');

/** Sends what the outbox holds and returns the messages to this address received so far. */
async function inbox(address: string): Promise<ParsedMail[]> {
  await mailbox.deliver();
  return (await mailbox.messages()).filter((mail) => recipients(mail) === address);
}

/** The one reset e-mail to this address: its link (the same in the text and the HTML part) and token. */
async function resetLink(address: string): Promise<{ mail: ParsedMail; link: string; token: string }> {
  const mails = (await inbox(address)).filter((mail) => RESET_LINK.test(mail.text ?? ''));
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  const link = RESET_LINK.exec(mail.text ?? '')![0];
  expect(mail.html).toContain(`href="${link}"`);
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${config.siteUrl}/reset-password`);
  // The token is in the fragment, which no browser sends to a server, cache or log.
  expect(url.search).toBe('');
  return { mail, link, token: new URLSearchParams(url.hash.slice(1)).get('token')! };
}

const RESET_INVALID = {
  en: 'This link to reset your password is no longer valid: it was already used, it expired, or it is incomplete. Ask for a new one.',
  es: 'Este enlace para restablecer su contraseña ya no es válido: ya se usó, caducó o está incompleto. Pida uno nuevo.',
};
const RESET_REQUESTED = {
  en: 'If an account uses this e-mail address, we have sent it a link to choose a new password. The link works for 60 minutes.',
  es: 'Si alguna cuenta usa este correo electrónico, le enviamos un enlace para elegir una nueva contraseña. El enlace funciona durante 60 minutos.',
};

/** Waits (without sleeping a fixed time) until a condition holds, for at most 10 s. */
async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition()) && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
}

const login = (username: string, password: string) =>
  request(app).post('/api/auth/login').send({ username, password });

describe('a password reset from the e-mail', () => {
  it('sends her a link in English that signs her in with the new password, once', async () => {
    await register('ruth', 'en');
    // Her address as typed in any case; the answer is in the language of the page that asked.
    const asked = await askReset('  RUTH@Example.org ', 'es');
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: RESET_REQUESTED.es });

    const { mail, token } = await resetLink('ruth@example.org');
    // In her language (she registered in English), with both parts, sent once.
    expect(mail.subject).toBe('Choose a new password');
    expect(mail.headers.get('content-language')).toBe('en');
    // Her address was never verified: no typed name goes to it.
    expect(mail.text).toMatch(/^Hello$/m);
    expect(mail.text).not.toContain('Ruth');
    expect(mail.text).toContain('The link works for 60 minutes');
    expect(mail.text).toContain('If you did not ask for this');
    expect(mail.html).toContain('<html lang="en">');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    await mailbox.deliver();
    expect((await mailbox.messages()).filter((m) => m.subject === 'Choose a new password')).toHaveLength(1);

    const browser = request.agent(app);
    const confirmed = await confirm(token, NEW_PASSWORD, 'en', browser);
    expect(confirmed.status).toBe(200);
    // Signed in, and answered exactly as a login answers.
    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(confirmed.body);
    const signIn = await login('ruth', NEW_PASSWORD);
    expect(signIn.status).toBe(200);
    expect(confirmed.body).toEqual(signIn.body);
    expect(confirmed.body).toMatchObject({ username: 'ruth', preferredLanguage: 'en' });
    expect((await login('ruth', PASSWORD)).status).toBe(401);

    // The notice that her password changed, once.
    const notices = (await inbox('ruth@example.org')).filter(
      (m) => m.subject === 'Your password was changed',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(
      'It was changed with a password reset link sent to this e-mail address.',
    );
    expect(notices[0]!.html).toContain(`href="${config.siteUrl}/forgot-password"`);
  });

  it('writes to a member who registered in Spanish in Spanish, whatever the language of the request', async () => {
    await register('maria', 'es', 'María');
    const asked = await askReset('maria@example.org', 'en');
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: RESET_REQUESTED.en });

    const { mail, token } = await resetLink('maria@example.org');
    expect(mail.subject).toBe('Elija una nueva contraseña');
    expect(mail.headers.get('content-language')).toBe('es');
    expect(mail.text).toMatch(/^Hola$/m);
    expect(mail.text).not.toContain('María');
    expect(mail.text).toContain('El enlace funciona durante 60 minutos');
    expect(mail.html).toContain('<html lang="es">');

    const confirmed = await confirm(token, NEW_PASSWORD, 'es');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ username: 'maria', preferredLanguage: 'es' });
    const notices = (await inbox('maria@example.org')).filter((m) => m.subject === 'Se cambió su contraseña');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Se cambió con un enlace para restablecer la contraseña');
    expect(notices[0]!.html).toContain('<html lang="es">');
  });

  it('ends every other session of hers, forgets her known browsers and clears a bootstrap password', async () => {
    const here = await registerAndLogin(app, 'ruth');
    const elsewhere = request.agent(app);
    expect(
      (await elsewhere.post('/api/auth/login').send({ username: 'ruth', password: PASSWORD })).status,
    ).toBe(200);
    await UserModel.updateOne({ usernameKey: 'ruth' }, { mustChangePassword: true });
    const generation = (await UserModel.findOne({ usernameKey: 'ruth' }))!.deviceGeneration;

    await askReset('ruth@example.org').expect(202);
    const { token } = await resetLink('ruth@example.org');
    const browser = request.agent(app);
    const confirmed = await confirm(token, NEW_PASSWORD, 'en', browser);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.mustChangePassword).toBe(false);

    expect((await here.get('/api/auth/user')).status).toBe(401);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    // Her open browsers from before are strangers now; the one that reset is known.
    expect((await UserModel.findOne({ usernameKey: 'ruth' }))!.deviceGeneration).not.toBe(generation);
    for (let i = 0; i < 5; i++) await login('ruth', 'wrong guess');
    expect(
      (await here.post('/api/auth/login').send({ username: 'ruth', password: NEW_PASSWORD })).status,
    ).toBe(429);
    expect(
      (await browser.post('/api/auth/login').send({ username: 'ruth', password: NEW_PASSWORD })).status,
    ).toBe(200);
  });
});

describe('an address nobody uses', () => {
  /** Every document of the identity database, by collection (what changed between two moments). */
  async function documents(): Promise<Record<string, Record<string, unknown>[]>> {
    const collections = await db.data.db!.listCollections().toArray();
    const entries = await Promise.all(
      collections.map(async ({ name }) => [name, await db.data.collection(name).find().toArray()] as const),
    );
    return Object.fromEntries(entries);
  }

  function added(
    before: Record<string, Record<string, unknown>[]>,
    after: Record<string, Record<string, unknown>[]>,
  ): Record<string, Record<string, unknown>[]> {
    return Object.fromEntries(
      Object.entries(after)
        .map(([name, docs]) => {
          const old = new Set((before[name] ?? []).map((doc) => String(doc._id)));
          return [name, docs.filter((doc) => !old.has(String(doc._id)))] as const;
        })
        .filter(([, docs]) => docs.length > 0),
    );
  }

  const shape = (doc: Record<string, unknown>) => Object.keys(doc).sort();

  it("gets the same answer as a member's address, and the same writes, but no e-mail", async () => {
    await register('ruth', 'en');
    await mailbox.deliver();
    mailbox.clear();

    const beforeKnown = await documents();
    const known = await askReset('ruth@example.org');
    const afterKnown = await documents();
    const unknown = await askReset('nobody@example.org');
    const afterUnknown = await documents();

    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    const headers = (res: request.Response) => {
      const { date, 'x-request-id': requestId, ...rest } = res.headers;
      expect(date).toBeDefined();
      expect(requestId).toBeDefined();
      return rest;
    };
    expect(headers(unknown)).toEqual(headers(known));
    expect(headers(known)).not.toHaveProperty('set-cookie');

    // Each wrote one reset record of the same shape and one message-sized document: her e-mail in the
    // outbox, or the decoy. (The rate-limit slots are the same for both: one per counter.)
    const { rate_limits: knownSlots, ...knownWrites } = added(beforeKnown, afterKnown);
    const { rate_limits: unknownSlots, ...unknownWrites } = added(afterKnown, afterUnknown);
    expect(knownSlots).toHaveLength(2);
    expect(unknownSlots).toHaveLength(2);
    expect(Object.keys(knownWrites).sort()).toEqual(['outbox', 'password_resets']);
    expect(Object.keys(unknownWrites).sort()).toEqual(['password_reset_decoys', 'password_resets']);
    const [mine] = knownWrites.password_resets!;
    const [nobodys] = unknownWrites.password_resets!;
    expect(shape(nobodys!)).toEqual(shape(mine!));
    expect(mine!.userId).not.toBeNull();
    expect(nobodys!.userId).toBeNull();
    const [message] = knownWrites.outbox!;
    const [decoy] = unknownWrites.password_reset_decoys!;
    expect(Math.abs(String(decoy!.html).length - String(message!.html).length)).toBeLessThan(200);
    // Nothing names the address nobody uses.
    expect(JSON.stringify(afterUnknown)).not.toContain('nobody@example.org');

    // Only the member gets an e-mail.
    await mailbox.deliver();
    expect((await mailbox.messages()).map(recipients)).toEqual(['ruth@example.org']);
  });

  it('has a record that no token can use (it names no one)', async () => {
    const { token } = await issueResetLink(identityContext(config, db.data, now), null, now());
    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: RESET_INVALID.en });
  });
});

describe('a reset token', () => {
  async function linkFor(username: string): Promise<string> {
    await askReset(`${username}@example.org`).expect(202);
    const { token } = await resetLink(`${username}@example.org`);
    mailbox.clear();
    return token;
  }

  it('works once, and then gets a translated message', async () => {
    await register('ruth', 'en');
    const token = await linkFor('ruth');
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: RESET_INVALID.en });
    const spanish = await confirm(token, 'yet another passphrase', 'es');
    expect(spanish.status).toBe(400);
    expect(spanish.body).toEqual({ message: RESET_INVALID.es });
    expect((await login('ruth', NEW_PASSWORD)).status).toBe(200);
    expect((await login('ruth', 'yet another passphrase')).status).toBe(401);
  });

  it('gives exactly one success to two concurrent confirms', async () => {
    await register('ruth', 'en');
    for (let round = 0; round < 3; round++) {
      const token = await linkFor('ruth');
      const answers = await Promise.all([
        confirm(token, `first passphrase ${round}`),
        confirm(token, `second passphrase ${round}`),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
      const winner = answers.findIndex((res) => res.status === 200);
      const password = `${winner === 0 ? 'first' : 'second'} passphrase ${round}`;
      expect((await login('ruth', password)).status).toBe(200);
    }
    // Password-changed notices for three resets (still to send, or delivered and kept for the record):
    // at most one per account and clock hour (the key ends with the hour), so one, or two when the
    // resets straddled an hour's end.
    const notices = async (collection: string) =>
      (await db.data
        .collection(collection)
        .find({ _id: /^password-changed:/ as never }, { projection: { _id: 1 } })
        .toArray()) as unknown as { _id: string }[];
    const keys = [...(await notices('outbox')), ...(await notices('outbox_sent'))].map(({ _id }) => _id);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys.map((key) => key.split(':').at(-1))).size).toBe(keys.length);
  });

  it('stops working once another link of hers was used, or her password changed', async () => {
    await register('ruth', 'en');
    const first = await linkFor('ruth');
    const second = await linkFor('ruth');
    expect((await confirm(second)).status).toBe(200);
    expect((await confirm(first, 'yet another passphrase')).body).toEqual({ message: RESET_INVALID.en });

    const third = await linkFor('ruth');
    const browser = request.agent(app);
    await browser.post('/api/auth/login').send({ username: 'ruth', password: NEW_PASSWORD }).expect(200);
    await browser
      .post('/api/account/password')
      .send({ currentPassword: NEW_PASSWORD, newPassword: 'changed on the security tab' })
      .expect(204);
    expect((await confirm(third, 'yet another passphrase')).status).toBe(400);
  });

  it('expires after 60 minutes, and expired records are deleted', async () => {
    const { records: resets, claims } = resetTokens.models(db.data);
    const decoys = decoyModel(db.data);
    await register('ruth', 'en');
    const token = await linkFor('ruth');
    // A record and a decoy that only the clean-up removes.
    await askReset('nobody@example.org').expect(202);
    expect(await decoys.countDocuments()).toBe(1);

    offset = HOUR - 60_000;
    const fresh = await linkFor('ruth');
    offset = HOUR;
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ message: RESET_INVALID.en });

    // The later link still works shortly before its own hour is over (it leaves a claim behind).
    offset = 2 * HOUR - 90_000;
    expect((await confirm(fresh)).status).toBe(200);
    expect(await claims.countDocuments()).toBe(1);

    // Past every expiry, requests delete what expired, by its stored date; what is valid stays.
    offset = 3 * HOUR;
    await askReset('someone.else@example.org').expect(202);
    const counts = async () => [
      await resets.countDocuments(),
      await claims.countDocuments(),
      await decoys.countDocuments(),
    ];
    await waitFor(async () => JSON.stringify(await counts()) === JSON.stringify([1, 0, 1]));
    expect(await counts()).toEqual([1, 0, 1]);
    expect((await resets.findOne().lean())!.expiresAt.getTime()).toBeGreaterThan(now());
  });

  it('is stored only as its SHA-256: the e-mail waiting in the outbox is the one place it appears', async () => {
    await register('ruth', 'en');
    await askReset('ruth@example.org').expect(202);
    const outbox = await db.data
      .collection('outbox')
      .find({ _id: /^password-reset:/ as never })
      .toArray();
    expect(outbox).toHaveLength(1);
    const token = RESET_LINK.exec(String(outbox[0]!.text))![0].split('token=')[1]!;

    const places = async () => {
      const found: string[] = [];
      for (const connection of [db.data, db.sessions]) {
        for (const { name } of await connection.db!.listCollections().toArray()) {
          const docs = await connection.collection(name).find().toArray();
          if (JSON.stringify(docs).includes(token)) found.push(name);
        }
      }
      return found;
    };
    // The message must carry the link until it is sent; no record, claim or session holds it.
    expect(await places()).toEqual(['outbox']);
    const record = await resetTokens.models(db.data).records.findById(hashEmailToken(token)).lean();
    expect(record?._id).toMatch(/^[0-9a-f]{64}$/);

    await confirm(token).expect(200);
    expect(await places()).toEqual(['outbox']);
  });

  it.each([
    ['an unknown token', { token: 'A'.repeat(43), password: NEW_PASSWORD }, RESET_INVALID.en],
    ['a malformed token', { token: 'not a token!', password: NEW_PASSWORD }, RESET_INVALID.en],
    ['no token', { password: NEW_PASSWORD }, RESET_INVALID.en],
  ])('refuses %s with the translated message', async (_label, body, message) => {
    const res = await request(app).post('/api/auth/password-reset/confirm').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("keeps the register form's password rules, and the link stays usable after a refused password", async () => {
    await register('ruth', 'en');
    const token = await linkFor('ruth');
    const short = await confirm(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    const long = await confirm(token, 'ñ'.repeat(40), 'es');
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(
      'La contraseña es demasiado larga: como máximo 72 caracteres (menos con acentos o emojis)',
    );
    expect((await confirm(token)).status).toBe(200);
  });
});

describe('asking for a reset', () => {
  it('refuses an address that is not one, in the caller’s language', async () => {
    const res = await askReset('not-an-address', 'es');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Introduzca un correo electrónico válido');
    expect(await resetTokens.models(db.data).records.countDocuments()).toBe(0);
  });

  describe('is limited', () => {
    const window = 15 * 60 * 1000;
    let limited: App;
    beforeAll(() => {
      limited = createApp(
        {
          ...config,
          passwordResetLimits: {
            perAddress: { limit: 2, windowMs: window },
            perClient: { limit: 4, windowMs: window },
          },
        },
        db,
        { now },
      ).app.callback();
    });
    // Each test starts a minute into a window of its own, ahead of every window the test before
    // reached, so no window ends while it counts and no clean-up still running from the test before
    // (it deletes the slots of ended windows) can reach its slots.
    let windowsAhead = 0;
    beforeEach(() => {
      windowsAhead += 3;
      const at = Date.now();
      offset = (Math.floor(at / window) + windowsAhead) * window + 60_000 - at;
    });
    const ask = (email: string, client: string, language = 'en') =>
      askReset(email, language, limited).set('X-Forwarded-For', client);

    it('per address, a member’s or not, with a translated 429', async () => {
      await register('ruth', 'en');
      for (const email of ['ruth@example.org', 'nobody@example.org']) {
        expect((await ask(email, '203.0.113.1')).status).toBe(202);
        // Another client, the same address in another case.
        expect((await ask(email.toUpperCase(), '203.0.113.2')).status).toBe(202);
        const refused = await ask(email, '203.0.113.3', 'es');
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({
          message:
            'Demasiadas solicitudes para restablecer la contraseña. Espere 15 minutos e inténtelo de nuevo.',
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Only the two links asked for in time were sent.
      const links = (await inbox('ruth@example.org')).filter((m) => m.subject === 'Choose a new password');
      expect(links).toHaveLength(2);
      // A new window, a new allowance.
      offset += window;
      expect((await ask('ruth@example.org', '203.0.113.4')).status).toBe(202);
    });

    it('per client, across addresses', async () => {
      for (let n = 0; n < 4; n++)
        expect((await ask(`someone${n}@example.org`, '198.51.100.7')).status).toBe(202);
      const refused = await ask('someone9@example.org', '198.51.100.7');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        message: 'Too many password reset requests. Please wait 15 minutes and try again.',
      });
      expect((await ask('someone9@example.org', '198.51.100.8')).status).toBe(202);
    });
  });
});
