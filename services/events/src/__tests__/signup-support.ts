import { rateLimitModel } from '@ministry/kit/rate-limit';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AddressObject, ParsedMail } from 'mailparser';
import request, { type Test } from 'supertest';
import type { MinistryEvent } from '@ministry/contracts/event';
import type { MemberProfile } from '@ministry/kit/identity-client';
import type { SessionUser } from '@ministry/kit/session';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp } from '../app';
import { EventModel } from '../events/model';
import { HoldModel, RegistrationModel, SeatModel, SignupClaimModel } from '../registrations/model';
import { signupIndexesReady } from '../registrations/seats';
import { outboxModels } from '@ministry/kit/outbox';

/** The clock the app reads (sign-up closing, reminders), moved by the tests. */
export interface TestClock {
  now: Date;
}

/** Unproven sign-ups held an hour, without the per-address limit or the caps on holds. */
export const UNLIMITED_VISITORS = {
  holdMinutes: 60,
  limit: { limit: 100_000, windowMs: 60_000 },
  pendingPerAddress: 100_000,
  pendingPerAccount: 100_000,
};

/** The events app over the test database, with a clock of the test's own and no sign-up limit. */
export function signupApp(db: TestDatabase, clock: TestClock, extra: Record<string, unknown> = {}) {
  return createApp(
    {
      ...db.config,
      signupRateLimit: { limit: 100_000, windowMs: 60_000 },
      visitorSignup: UNLIMITED_VISITORS,
      ...extra,
    },
    db,
    { now: () => clock.now },
  ).app.callback();
}

/**
 * A stand-in for identity's internal API (`GET /internal/users/:id` with the events service's key):
 * the members the test put in `members`, a 404 for anyone else.
 */
