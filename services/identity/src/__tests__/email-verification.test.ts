import type { AddressObject, ParsedMail } from 'mailparser';
import request from 'supertest';
import { emailTokens } from '../email-verification/model';
import { hashEmailToken } from '../emailed-token';
import { UserModel } from '../users/model';
import { identityTestEnvironment, PASSWORD, registerAndLogin } from './helpers';

const HOUR = 60 * 60 * 1000;
/** The service's clock runs this far ahead of the real one. */
let offset = 0;
const now = () => Date.now() + offset;
/** Puts the service's clock just past the start of a limit's window, so a test never straddles two. */
const startWindow = (windowMs: number) => {
  offset = Math.ceil(Date.now() / windowMs) * windowMs + 1000 - Date.now();
};
const env = identityTestEnvironment({ now });
beforeEach(() => {
  offset = 0;
});

type Agent = ReturnType<typeof request.agent>;
const VERIFY_LINK = /https?:\/\/[^\s"<>]+\/verify-email#token=[^\s"<>]+/;
const INVALID = {
  en: 'This link to confirm an e-mail address is no longer valid: it was already used, it expired, or it is incomplete.',
  es: 'Este enlace para confirmar un correo electrónico ya no es válido: ya se usó, caducó o está incompleto.',
};

const recipients = (mail: ParsedMail) =>
  ([] as AddressObject[])
    .concat(mail.to ?? [])
    .flatMap((to) => to.value.map((address) => address.address))
    .join(', ');

/** Sends what the outbox holds; the messages to this address received so far. */
async function inbox(address: string): Promise<ParsedMail[]> {
  await env.mailbox.deliver();
  return (await env.mailbox.messages()).filter(
    (mail) => recipients(mail).toLowerCase() === address.toLowerCase(),
  );
}

/** The newest link to /verify-email in the messages to this address: its token (from the fragment). */
async function linkTo(address: string): Promise<{ mail: ParsedMail; token: string }> {
  const mails = (await inbox(address)).filter((mail) => VERIFY_LINK.test(mail.text ?? ''));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no link to ${address}`);
  const link = VERIFY_LINK.exec(mail.text ?? '')![0];
  expect(mail.html).toContain(`href="${link}"`);
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${env.config.siteUrl}/verify-email`);
  expect(url.search).toBe('');
  return { mail, token: new URLSearchParams(url.hash.slice(1)).get('token')! };
}

/** Registers (in a language, with a name) and signs in; the signed-in agent. */
const member = (username: string, language: 'en' | 'es' = 'en', firstName = 'Ruth'): Promise<Agent> =>
  registerAndLogin(env.app, username, { firstName }, language);

const verify = (
  token: unknown,
  language = 'en',
  agent: Agent | ReturnType<typeof request> = request(env.app),
) => agent.post('/api/auth/verify-email').set('Accept-Language', language).send({ token });

const changeEmail = (agent: Agent, email: string, currentPassword = PASSWORD, language = 'en') =>
  agent.post('/api/account/email').set('Accept-Language', language).send({ email, currentPassword });

describe('the verification e-mail at registration', () => {
  it('replaces the welcome: fixed text and a single link, in her language, with nothing she typed', async () => {
    const ruth = await member('ruthie', 'en', 'Ruth<b>');
    await member('mariaq', 'es', 'María');
    expect((await ruth.get('/api/auth/user')).body).toMatchObject({
      emailVerified: false,
      pendingEmail: null,
    });

    const [english] = await inbox('ruthie@example.org');
    expect(english!.subject).toBe('Confirm your e-mail address');
    expect(english!.headers.get('content-language')).toBe('en');
    expect(english!.text).not.toMatch(/ruthie|Ruth|Welcome/);
    expect(english!.html).not.toMatch(/ruthie|Ruth|Welcome/);
    const { token } = await linkTo('ruthie@example.org');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [spanish] = await inbox('mariaq@example.org');
    expect(spanish!.subject).toBe('Confirme su correo electrónico');
    expect(spanish!.html).toContain('<html lang="es">');
    expect(spanish!.text).not.toMatch(/mariaq|María/);
  });

  it('keeps only the token’s SHA-256, and the link expires (48 hours by default)', async () => {
    await member('ruth');
    const { token } = await linkTo('ruth@example.org');
    const record = await emailTokens.models(env.db.data).records.findById(hashEmailToken(token)).lean();
    expect(record).toMatchObject({ purpose: 'verify', email: 'ruth@example.org' });
    expect(record!.expiresAt.getTime() - record!.createdAt.getTime()).toBe(48 * HOUR);
    for (const { name } of await env.db.data.db!.listCollections().toArray()) {
      if (name === 'outbox') continue;
      const docs = await env.db.data.collection(name).find().toArray();
      expect([name, JSON.stringify(docs).includes(token)]).toEqual([name, false]);
    }
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies her address, signed out; her open sessions and the internal profile say so', async () => {
    const ruth = await member('ruth');
    const { token } = await linkTo('ruth@example.org');
    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ purpose: 'verify' });
    expect((await ruth.get('/api/auth/user')).body).toMatchObject({
      email: 'ruth@example.org',
      emailVerified: true,
    });
    const [session] = await env.db.sessions.collection('sessions').find().toArray();
    expect(session!.data).toMatchObject({ user: { username: 'ruth', emailVerified: true } });
    const user = await UserModel.findOne({ usernameKey: 'ruth' });
    const internal = await request(env.app)
      .get(`/internal/users/${String(user!._id)}`)
      .set('X-Internal-Key', 'test-internal-key');
    expect(internal.body).toMatchObject({ emailVerified: true });
  });

  it('refuses a used, expired, unknown or malformed token with a translated 400', async () => {
    await member('ruth');
    const { token } = await linkTo('ruth@example.org');
    await verify(token).expect(200);
    const used = await verify(token, 'es');
    expect(used.status).toBe(400);
    expect(used.body.message).toBe(INVALID.es);

    await request(env.app).post('/api/account/email-verification').expect(401);
    await member('naomi');
    const { token: late } = await linkTo('naomi@example.org');
    offset = 48 * HOUR + 1000;
    const expired = await verify(late);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(INVALID.en);
    expect((await UserModel.findOne({ usernameKey: 'naomi' }))!.emailVerified).toBe(false);

    for (const bad of ['A'.repeat(43), 'not a token!', '', 'x'.repeat(201), { $ne: null }, ['x']]) {
      const res = await verify(bad);
      expect([bad, res.status]).toEqual([bad, 400]);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('lets exactly one of ten concurrent uses of a link win', async () => {
    await member('ruth');
    const { token } = await linkTo('ruth@example.org');
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(token)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array.from({ length: 9 }, () => 400)]);
  });
});

