import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
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

/** Registers a user, then signs in with a fresh agent (cookies kept between requests). */
export async function registerAndLogin(
  app: App,
  username: string,
  extra: Record<string, string> = {},
): Promise<ReturnType<typeof request.agent>> {
  const registered = await request(app)
    .post('/api/auth/register')
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
