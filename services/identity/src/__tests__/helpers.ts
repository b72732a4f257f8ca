import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { createApp } from '../app';
import type { IdentityConfig } from '../config';

export const PASSWORD = 'correct horse battery';

export async function openIdentity(options: { now?: () => number; config?: Partial<IdentityConfig> } = {}) {
  const db: TestDatabase = await openTestDatabase('identity');
  const config: IdentityConfig = {
    ...db.config,
    adminUsername: '',
    adminPassword: '',
    eventEditorAccount: '',
    bcryptRounds: 4,
    ...options.config,
  };
  const app = createApp(config, db, { now: options.now }).app.callback();
  return { db, config, app };
}

export type App = ReturnType<ReturnType<typeof createApp>['app']['callback']>;

export interface IdentityTestEnvironment {
  db: TestDatabase;
  app: App;
  config: IdentityConfig;
  /** Receives what the service's outbox sends (`mailbox.deliver()` runs one pass of the sender). */
  mailbox: TestMailbox;
}

/**
 * A test file's identity service: its own database (opened before the file's tests, dropped after),
 * a mailbox for its e-mails, and, before each test, every collection, every session and the mailbox
 * emptied. The fields are set from the file's first test on.
 */
export function identityTestEnvironment(
  options: Parameters<typeof openIdentity>[0] = {},
): IdentityTestEnvironment {
  const env = {} as IdentityTestEnvironment;
  beforeAll(async () => {
    Object.assign(env, await openIdentity(options));
    env.mailbox = await openTestMailbox(env.db.data);
  });
  afterAll(async () => {
    await env.mailbox.close();
    await env.db.close();
  });
  beforeEach(async () => {
    const collections = await env.db.data.db!.listCollections().toArray();
    await Promise.all(collections.map(({ name }) => env.db.data.collection(name).deleteMany({})));
    await env.db.sessions.collection('sessions').deleteMany({});
    env.mailbox.clear();
  });
  return env;
}

/**
 * Registers a user (the site in `language`, which her account keeps for e-mails), then signs in with a
 * fresh agent (cookies kept between requests).
 */
export async function registerAndLogin(
  app: App,
  username: string,
  extra: Record<string, string> = {},
  language: 'en' | 'es' = 'en',
): Promise<ReturnType<typeof request.agent>> {
  const registered = await request(app)
    .post('/api/auth/register')
    .set('Accept-Language', language)
    .send({ username, email: `${username}@example.org`, password: PASSWORD, ...extra });
  if (registered.status !== 201)
    throw new Error(`register ${username}: ${registered.status} ${registered.text}`);
  const agent = request.agent(app);
  const login = await agent.post('/api/auth/login').send({ username, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login ${username}: ${login.status} ${login.text}`);
  return agent;
}

export function sessionCookie(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith('ministry.sid='))?.split(';')[0];
}
