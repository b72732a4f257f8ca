import request from 'supertest';
import { type CounselorProfile } from '@ministry/contracts/care';
import type { MemberProfile } from '@ministry/kit/identity-client';
import { outboxModels } from '@ministry/kit/outbox';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { startIdentityStub, type IdentityStub } from '@ministry/kit/testing/identity';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp } from '../app';
import { AgendaSentModel, AppointmentModel, CreditUseModel } from '../appointments/model';
import type { BillingClient, LiveSubscription } from '../billing-client';
import { DEFAULT_CARE_SETTINGS, type CareSettings } from '../config';
import { TextReadModel } from '../confidential/model';
import { CounselorModel } from '../counselors/model';
import { careIndexesReady } from '../indexes';
import { LockModel } from '@ministry/kit/lock';
import { MentoringModel } from '../mentoring/model';
import { PackageModel } from '../packages/model';
import { CareRequestModel } from '../requests/model';
import { seedSessionTypes } from '../session-types/seed';
import { SlidingScaleModel } from '../sliding-scale/model';
import { keyringFrom, type TextKeyring } from '../text-crypto';

/** Friday 1 March 2030, 7:00 AM in New York: every care test starts here. */
export const CARE_TEST_START = '2030-03-01T12:00:00Z';

export const TEST_KEY = Buffer.alloc(32, 7).toString('base64');

export interface CareTestEnvironment {
  db: TestDatabase;
  mailbox: TestMailbox;
  identity: IdentityStub;
  clock: { now: Date };
  /** Live subscriptions billing would answer, by user id. */
  subscriptions: Map<string, LiveSubscription>;
  settings: CareSettings;
  keyring: TextKeyring;
  /** The shop's internal API care calls (a double's address), when a test sets one. */
  shopUrl?: string;
  /** A fresh app (a new process, as after a restart) over the same database. */
  build: () => ReturnType<typeof createApp>;
  app: () => ReturnType<ReturnType<typeof createApp>['app']['callback']>;
}

/** A fresh database, identity's stand-in, billing's answers and a mailbox; emptied before each test. */
export function careTestEnvironment(name: string): CareTestEnvironment {
  const billing: BillingClient = {
    subscription: async (userId) => env.subscriptions.get(userId) ?? null,
  };
  const env = {
    clock: { now: new Date(CARE_TEST_START) },
    subscriptions: new Map(),
    settings: { ...DEFAULT_CARE_SETTINGS },
    keyring: keyringFrom(TEST_KEY),
    build: () =>
      createApp(
        {
          ...env.db.config,
          identityInternalUrl: env.identity.url,
          shopInternalUrl: env.shopUrl,
          textKeys: env.keyring,
          care: env.settings,
        },
        env.db,
        { now: () => env.clock.now, billing, bookingLimit: { limit: 100_000, windowMs: 60_000 } },
      ),
    app: () => env.build().app.callback(),
  } as CareTestEnvironment;
  beforeAll(async () => {
    env.db = await openTestDatabase(name);
    await careIndexesReady();
    await seedSessionTypes();
    env.mailbox = await openTestMailbox(env.db.data);
    env.identity = await startIdentityStub(env.db.config.internalApiKey);
  });
  afterAll(async () => {
    await env.identity.close();
    await env.mailbox.close();
    await env.db.close();
  });
  beforeEach(async () => {
    env.clock.now = new Date(CARE_TEST_START);
    env.subscriptions.clear();
    env.identity.members.clear();
    env.settings = { ...DEFAULT_CARE_SETTINGS };
    env.keyring = keyringFrom(TEST_KEY);
    const { mail, claims } = outboxModels(env.db.data);
    for (const model of [
      AppointmentModel,
      CreditUseModel,
      AgendaSentModel,
      CounselorModel,
      TextReadModel,
      MentoringModel,
      CareRequestModel,
      SlidingScaleModel,
      PackageModel,
      LockModel,
    ])
      await (model as unknown as { deleteMany: (filter: object) => Promise<unknown> }).deleteMany({});
    await mail.deleteMany({});
    await claims.deleteMany({});
    env.mailbox.clear();
  });
  return env;
}

let people = 0;

/** A signed-in member known to identity (verified, English unless told otherwise). */
export async function member(
  env: CareTestEnvironment,
  profile: Partial<MemberProfile> = {},
): Promise<{ id: string; cookie: string; email: string }> {
  people += 1;
  const id = profile.id ?? `member-${people}`;
  const email = profile.email ?? `${id}@example.org`;
  env.identity.members.set(id, {
    id,
    username: id,
    name: `Member ${people}`,
    email,
    emailVerified: true,
    preferredLanguage: 'en',
    subscriptionId: null,
    ...profile,
  });
  return { id, email, cookie: await signedInCookie(env.db, { role: 'member', id, username: id }) };
}

export const adminCookie = (env: CareTestEnvironment) => signedInCookie(env.db, { role: 'admin' });

/** Weekdays 9:00–17:00, New York. */
export const WEEKDAYS_9_TO_5 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

/** A counselor created by staff (English and Spanish, both modes), her session cookie and profile. */
export async function counselor(
  env: CareTestEnvironment,
  fields: Record<string, unknown> = {},
): Promise<{ profile: CounselorProfile; cookie: string; userId: string }> {
  const { id: userId } = await member(env, { name: `Counselor ${people + 1}` });
  const res = await request(env.app())
    .post('/api/admin/care/counselors')
    .set('Cookie', await adminCookie(env))
    .send({
      userId,
      teamSlug: 'maria-lopez',
      languages: ['en', 'es'],
      modes: ['virtual', 'in-person'],
      weeklyHours: WEEKDAYS_9_TO_5,
      meetingLink: 'https://meet.example.org/room-1',
      bufferMinutes: 10,
      ...fields,
    });
  if (res.status !== 201) throw new Error(`create counselor: ${res.status} ${res.text}`);
  return {
    profile: res.body as CounselorProfile,
    userId,
    cookie: await signedInCookie(env.db, { role: 'counselor', id: userId, username: userId }),
  };
}

/** A member books; `startsAt` an ISO instant. */
export function book(
  env: CareTestEnvironment,
  cookie: string,
  body: {
    counselorId: string;
    startsAt: string;
    typeId?: string;
    intake?: string;
    mode?: string;
    language?: string;
    usePackage?: boolean;
  },
  language = 'en',
) {
  return request(env.app())
    .post('/api/care/appointments')
    .set('Cookie', cookie)
    .set('Accept-Language', language)
    .send({ typeId: 'initial-consultation', mode: 'virtual', language: 'en', ...body });
}

/** An active subscription whose period started on 1 March 2030. */
export function subscribe(
  env: CareTestEnvironment,
  userId: string,
  planId: LiveSubscription['planId'],
  status: LiveSubscription['status'] = 'active',
) {
  env.subscriptions.set(userId, {
    planId,
    status,
    currentPeriodStart: '2030-03-01T00:00:00.000Z',
    currentPeriodEnd: '2030-04-01T00:00:00.000Z',
  });
}

export async function outboxKeys(env: CareTestEnvironment): Promise<string[]> {
  const pending = await outboxModels(env.db.data).mail.find({}, { _id: 1 }).lean();
  return pending.map((message) => String(message._id)).sort();
}
