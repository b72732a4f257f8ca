import bcrypt from 'bcryptjs';
import { expect, type BrowserContext } from '@playwright/test';
import { MongoClient } from 'mongodb';
import type { UserRole } from '@ministry/contracts/user';
import { E2E_BASE_URL, E2E_MONGODB_URI } from './site';

export const E2E_PASSWORD = 'e2e password 123';
const PASSWORD_HASH = bcrypt.hashSync(E2E_PASSWORD, 4);

export interface E2EUser {
  username: string;
  role: UserRole;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Gives the user a subscription identifier, as the billing service does after a payment. */
  subscribed?: boolean;
}

/**
 * Signs a browser context in as a user with any role: the user is written into the identity
 * service's database (there is no API to create an admin), then signed in through the real login
 * API, so the context gets a real session cookie.
 */
export async function signInAs(context: BrowserContext, user: E2EUser): Promise<void> {
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
            preferredLanguage: 'en',
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
  const response = await context.request.post(`${E2E_BASE_URL}/api/auth/login`, {
    data: { username: user.username, password: E2E_PASSWORD },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(200);
}
