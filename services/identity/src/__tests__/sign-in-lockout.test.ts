import type { AddressObject, ParsedMail } from 'mailparser';
import { clockFromWindowStart } from '@ministry/kit/testing/clock';
import { FAILURE_WINDOW_MS } from '../auth/login-throttle';
import request from 'supertest';
import { UserModel } from '../users/model';
import { identityTestEnvironment, PASSWORD } from './helpers';

// Failed sign-ins are counted in 15-minute windows: none of this file's straddles two.
const env = identityTestEnvironment({ now: clockFromWindowStart(FAILURE_WINDOW_MS) });

type Client = ReturnType<typeof request.agent> | ReturnType<typeof request>;
const NEW_PASSWORD = 'a brand new passphrase';
const STRANGER = '203.0.113.66';
const UNLOCK_LINK = /https?:\/\/[^\s"<>]+\/login#token=([^\s"<>]+)/;

const login = (client: Client, password: string, username = 'ruth') =>
  client.post('/api/auth/login').send({ username, password });

/** A stranger's wrong guesses at her name, from elsewhere, enough to lock her account to new browsers. */
async function strangerGuesses(times = 5) {
  for (let i = 0; i < times; i++) {
    const res = await request(env.app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', STRANGER)
      .send({ username: 'ruth', password: `guess-${i}` });
    expect([401, 429]).toContain(res.status);
  }
}

async function registerRuth(verified = true) {
  await request(env.app)
    .post('/api/auth/register')
    .send({ username: 'ruth', email: 'ruth@example.org', password: PASSWORD, firstName: 'Ruth' })
    .expect(201);
  if (verified) await UserModel.updateOne({ usernameKey: 'ruth' }, { $set: { emailVerified: true } });
}

const recipients = (mail: ParsedMail) =>
  ([] as AddressObject[])
    .concat(mail.to ?? [])
    .flatMap((to) => to.value.map((address) => address.address))
    .join(', ');

/** The sign-in links delivered to her address so far. */
async function unlockMails(): Promise<ParsedMail[]> {
  await env.mailbox.deliver();
  return (await env.mailbox.messages()).filter(
    (mail) => recipients(mail) === 'ruth@example.org' && UNLOCK_LINK.test(mail.text ?? ''),
  );
}

const tokenOf = (mail: ParsedMail) => UNLOCK_LINK.exec(mail.text ?? '')![1]!;

const askUnlock = (client: Client, username = 'ruth', language = 'en') =>
  client.post('/api/auth/unlock').set('Accept-Language', language).send({ username });

const useLink = (client: Client, token: string, language = 'en') =>
  client.post('/api/auth/unlock/confirm').set('Accept-Language', language).send({ token });

describe('a password change keeps her browser known', () => {
  it('keeps the browser she changed it in known, and no other', async () => {
    await registerRuth();
    const here = request.agent(env.app);
    const other = request.agent(env.app);
    await login(here, PASSWORD).expect(200);
    await login(other, PASSWORD).expect(200);
    await here
      .post('/api/account/password')
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      .expect(204);

    await strangerGuesses();
    expect((await login(here, NEW_PASSWORD)).status).toBe(200);
    // `other` still holds the cookie it was given before the change: it proves nothing now.
    expect((await login(other, NEW_PASSWORD)).status).toBe(429);
    expect((await login(request.agent(env.app), NEW_PASSWORD)).status).toBe(429);
  });
});

describe("a stranger's failures", () => {
  it("do not stop the owner's known browser, however many", async () => {
    await registerRuth();
    const known = request.agent(env.app);
    await login(known, PASSWORD).expect(200);
    await strangerGuesses(12);
    expect((await login(request.agent(env.app), PASSWORD)).status).toBe(429);
    expect((await login(known, PASSWORD)).status).toBe(200);
  });
});

describe("the owner's new browser during a lockout", () => {
  it('is let through by a link e-mailed to her verified address, opened in that browser', async () => {
    await registerRuth();
    await strangerGuesses();
    const browser = request.agent(env.app);
    const refused = await login(browser, PASSWORD);
    expect(refused.status).toBe(429);

    const asked = await askUnlock(browser, 'RUTH@example.org', 'es');
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(
      'Si esta cuenta tiene un correo electrónico confirmado, le enviamos un enlace. Abra el enlace en este navegador y luego inicie sesión con su contraseña.',
    );
    const mails = await unlockMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sign in from a new browser');
    expect(mails[0]!.html).toContain(`href="${env.config.siteUrl}/login#token=`);

    const used = await useLink(browser, tokenOf(mails[0]!), 'es');
    expect(used.status).toBe(200);
    expect(used.body).toEqual({
      username: 'ruth',
      message: 'Este navegador ya está reconocido para ruth. Inicie sesión con su contraseña.',
    });
    // Still her password: the link alone signs nobody in.
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    expect((await login(browser, 'wrong password')).status).toBe(401);
    expect((await login(browser, PASSWORD)).status).toBe(200);
    // The stranger is still refused.
    expect((await login(request.agent(env.app), PASSWORD)).status).toBe(429);
  });

  it('gives the same answer, and sends nothing, for an unknown name, an unverified address or a known browser', async () => {
    await registerRuth(false);
    const known = request.agent(env.app);
    await login(known, PASSWORD).expect(200);
    await strangerGuesses();
    const unknown = await askUnlock(request(env.app), 'nobody');
    const unverified = await askUnlock(request(env.app));
    await UserModel.updateOne({ usernameKey: 'ruth' }, { $set: { emailVerified: true } });
    // Her known browser is not refused: there is nothing to let through.
    const fromKnown = await askUnlock(known);
    for (const res of [unknown, unverified, fromKnown]) {
      expect(res.status).toBe(202);
      expect(res.body).toEqual(unknown.body);
    }
    expect(await unlockMails()).toHaveLength(0);
  });

  it('uses a link once (of 10 concurrent uses one wins), and not after her password changed', async () => {
    await registerRuth();
    const known = request.agent(env.app);
    await login(known, PASSWORD).expect(200);
    await strangerGuesses();
    await askUnlock(request(env.app)).expect(202);
    await askUnlock(request(env.app)).expect(202);
    const [first, second] = (await unlockMails()).map(tokenOf);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => useLink(request.agent(env.app), first!).then((res) => res.status)),
    );
    expect(answers.sort()).toEqual([200, ...Array.from({ length: 9 }, () => 400)]);

    await known
      .post('/api/account/password')
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      .expect(204);
    const stale = await useLink(request.agent(env.app), second!, 'es');
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(
      'Este enlace para iniciar sesión desde este navegador ya no es válido: ya se usó, caducó o está incompleto.',
    );
    expect((await useLink(request(env.app), 'not-a-token')).status).toBe(400);
  });

  it('sends at most 3 links per account in 15 minutes, even to 12 concurrent requests', async () => {
    await registerRuth();
    await strangerGuesses();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        askUnlock(request(env.app), i % 2 ? 'ruth' : 'ruth@example.org', 'es'),
      ),
    );
    expect(answers.filter((res) => res.status === 202)).toHaveLength(3);
    const refused = answers.filter((res) => res.status !== 202);
    expect(refused.map((res) => res.status)).toEqual(Array.from({ length: 9 }, () => 429));
    expect(refused[0]!.body.message).toBe(
      'Ya enviamos varios enlaces. Revise su bandeja de entrada (y la carpeta de correo no deseado) o inténtelo de nuevo en 15 minutos.',
    );
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await unlockMails()).toHaveLength(3);
  });
});
