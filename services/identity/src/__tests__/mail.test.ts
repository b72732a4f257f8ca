import type { AddressObject, ParsedMail } from 'mailparser';
import request from 'supertest';
import { UserModel } from '../users/model';
import { identityTestEnvironment, PASSWORD, registerAndLogin } from './helpers';

const env = identityTestEnvironment();

const recipients = (mail: ParsedMail) =>
  ([] as AddressObject[])
    .concat(mail.to ?? [])
    .flatMap((to) => to.value.map((address) => address.address))
    .join(', ');

/** Sends what the outbox holds; every message received so far. */
async function received(): Promise<ParsedMail[]> {
  await env.mailbox.deliver();
  return env.mailbox.messages();
}

/** Registers (in a language) and signs in; the signed-in agent. */
const member = (username: string, language: 'en' | 'es', firstName = 'Ruth') =>
  registerAndLogin(env.app, username, { firstName }, language);

describe('the verification e-mail (which replaced the welcome)', () => {
  it('arrives once after registration, in the language she registered in, with both parts', async () => {
    await member('ruth', 'en');
    await member('maria', 'es', 'María');
    // A second attempt at a taken name sends nothing more.
    await request(env.app)
      .post('/api/auth/register')
      .send({ username: 'ruth', email: 'other@example.org', password: PASSWORD })
      .expect(409);

    const mails = await received();
    expect(mails.map(recipients).sort()).toEqual(['maria@example.org', 'ruth@example.org']);
    const english = mails.find((mail) => recipients(mail) === 'ruth@example.org')!;
    expect(english.subject).toBe('Confirm your e-mail address');
    expect(english.headers.get('content-language')).toBe('en');
    expect(english.html).toContain(`href="${env.config.siteUrl}/verify-email#token=`);
    expect(english.messageId).toMatch(/^<email-verify%3A[0-9a-f]{16}@womenofpurpose\.org>$/);
    const spanish = mails.find((mail) => recipients(mail) === 'maria@example.org')!;
    expect(spanish.subject).toBe('Confirme su correo electrónico');
    expect(spanish.headers.get('content-language')).toBe('es');
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain(`href="${env.config.siteUrl}/verify-email#token=`);

    await env.mailbox.deliver();
    expect(await env.mailbox.messages()).toHaveLength(2);
  });

  it('greets nobody by a typed name: neither a first name nor a username reaches the address', async () => {
    await request(env.app)
      .post('/api/auth/register')
      .send({ username: 'naomi', email: 'naomi@example.org', password: PASSWORD })
      .expect(201);
    await member('ruth', 'en', '<b>Ruth</b> visit evil.example');
    const mails = await received();
    for (const mail of mails) {
      expect(mail.text).not.toMatch(/naomi|ruth|Ruth|evil\.example/);
      expect(String(mail.html)).not.toMatch(/naomi|Ruth|evil\.example/);
    }
  });
});

describe('the password-changed notice', () => {
  const change = (agent: ReturnType<typeof request.agent>, currentPassword: string, newPassword: string) =>
    agent.post('/api/account/password').send({ currentPassword, newPassword });

  it('arrives after a change from the Security tab (once an hour), in her language, with a way to act if it was not her', async () => {
    const ruth = await member('ruth', 'en');
    const maria = await member('maria', 'es', 'María');
    await received();
    env.mailbox.clear();

    await change(ruth, PASSWORD, 'first new passphrase').expect(204);
    await change(maria, PASSWORD, 'primera contraseña nueva').expect(204);
    // A refused change sends nothing.
    await change(maria, 'wrong', 'segunda contraseña nueva').expect(400);

    const mails = await received();
    // At most one an hour per account: mail-flood.test.ts changes it again within the hour.
    const english = mails.filter((mail) => recipients(mail) === 'ruth@example.org');
    expect(english).toHaveLength(1);
    for (const mail of english) {
      expect(mail.subject).toBe('Your password was changed');
      expect(mail.text).toContain('It was changed from the Security tab of your account.');
      expect(mail.text).toContain('If this was not you');
      expect(mail.html).toContain(`href="${env.config.siteUrl}/forgot-password"`);
      expect(mail.text).toContain(`${env.config.siteUrl}/forgot-password`);
    }
    const spanish = mails.filter((mail) => recipients(mail) === 'maria@example.org');
    expect(spanish).toHaveLength(1);
    expect(spanish[0]!.subject).toBe('Se cambió su contraseña');
    expect(spanish[0]!.text).toContain('Se cambió desde la pestaña Seguridad de su cuenta.');
    expect(spanish[0]!.html).toContain('<html lang="es">');
    expect(spanish[0]!.headers.get('content-language')).toBe('es');
  });
});

describe('PUT /api/account/language', () => {
  it('saves the language of her e-mails, shown as preferredLanguage', async () => {
    const ruth = await member('ruth', 'en');
    expect((await ruth.get('/api/auth/user')).body.preferredLanguage).toBe('en');

    const saved = await ruth.put('/api/account/language').send({ language: 'es' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ username: 'ruth', preferredLanguage: 'es' });
    expect((await ruth.get('/api/auth/user')).body).toEqual(saved.body);

    // Her next e-mail is in Spanish.
    await received();
    env.mailbox.clear();
    await ruth
      .post('/api/account/password')
      .send({ currentPassword: PASSWORD, newPassword: 'otra contraseña' });
    const [notice] = await received();
    expect(notice!.subject).toBe('Se cambió su contraseña');
  });

  it.each([
    [{ language: 'fr' }, 'en', 'Choose English or Spanish'],
    [{ language: 'ES' }, 'es', 'Elija inglés o español'],
    [{}, 'en', 'Choose English or Spanish'],
    [{ language: ['es'] }, 'en', null],
  ])('refuses %j with a translated message', async (body, language, message) => {
    const ruth = await member('ruth', 'en');
    const res = await ruth.put('/api/account/language').set('Accept-Language', language).send(body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    else expect(typeof res.body.message).toBe('string');
    expect((await UserModel.findOne({ usernameKey: 'ruth' }))!.preferredLanguage).toBe('en');
  });

  it('is for signed-in members only', async () => {
    const res = await request(env.app).put('/api/account/language').send({ language: 'es' });
    expect(res.status).toBe(401);
  });
});