export async function fakeIdentity(internalKey: string) {
  const members = new Map<string, MemberProfile>();
  const server: Server = createServer((req, res) => {
    const id = decodeURIComponent(/^\/internal\/users\/([^/]+)$/.exec(req.url ?? '')?.[1] ?? '');
    const member = members.get(id);
    const status = req.headers['x-internal-key'] !== internalKey ? 403 : member ? 200 : 404;
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? member : { message: 'no' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    members,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export type FakeIdentity = Awaited<ReturnType<typeof fakeIdentity>>;

export type AppHandler = ReturnType<typeof signupApp>;

/** Where every sign-up test starts: two weeks before the sign-up event of `signupEvent`. */
export const SIGNUP_TEST_START = '2030-06-01T12:00:00Z';

/** What a sign-up test file works with (db and mailbox are there once its tests run). */
export interface SignupTestEnvironment {
  db: TestDatabase;
  mailbox: TestMailbox;
  clock: TestClock;
  /** Identity's stand-in: the members signed in through memberCookie. */
  identity: FakeIdentity;
  /** The events app over the test database, the clock and identity's stand-in. */
  app: () => AppHandler;
}

/**
 * The set-up every sign-up test file shares: a fresh database called `name` with the sign-up
 * indexes ready, a mailbox on the project's SMTP server, and before each test the clock back at
 * SIGNUP_TEST_START, no events, sign-ups or e-mail left.
 */
export function signupTestEnvironment(name: string): SignupTestEnvironment {
  const clock: TestClock = { now: new Date(SIGNUP_TEST_START) };
  const env = {
    clock,
    app: () => signupApp(env.db, clock, { identityInternalUrl: env.identity.url }),
  } as SignupTestEnvironment;
  beforeAll(async () => {
    env.db = await openTestDatabase(name);
    await signupIndexesReady();
    env.mailbox = await openTestMailbox(env.db.data);
    env.identity = await fakeIdentity(env.db.config.internalApiKey);
  });
  afterAll(async () => {
    await env.identity.close();
    await env.mailbox.close();
    await env.db.close();
  });
  beforeEach(async () => {
    clock.now = new Date(SIGNUP_TEST_START);
    await clearSignupData(env.db);
    env.mailbox.clear();
    env.identity.members.clear();
  });
  return env;
}

/** A one-time event with sign-up (10 seats, waitlist) on 2030-06-15 at 10:00–12:00 unless told otherwise. */
export const signupEvent = {
  title: 'Workshop: Healthy Boundaries',
  titleEs: 'Taller: Límites saludables',
  date: '2030-06-15',
  startTime: '10:00',
  endTime: '12:00',
  location: 'Ministry Center',
  description: 'Teaching and practice.',
  descriptionEs: 'Enseñanza y práctica.',
  category: 'workshop',
  signup: { enabled: true, capacity: 10, waitlist: true, closesHoursBefore: 0 },
};

export async function editorCookie(db: TestDatabase): Promise<string> {
  return signedInCookie(db, { role: 'event_editor' });
}

/**
 * A signed-in member: her session, and her account as identity's internal API answers it (address
 * verified unless told otherwise, English unless told otherwise).
 */
export async function memberCookie(
  env: Pick<SignupTestEnvironment, 'db' | 'identity'>,
  member: Partial<MemberProfile> & Pick<MemberProfile, 'id' | 'email'>,
  session: Partial<SessionUser> = {},
): Promise<string> {
  const username = member.username ?? `user-${member.id}`;
  env.identity.members.set(member.id, {
    username,
    name: username,
    emailVerified: true,
    preferredLanguage: 'en',
    subscriptionId: null,
    ...member,
  });
  return signedInCookie(env.db, { role: 'member', id: member.id, username, ...session });
}

export async function createEvent(
  app: AppHandler,
  db: TestDatabase,
  fields: Record<string, unknown> = {},
): Promise<MinistryEvent> {
  const res = await request(app)
    .post('/api/events')
    .set('Cookie', await editorCookie(db))
    .send({ ...signupEvent, ...fields });
  if (res.status !== 201) throw new Error(`create event: ${res.status} ${res.text}`);
  return res.body as MinistryEvent;
}

/** A visitor signs up (from the client address `from`, as the gateway passes it, when given). */
export function signUp(
  app: AppHandler,
  eventId: string,
  date: string,
  person: { name: string; email: string },
  language = 'en',
  from?: string,
) {
  const call = request(app)
    .post(`/api/events/${eventId}/occurrences/${date}/registrations`)
    .set('Accept-Language', language);
  return (from ? call.set('X-Forwarded-For', from) : call).send(person);
}

export async function clearSignupData(db: TestDatabase): Promise<void> {
  const { mail, claims } = outboxModels(db.data);
  await Promise.all([
    EventModel.deleteMany({}),
    RegistrationModel.deleteMany({}),
    SeatModel.deleteMany({}),
    SignupClaimModel.deleteMany({}),
    HoldModel.deleteMany({}),
    mail.deleteMany({}),
    claims.deleteMany({}),
    // The limits' slots too: a window of one test's limiter can share its bucket with another's.
    rateLimitModel(db.data).deleteMany({}),
  ]);
}

export const recipients = (mail: ParsedMail) =>
  ([] as AddressObject[]).concat(mail.to ?? []).flatMap((to) => to.value.map((address) => address.address));

export const to = (messages: ParsedMail[], address: string) =>
  messages.filter((message) => recipients(message).includes(address));

export const contentLanguage = (mail: ParsedMail) => String(mail.headers.get('content-language') ?? '');

/** The cancel link's token in a message (in the fragment: `/events/cancel#token=…`). */
export function tokenIn(mail: ParsedMail): string {
  const match = /\/events\/cancel#token=([\w.-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no cancel link in "${mail.subject ?? ''}"`);
  return match[1]!;
}

/** The confirmation link's token in a message (`/events/confirm#token=…`). */
export function confirmTokenIn(text: string): string {
  const match = /\/events\/confirm#token=([\w.-]+)/.exec(text);
  if (!match) throw new Error('no confirmation link');
  return match[1]!;
}

/** The confirmation link's token of a visitor's sign-up, read from the outbox before delivery. */
export async function confirmTokenOf(db: TestDatabase, registrationId: string): Promise<string> {
  const stored = await outboxModels(db.data).mail.findById(`event-confirm-request:${registrationId}`).lean();
  if (!stored) throw new Error(`no confirmation request for ${registrationId}`);
  return confirmTokenIn(stored.text);
}

/** The visitor follows her confirmation link (the page POSTs the fragment's token). */
export function confirm(app: AppHandler, token: string, language = 'en') {
  return request(app)
    .post('/api/events/registrations/confirm')
    .set('Accept-Language', language)
    .send({ token });
}

/** A visitor signs up and confirms it from her e-mail's link: a sign-up that counts. */
export async function signUpConfirmed(
  env: Pick<SignupTestEnvironment, 'db' | 'app'>,
  eventId: string,
  date: string,
  person: { name: string; email: string },
  language = 'en',
) {
  const res = await signUp(env.app(), eventId, date, person, language);
  if (res.status !== 201) return res;
  const confirmed = await confirm(env.app(), await confirmTokenOf(env.db, res.body.id as string));
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  return res;
}

/** supertest's Node parser: the response stream and a callback for the body. */
type StreamParser = Exclude<Parameters<Test['parse']>[0], (text: string) => unknown>;

/** A supertest parser that reads the body as UTF-8 text (for text/csv and text/calendar). */
export const asText: StreamParser = (response, done) => {
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  response.on('end', () => done(null, text));
};