describe('POST /api/account/email-verification', () => {
  it('sends a new link, at most 3 an hour per member (translated 429), and none once verified', async () => {
    startWindow(HOUR);
    const ruth = await member('ruth', 'es');
    const again = () => ruth.post('/api/account/email-verification').set('Accept-Language', 'es');
    for (let n = 0; n < 3; n++) expect((await again()).status).toBe(202);
    const refused = await again();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Ya le enviamos varios enlaces. Revise su bandeja de entrada (y la carpeta de correo no deseado) e inténtelo de nuevo en una hora.',
    );
    expect(await inbox('ruth@example.org')).toHaveLength(4);

    // Another member is not held back by her sends; an hour later she may ask again.
    const naomi = await member('naomi');
    expect((await naomi.post('/api/account/email-verification')).status).toBe(202);
    offset += HOUR;
    expect((await again()).status).toBe(202);

    // Any of her links works; then there is nothing more to send.
    const { token } = await linkTo('ruth@example.org');
    await verify(token).expect(200);
    const done = await again();
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('Su correo electrónico ya está verificado.');
  });
});

describe('changing the e-mail', () => {
  it('needs her password, waits for the new address to confirm, then tells the old address', async () => {
    const ruth = await member('ruth');
    const wrong = await changeEmail(ruth, 'ruth@moab.org', 'not my password', 'es');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('La contraseña actual no es correcta.');

    const asked = await changeEmail(ruth, 'Ruth@Moab.org');
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ email: 'ruth@example.org', pendingEmail: 'Ruth@Moab.org' });
    // Nothing has changed yet: she still signs in with the old address, and the new one cannot.
    await request(env.app)
      .post('/api/auth/login')
      .send({ username: 'ruth@example.org', password: PASSWORD })
      .expect(200);
    await request(env.app)
      .post('/api/auth/login')
      .send({ username: 'ruth@moab.org', password: PASSWORD })
      .expect(401);

    // The link goes to the NEW address only, in her language.
    const { mail, token } = await linkTo('Ruth@Moab.org');
    expect(mail.subject).toBe('Confirm your new e-mail address');
    expect(mail.text).not.toMatch(/ruth\b|Ruth,/);
    const record = await emailTokens.models(env.db.data).records.findById(hashEmailToken(token)).lean();
    expect(record!.expiresAt.getTime() - record!.createdAt.getTime()).toBe(24 * HOUR);
    expect((await inbox('ruth@example.org')).map((m) => m.subject)).toEqual(['Confirm your e-mail address']);

    const confirmed = await verify(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ purpose: 'change' });
    expect((await ruth.get('/api/auth/user')).body).toMatchObject({
      email: 'Ruth@Moab.org',
      emailVerified: true,
      pendingEmail: null,
    });
    await request(env.app)
      .post('/api/auth/login')
      .send({ username: 'ruth@moab.org', password: PASSWORD })
      .expect(200);
    await request(env.app)
      .post('/api/auth/login')
      .send({ username: 'ruth@example.org', password: PASSWORD })
      .expect(401);

    // The old address is told, without the new address in full.
    const notices = (await inbox('ruth@example.org')).filter(
      (m) => m.subject === 'The e-mail address of your account was changed',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('R***@M***.org');
    expect(notices[0]!.text).not.toMatch(/moab/i);
    // The old address's verification link proves nothing any more.
    const { token: old } = await linkTo('ruth@example.org');
    expect((await verify(old)).status).toBe(400);
  });

  // An address another account has: email-change-taken.test.ts.
  it('refuses her own address and voids a link to an address she replaced', async () => {
    const ruth = await member('ruth');
    const same = await changeEmail(ruth, 'RUTH@example.org');
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('This is already the e-mail address of your account.');

    await changeEmail(ruth, 'first@moab.org').expect(202);
    const { token: first } = await linkTo('first@moab.org');
    await changeEmail(ruth, 'second@moab.org').expect(202);
    expect((await verify(first)).status).toBe(400);
    const { token: second } = await linkTo('second@moab.org');
    expect((await verify(second)).status).toBe(200);
    expect((await UserModel.findOne({ usernameKey: 'ruth' }))!.email).toBe('second@moab.org');
  });

  it('loses to a registration of the address made before the link is followed, and keeps her address', async () => {
    const ruth = await member('ruth');
    await changeEmail(ruth, 'wanted@moab.org').expect(202);
    const { token } = await linkTo('wanted@moab.org');
    await request(env.app)
      .post('/api/auth/register')
      .send({ username: 'other', email: 'wanted@moab.org', password: PASSWORD })
      .expect(201);
    const res = await verify(token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Email already registered');
    expect((await UserModel.findOne({ usernameKey: 'ruth' }))!.email).toBe('ruth@example.org');
  });

  it('gives an address to exactly one account when a registration races the confirmation', async () => {
    for (let round = 0; round < 5; round++) {
      const ruth = await member(`ruth${round}`);
      const address = `race${round}@moab.org`;
      await changeEmail(ruth, address).expect(202);
      const { token } = await linkTo(address);
      const [confirmed, registered] = await Promise.all([
        verify(token),
        request(env.app)
          .post('/api/auth/register')
          .send({ username: `racer${round}`, email: address, password: PASSWORD }),
      ]);
      expect([confirmed.status, registered.status].filter((status) => status < 300)).toHaveLength(1);
      expect(await UserModel.countDocuments({ emailKey: address })).toBe(1);
    }
  });
});

