import { createHmac, randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { MongoClient } from 'mongodb';
import type { UserRole } from '@ministry/contracts/user';
import { E2E_MONGODB_URI, E2E_PORT } from './site';

const COOKIE = 'ministry.sid';
/** The services' development session key (services/kit/src/config.ts); the e2e stack runs with it. */
const DEVELOPMENT_SESSION_KEY = 'development-only-session-key';

function sign(value: string): string {
  return createHmac('sha1', DEVELOPMENT_SESSION_KEY)
    .update(`${COOKIE}=${value}`)
    .digest('base64')
    .replace(/\/|\+|=/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c] ?? '');
}

/**
 * Signs a browser in as a user by writing a session straight into the shared session store, the way
 * the identity service will after a login. Lets shell tests reach role-guarded screens.
 */
export async function signInAs(
  context: BrowserContext,
  user: { username: string; role: UserRole; email?: string; firstName?: string; lastName?: string },
): Promise<void> {
  const key = randomUUID();
  const maxAge = 60 * 60 * 1000;
  const client = await MongoClient.connect(E2E_MONGODB_URI);
  try {
    const data = {
      user: { id: randomUUID(), email: `${user.username}@example.org`, ...user },
      _expire: Date.now() + maxAge,
      _maxAge: maxAge,
    };
    await client
      .db('ministry-sessions')
      .collection('sessions')
      .insertOne({ _id: key as never, data, userId: data.user.id, expiresAt: new Date(Date.now() + maxAge) });
  } finally {
    await client.close();
  }
  const url = `http://localhost:${E2E_PORT}`;
  await context.addCookies([
    { name: COOKIE, value: key, url, httpOnly: true, sameSite: 'Lax' },
    { name: `${COOKIE}.sig`, value: sign(key), url, httpOnly: true, sameSite: 'Lax' },
  ]);
}
