import { createHmac, randomUUID } from 'node:crypto';
import {
  SESSION_COOKIE,
  MongoSessionStore,
  SESSION_MAX_AGE_MS,
  type SessionUser,
} from '@ministry/kit/session';
import type { TestDatabase } from './database';

function sign(value: string, key: string): string {
  return createHmac('sha1', key).update(`${SESSION_COOKIE}=${value}`).digest('base64url');
}

/**
 * A Cookie header for a signed-in user in integration tests: writes a session into the shared store,
 * as the identity service does at login, and signs the cookie with the test keys.
 */
export async function signedInCookie(
  db: TestDatabase,
  user: Partial<SessionUser> & Pick<SessionUser, 'role'>,
): Promise<string> {
  const key = randomUUID();
  const sessionUser: SessionUser = { id: randomUUID(), username: `user-${key.slice(0, 8)}`, ...user };
  await new MongoSessionStore(db.sessions).set(
    key,
    { user: sessionUser, _expire: Date.now() + SESSION_MAX_AGE_MS, _maxAge: SESSION_MAX_AGE_MS },
    SESSION_MAX_AGE_MS,
  );
  const signingKey = db.config.sessionKeys[0] ?? '';
  return `${SESSION_COOKIE}=${key}; ${SESSION_COOKIE}.sig=${sign(key, signingKey)}`;
}
