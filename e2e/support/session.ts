import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
} from '@playwright/test';
import { MongoClient } from 'mongodb';
import type { UserRole } from '@ministry/contracts/user';
import { E2E_BASE_URL, E2E_MONGODB_URI } from './site';

export const E2E_PASSWORD = 'e2e password 123';
const PASSWORD_HASH = bcrypt.hashSync(E2E_PASSWORD, 4);

/**
 * A name no other test of the run uses: `prefix` (12 characters at most: a username has 20) and 8 random lowercase letters and digits
 * (valid in a username, an e-mail's local part and a product's name). Tests run side by side against
 * one stack, so whatever a test creates or changes carries such a name.
 */
export function uniqueName(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

export interface E2EUser {
  username: string;
  role: UserRole;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Gives the user a subscription identifier, as the billing service does after a payment. */
  subscribed?: boolean;
  /** An admin who may see gifts and donors (granted in the Users tab). */
  finance?: boolean;
  /** Her address proven (mailing lists and her data download count only a proven address). */
  emailVerified?: boolean;
  /** Her saved language, which her e-mails are written in. */
  language?: 'en' | 'es';
}

/**
 * Writes the user into the identity service's database (there is no API to create an admin), with
 * the password `E2E_PASSWORD`; an existing user of that name is overwritten.
 */
async function writeUser(user: E2EUser): Promise<void> {
  const email = user.email ?? `${user.username}@example.org`;
  const client = await MongoClient.connect(E2E_MONGODB_URI);
  try {
    const now = new Date();
    await client
      .db('ministry-identity')
      .collection('users')
      .updateOne(
        { usernameKey: user.username.toLowerCase() },
        {
          $set: {
            username: user.username,
            usernameKey: user.username.toLowerCase(),
            email,
            emailKey: email.toLowerCase(),
            firstName: user.firstName ?? '',
            lastName: user.lastName ?? '',
            role: user.role,
            profileImageUrl: null,
            stripeSubscriptionId: user.subscribed ? 'sub_e2e' : null,
            finance: user.finance ?? false,
            preferredLanguage: user.language ?? 'en',
            emailVerified: user.emailVerified ?? false,
            passwordHash: PASSWORD_HASH,
            updatedAt: now,
          },
          $setOnInsert: { createdAt: now },
        },
        { upsert: true },
      );
  } finally {
    await client.close();
  }
}

async function logIn(request: APIRequestContext, username: string): Promise<void> {
  const response = await request.post(`${E2E_BASE_URL}/api/auth/login`, {
    data: { username, password: E2E_PASSWORD },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Signs a browser context in as a user with any role: the user is written into the identity
 * service's database, then signed in through the real login API, so the context gets a real
 * session cookie. A user whose data the test changes (her cart, orders, sign-ups) needs a name of
 * her own: see `signInAsNew`.
 */
export async function signInAs(context: BrowserContext, user: E2EUser): Promise<void> {
  await writeUser(user);
  await logIn(context.request, user.username);
}

/**
 * Signs a browser context in as a new user of this test alone (username `prefix` + a random suffix,
 * e-mail `<username>@example.org` unless given). Answers her username and e-mail.
 */
export async function signInAsNew(
  context: BrowserContext,
  prefix: string,
  user: Omit<E2EUser, 'username'>,
): Promise<{ username: string; email: string }> {
  const username = uniqueName(prefix);
  const email = user.email ?? `${username}@example.org`;
  await signInAs(context, { ...user, username, email });
  return { username, email };
}

/**
 * Runs `work` with an API client signed in as a new admin of this test alone, for making the data a
 * test needs (products, events); the client is closed after it.
 */
export async function asAdmin<T>(work: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const username = uniqueName('e2e_admin_');
  await writeUser({ username, role: 'admin', firstName: 'Test', lastName: 'Admin' });
  const admin = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Origin: E2E_BASE_URL },
  });
  try {
    await logIn(admin, username);
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}
