import request from 'supertest';
import type { Language } from '@ministry/contracts/language';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp, type BillingApp, type BillingAppOptions } from '../app';
import type { BillingConfig } from '../config';
import { DEVELOPMENT_GIVING, type GivingConfig } from '../giving/config';
import { GENERAL_FUND_ID, seedFunds } from '../giving/funds';
import { memberProfile, startIdentityStub, testConfig, type IdentityStub } from './support';

/** What a giving test file works with: its database, identity stand-in and the billing app. */
export interface GivingTestBed {
  db: TestDatabase;
  identity: IdentityStub;
  /** The one billing app of the file: its Stripe client can be watched (jest.spyOn). */
  app: BillingApp;
  handler: () => ReturnType<BillingApp['app']['callback']>;
  fundId: string;
  close: () => Promise<void>;
}

export const TEST_ORGANIZATION = { legalName: 'Women of Purpose Ministry, Inc.', ein: '12-3456789' };

export async function openGivingTestBed(
  name: string,
  giving: Partial<GivingConfig> = {},
  /** Other settings (where the ministry's published details are read, say). */
  settings: Partial<BillingConfig> = {},
  /** The app's own options (its clock, say). */
  options: BillingAppOptions = {},
): Promise<GivingTestBed> {
  const db = await openTestDatabase(name);
  const identity = await startIdentityStub(db.config.internalApiKey);
  await seedFunds();
  const config = {
    ...testConfig(db, identity.url),
    giving: { ...DEVELOPMENT_GIVING, organization: TEST_ORGANIZATION, ...giving },
    ...settings,
  };
  const app = createApp(config, db, options);
  const handler = app.app.callback();
  return {
    db,
    identity,
    app,
    handler: () => handler,
    fundId: String(GENERAL_FUND_ID),
    close: async () => {
      await identity.close();
      await db.close();
    },
  };
}

/** A member known to identity, and a signed-in session cookie for her. */
export async function signedInMember(
  bed: GivingTestBed,
  member: { id: string; email: string; name: string; language?: Language; emailVerified?: boolean },
): Promise<string> {
  bed.identity.members.set(
    member.id,
    memberProfile({
      id: member.id,
      email: member.email,
      name: member.name,
      preferredLanguage: member.language ?? 'en',
      emailVerified: member.emailVerified ?? true,
    }),
  );
  return signedInCookie(bed.db, { id: member.id, username: member.id, role: 'member' });
}

/** An admin without access to donors' records (funds and totals only). */
export async function adminCookie(bed: GivingTestBed): Promise<string> {
  return signedInCookie(bed.db, { id: 'admin-1', username: 'admin', role: 'admin' });
}

/** An admin given access to donors' records: the gifts, their CSV, refunds, the access log. */
export async function financeCookie(bed: GivingTestBed, username = 'lydia'): Promise<string> {
  return signedInCookie(bed.db, { id: `finance-${username}`, username, role: 'admin', finance: true });
}

/** POST /api/giving/donations from a client address (X-Forwarded-For, as the gateway sends). */
export function give(
  bed: GivingTestBed,
  body: Record<string, unknown>,
  options: { cookie?: string; ip?: string; language?: Language } = {},
) {
  let req = request(bed.handler())
    .post('/api/giving/donations')
    .set('X-Forwarded-For', options.ip ?? '203.0.113.7')
    .set('Accept-Language', options.language ?? 'en');
  if (options.cookie) req = req.set('Cookie', options.cookie);
  return req.send(body);
}
