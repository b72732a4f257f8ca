import request from 'supertest';
import { clockFromWindowStart } from '@ministry/kit/testing/clock';
import { FAILURE_WINDOW_MS } from '../auth/login-throttle';
import { storedSessionId } from '@ministry/kit/session';
import { createApp } from '../app';
import { DEFAULT_REGISTER_LIMIT } from '../config';
import { UserModel } from '../users/model';
import { identityTestEnvironment, PASSWORD, registerAndLogin, sessionCookie, type App } from './helpers';

// Failed sign-ins are counted in 15-minute windows: none of this file's straddles two.
const env = identityTestEnvironment({ now: clockFromWindowStart(FAILURE_WINDOW_MS) });

const register = (body: Record<string, unknown>, language = 'en') =>
  request(env.app).post('/api/auth/register').set('Accept-Language', language).send(body);

describe('POST /api/auth/register', () => {
  it('creates a member without sending confirmPassword and answers no secret', async () => {
    const res = await register({
      username: 'ruth',
      email: 'Ruth@Example.org',
      password: PASSWORD,
      firstName: 'Ruth',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: 'ruth',
      email: 'Ruth@Example.org',
      role: 'member',
      firstName: 'Ruth',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|usernameKey|emailKey|stripe/);
    const stored = await UserModel.findOne({ usernameKey: 'ruth' });
    expect(stored?.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(stored?.passwordHash).not.toContain(PASSWORD);
  });

  it.each([
    [
      { username: 'ab', email: 'a@example.org', password: PASSWORD },
      'Username must be at least 3 characters',
    ],
    [
      { username: 'a'.repeat(21), email: 'a@example.org', password: PASSWORD },
      'Username must be less than 20 characters',
    ],
    [{ username: 'ruth', email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address'],
    [
      { username: 'ruth', email: 'a@example.org', password: 'short' },
      'Password must be at least 8 characters',
    ],
  ])('refuses %j with the form message', async (body, message) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers validation messages in Spanish', async () => {
    const res = await register({ username: 'ab', email: 'x', password: 'short' }, 'es');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: 'El nombre de usuario debe tener al menos 3 caracteres',
      email: 'Introduzca un correo electrónico válido',
      password: 'La contraseña debe tener al menos 8 caracteres',
    });
  });

  it('keeps usernames and e-mails unique whatever their case', async () => {
    expect((await register({ username: 'Ruth', email: 'ruth@example.org', password: PASSWORD })).status).toBe(
      201,
    );
    const sameName = await register({ username: 'RUTH', email: 'other@example.org', password: PASSWORD });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('Username already exists');
    const sameEmail = await register(
      { username: 'naomi', email: 'RUTH@example.org', password: PASSWORD },
      'es',
    );
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('El correo electrónico ya está registrado');
  });

  it('refuses the reserved name admin in any case', async () => {
    for (const username of ['admin', 'Admin', 'ADMIN']) {
      const res = await register({ username, email: `${username}@example.org`, password: PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This username is reserved. Please choose another.');
    }
    expect(await UserModel.countDocuments()).toBe(0);
  });
});

describe('POST /api/auth/login', () => {
  beforeEach(async () => {
    await register({
      username: 'ruth',
      email: 'ruth@example.org',
      password: PASSWORD,
      firstName: 'Ruth',
      lastName: 'Moab',
    });
  });

  it('signs in, by username or e-mail, and the current user is then known', async () => {
    const agent = request.agent(env.app);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    const login = await agent.post('/api/auth/login').send({ username: 'Ruth', password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username: 'ruth', firstName: 'Ruth', lastName: 'Moab' });
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).join(';');
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('ruth');
    expect(me.body).not.toHaveProperty('passwordHash');
    const byEmail = await request(env.app)
      .post('/api/auth/login')
      .send({ username: 'RUTH@example.org', password: PASSWORD });
    expect(byEmail.status).toBe(200);
  });

  it('gives one message for an unknown user and a wrong password', async () => {
    const wrongPassword = await request(env.app)
      .post('/api/auth/login')
      .send({ username: 'ruth', password: 'wrong password' });
    const unknownUser = await request(env.app)
      .post('/api/auth/login')
      .send({ username: 'nobody', password: PASSWORD });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'Invalid username or password' });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('refuses operator injection in the body', async () => {
    for (const body of [
      { username: { $ne: '' }, password: { $ne: '' } },
      { username: 'ruth', password: { $gt: '' } },
      { username: ['ruth'], password: PASSWORD },
    ]) {
      const res = await request(env.app).post('/api/auth/login').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toHaveProperty('message');
    }
  });

  it('gives a new session id at login and keeps what the visitor had', async () => {
    // A visitor session with something in it (a cart id, as the shop keeps it).
    const key = 'visitor-session-key';
    await env.db.sessions.collection('sessions').insertOne({
      _id: storedSessionId(key) as never,
      data: { cartId: 'cart-123', _expire: Date.now() + 60_000, _maxAge: 60_000 },
      expiresAt: new Date(Date.now() + 60_000),
      createdAt: new Date(),
    });
    const { createHmac } = await import('node:crypto');
    const sig = createHmac('sha1', 'test-session-key').update(`ministry.sid=${key}`).digest('base64url');
    const login = await request(env.app)
      .post('/api/auth/login')
      .set('Cookie', `ministry.sid=${key}; ministry.sid.sig=${sig}`)
      .send({ username: 'ruth', password: PASSWORD });
    expect(login.status).toBe(200);
    const newCookie = sessionCookie(login);
    expect(newCookie).toBeDefined();
    expect(newCookie).not.toBe(`ministry.sid=${key}`);
    expect(
      await env.db.sessions.collection('sessions').findOne({ _id: storedSessionId(key) as never }),
    ).toBeNull();
    const newKey = newCookie!.split('=')[1]!;
    // Stored under a hash of its id: the collection alone does not sign anyone in.
    expect(await env.db.sessions.collection('sessions').findOne({ _id: newKey as never })).toBeNull();
    const stored = await env.db.sessions
      .collection('sessions')
      .findOne({ _id: storedSessionId(newKey) as never });
    expect(stored?.data).toMatchObject({ cartId: 'cart-123', user: { username: 'ruth', role: 'member' } });
  });

  it('slows down repeated failures per username: 429 after 5, even with the right password', async () => {
    await register({ username: 'ruth', email: 'ruth@example.org', password: PASSWORD });
    for (let i = 0; i < 5; i++) {
      const res = await request(env.app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', `10.0.0.${i}`)
        .send({ username: 'ruth', password: 'wrong' });
      expect(res.status).toBe(401);
    }
    const locked = await request(env.app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.0.0.99')
      .set('Accept-Language', 'es')
      .send({ username: 'ruth', password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Demasiados intentos fallidos. Espere 15 minutos e inténtelo de nuevo.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('registration limit', () => {
  const from = (target: App, ip: string, n: number) =>
    request(target)
      .post('/api/auth/register')
      .set('X-Forwarded-For', ip)
      .set('Accept-Language', 'es')
      .send({
        username: `hall${ip.replace(/\./g, '')}x${n}`,
        email: `hall${n}@${ip}.example.org`,
        password: PASSWORD,
      });

  it('lets 60 women register from one church Wi-Fi within a minute by default', async () => {
    expect(DEFAULT_REGISTER_LIMIT).toEqual({ limit: 60, windowMs: 15 * 60 * 1000 });
    const statuses: number[] = [];
    // Ten at a time, as a room full of phones would.
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => from(env.app, '198.51.100.7', batch * 10 + i)),
      );
      statuses.push(...answers.map((res) => res.status));
    }
    expect(statuses).toEqual(Array.from({ length: 60 }, () => 201));
    const refused = await from(env.app, '198.51.100.7', 60);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo.');
  });

  it('answers a translated 429 past a lower configured limit; other addresses may still register', async () => {
    const strict = createApp(
      { ...env.config, registerLimit: { limit: 3, windowMs: 60_000 } },
      env.db,
    ).app.callback();
    const answers = [];
    for (let n = 0; n < 4; n++) answers.push(await from(strict, '198.51.100.17', n));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3]!.body.message).toBe(
      'Demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo.',
    );
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from(strict, '198.51.100.18', 0)).status).toBe(201);
  });

  it('does not count input refused as invalid', async () => {
    const strict = createApp(
      { ...env.config, registerLimit: { limit: 3, windowMs: 60_000 } },
      env.db,
    ).app.callback();
    for (let n = 0; n <= 3; n++) {
      const res = await request(strict)
        .post('/api/auth/register')
        .set('X-Forwarded-For', '198.51.100.9')
        .send({ username: 'x' });
      expect(res.status).toBe(400);
    }
    const valid = await request(strict)
      .post('/api/auth/register')
      .set('X-Forwarded-For', '198.51.100.9')
      .send({ username: 'ruth', email: 'ruth@example.org', password: PASSWORD });
    expect(valid.status).toBe(201);
  });
});

describe('sign-in throttling', () => {
  const HALL = '198.51.100.20';
  const login = (
    agent: ReturnType<typeof request.agent> | ReturnType<typeof request>,
    username: string,
    password: string,
  ) => agent.post('/api/auth/login').set('X-Forwarded-For', HALL).send({ username, password });

  it("lets another account at the same address sign in after someone's 6 failures", async () => {
    await register({ username: 'ruth', email: 'ruth@example.org', password: PASSWORD });
    await register({ username: 'naomi', email: 'naomi@example.org', password: PASSWORD });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await login(request(env.app), 'ruth', 'wrong')).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(request(env.app), 'naomi', PASSWORD)).status).toBe(200);
  });

  it('answers at most 5 of 40 concurrent wrong guesses as a wrong password, the rest 429', async () => {
    await register({ username: 'ruth', email: 'ruth@example.org', password: PASSWORD });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(request(env.app), 'ruth', 'wrong').then((res) => res.status)),
    );
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(answers.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect((await login(request(env.app), 'ruth', PASSWORD)).status).toBe(429);
  });

  it("lets the owner's known browser in after a stranger's 8 failures on her name, not a new browser", async () => {
    await register({ username: 'ruth', email: 'ruth@example.org', password: PASSWORD });
    const known = request.agent(env.app);
    expect((await login(known, 'ruth', PASSWORD)).status).toBe(200);
    expect((await known.post('/api/auth/logout')).status).toBe(204);

    for (let i = 0; i < 8; i++) {
      await request(env.app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '203.0.113.66')
        .send({ username: 'RUTH', password: `guess-${i}` });
    }
    expect((await login(request.agent(env.app), 'ruth', PASSWORD)).status).toBe(429);
    expect((await login(known, 'ruth', PASSWORD)).status).toBe(200);
  });

  it("gives a known browser its own allowance, which the owner's mistakes there use up", async () => {
    await register({ username: 'ruth', email: 'ruth@example.org', password: PASSWORD });
    const known = request.agent(env.app);
    expect((await login(known, 'ruth', PASSWORD)).status).toBe(200);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await login(known, 'ruth', 'wrong')).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    // Her mistakes on her own browser did not lock the account for her other browsers.
    expect((await login(request.agent(env.app), 'ruth', PASSWORD)).status).toBe(200);
  });

  it('forgets known browsers when the password changes', async () => {
    await register({ username: 'ruth', email: 'ruth@example.org', password: PASSWORD });
    const known = request.agent(env.app);
    expect((await login(known, 'ruth', PASSWORD)).status).toBe(200);
    const other = request.agent(env.app);
    expect((await login(other, 'ruth', PASSWORD)).status).toBe(200);
    const changed = await other
      .post('/api/account/password')
      .send({ currentPassword: PASSWORD, newPassword: 'a brand new passphrase' });
    expect(changed.status).toBe(204);

    for (let i = 0; i < 5; i++) await login(request(env.app), 'ruth', 'wrong');
    // `known` still holds its cookie, but it was issued before the change.
    expect((await login(known, 'ruth', 'a brand new passphrase')).status).toBe(429);
  });

  it('refuses a forged known-device cookie', async () => {
    await register({ username: 'ruth', email: 'ruth@example.org', password: PASSWORD });
    const known = request.agent(env.app);
    const first = await login(known, 'ruth', PASSWORD);
    const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    const device = cookies.find((c) => c.startsWith('ministry.device.'));
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Lax/i);
    const name = device!.split('=')[0]!;
    for (let i = 0; i < 5; i++) await login(request(env.app), 'ruth', 'wrong');
    const forged = await request(env.app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', HALL)
      .set('Cookie', `${name}=forged.`)
      .send({ username: 'ruth', password: PASSWORD });
    expect(forged.status).toBe(429);
  });

  it('stops one address spraying many accounts at 100 failures', async () => {
    const answers = [];
    for (let i = 0; i < 101; i++) answers.push((await login(request(env.app), `guess${i}`, 'wrong')).status);
    expect(answers.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(answers[100]).toBe(429);
    await register({ username: 'ruth', email: 'ruth@example.org', password: PASSWORD });
    expect((await login(request(env.app), 'ruth', PASSWORD)).status).toBe(429);
    expect(
      (
        await request(env.app)
          .post('/api/auth/login')
          .set('X-Forwarded-For', '192.0.2.8')
          .send({ username: 'ruth', password: PASSWORD })
      ).status,
    ).toBe(200);
  });
});

describe('logout', () => {
  it('ends the session by POST; GET /api/logout only asks, with a page whose button POSTs', async () => {
    const agent = await registerAndLogin(env.app, 'naomi');
    expect((await agent.post('/api/auth/logout')).status).toBe(204);
    expect((await agent.get('/api/auth/user')).status).toBe(401);

    const again = await registerAndLogin(env.app, 'esther');
    // A link from any site: nothing happens but a question.
    const page = await again.get('/api/logout').set('Accept-Language', 'es');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<html lang="es">');
    expect(page.text).toContain('<h1>¿Cerrar sesión?</h1>');
    expect(page.text).toMatch(
      /<form method="post" action="\/api\/logout">\s*<button type="submit">Cerrar sesión<\/button>/,
    );
    expect(page.text).not.toMatch(/<script|style=|<style/);
    const css = await again.get('/api/auth/logout.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect((await again.get('/api/auth/user')).status).toBe(200);

    const out = await again.post('/api/logout');
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/');
    expect((await again.get('/api/auth/user')).status).toBe(401);
  });
});