describe('PATCH /api/account/profile', () => {
  it('changes names only: another e-mail is refused (translated), pointing to the change form', async () => {
    const ruth = await member('ruth');
    const visitor = await ruth
      .patch('/api/account/profile')
      .set('Accept-Language', 'es')
      .send({ firstName: 'Ruth', lastName: 'Moab', email: 'visitor@example.org' });
    expect(visitor.status).toBe(400);
    expect(visitor.body.message).toMatch(
      /^Su correo electrónico se cambia con el formulario «Cambiar correo»/,
    );
    expect((await UserModel.findOne({ usernameKey: 'ruth' }))!.email).toBe('ruth@example.org');

    const names = await ruth.patch('/api/account/profile').send({ firstName: 'Ruth', lastName: 'Moab' });
    expect(names.status).toBe(200);
    expect(names.body).toMatchObject({ firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.org' });
    const withOwn = await ruth
      .patch('/api/account/profile')
      .send({ firstName: 'Ruthie', lastName: 'Moab', email: 'RUTH@example.org' });
    expect(withOwn.status).toBe(200);
    expect(withOwn.body).toMatchObject({ firstName: 'Ruthie', email: 'ruth@example.org' });
  });
});

describe('wrong current passwords', () => {
  const changePassword = (agent: Agent, currentPassword: string, language = 'en') =>
    agent
      .post('/api/account/password')
      .set('Accept-Language', language)
      .send({ currentPassword, newPassword: 'a new passphrase' });

  it('are limited per member, password and e-mail changes together: 5 in 15 minutes, then a translated 429', async () => {
    startWindow(15 * 60 * 1000);
    const ruth = await member('ruth');
    for (let n = 0; n < 3; n++) expect((await changePassword(ruth, `guess ${n}`)).status).toBe(400);
    for (let n = 0; n < 2; n++)
      expect((await changeEmail(ruth, 'x@moab.org', `guess e${n}`)).status).toBe(400);
    const locked = await changePassword(ruth, PASSWORD, 'es');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(
      'Demasiadas contraseñas incorrectas. Espere 15 minutos e inténtelo de nuevo.',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await changeEmail(ruth, 'x@moab.org')).status).toBe(429);
    // Another member is not held back.
    const naomi = await member('naomi');
    expect((await changePassword(naomi, PASSWORD)).status).toBe(204);
    // The window ends.
    offset += 15 * 60 * 1000;
    expect((await changePassword(ruth, PASSWORD)).status).toBe(204);
  });

  it('answers at most 5 of 20 concurrent wrong guesses as wrong, the rest 429', async () => {
    startWindow(15 * 60 * 1000);
    const ruth = await member('ruth');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => changePassword(ruth, `guess ${n}`)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 400).every((status) => status === 429)).toBe(true);
    expect((await changePassword(ruth, PASSWORD)).status).toBe(429);
  });
});
