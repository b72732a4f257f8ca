import type { AddressObject, ParsedMail } from 'mailparser';
import request from 'supertest';
import { UserModel } from '../users/model';
import { identityTestEnvironment, PASSWORD, registerAndLogin } from './helpers';

// An e-mail change never tells whether another account has the address (any member could ask it of
// any address): only the link sent to that address says so, to whoever reads it.
const env = identityTestEnvironment();

type Agent = ReturnType<typeof request.agent>;
const VERIFY_LINK = /https?:\/\/[^\s"<>]+\/verify-email#token=([^\s"<>]+)/;

const changeEmail = (agent: Agent, email: string, currentPassword = PASSWORD) =>
  agent.post('/api/account/email').set('Accept-Language', 'es').send({ email, currentPassword });

const recipients = (mail: ParsedMail) =>
  ([] as AddressObject[])
    .concat(mail.to ?? [])
    .flatMap((to) => to.value.map((address) => address.address))
    .join(', ');

async function linksTo(address: string): Promise<string[]> {
  await env.mailbox.deliver();
  return (await env.mailbox.messages())
    .filter((mail) => recipients(mail) === address && VERIFY_LINK.test(mail.text ?? ''))
    .map((mail) => VERIFY_LINK.exec(mail.text ?? '')![1]!);
}

describe('changing the e-mail to an address another account has', () => {
  it("answers as for a free address, and beyond the limit gets the limit's refusal, never 'taken'", async () => {
    const ruth = await registerAndLogin(env.app, 'ruth');
    await registerAndLogin(env.app, 'naomi');
    for (let n = 0; n < 3; n++) {
      const asked = await changeEmail(ruth, 'Naomi@example.org');
      expect(asked.status).toBe(202);
      expect(asked.body).toMatchObject({ email: 'ruth@example.org', pendingEmail: 'Naomi@example.org' });
    }
    const beyond = await changeEmail(ruth, 'naomi@example.org');
    expect(beyond.status).toBe(429);
    expect(beyond.body.message).toBe(
      'Ya le enviamos varios enlaces. Revise su bandeja de entrada (y la carpeta de correo no deseado) e inténtelo de nuevo en una hora.',
    );

    // Past the wrong-password limit, even her right password gets that limit's refusal.
    const esther = await registerAndLogin(env.app, 'esther');
    for (let n = 0; n < 5; n++)
      expect((await changeEmail(esther, 'naomi@example.org', 'wrong')).status).toBe(400);
    const locked = await changeEmail(esther, 'naomi@example.org');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(
      'Demasiadas contraseñas incorrectas. Espere 15 minutos e inténtelo de nuevo.',
    );
  });

  it('says it is taken to whoever follows the link, and drops the pending address', async () => {
    const ruth = await registerAndLogin(env.app, 'ruth');
    await registerAndLogin(env.app, 'naomi');
    await changeEmail(ruth, 'naomi@example.org').expect(202);
    const token = (await linksTo('naomi@example.org')).at(-1);
    const followed = await request(env.app)
      .post('/api/auth/verify-email')
      .set('Accept-Language', 'es')
      .send({ token });
    expect(followed.status).toBe(409);
    expect(followed.body.message).toBe('El correo electrónico ya está registrado');
    expect((await ruth.get('/api/auth/user')).body).toMatchObject({
      email: 'ruth@example.org',
      pendingEmail: null,
    });
    expect((await UserModel.findOne({ usernameKey: 'naomi' }))!.email).toBe('naomi@example.org');
  });
});
