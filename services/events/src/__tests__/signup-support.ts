import type { AddressObject, ParsedMail } from 'mailparser';
import request, { type Test } from 'supertest';
import type { MinistryEvent } from '@ministry/contracts/event';
import type { SessionUser } from '@ministry/kit/session';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/test-database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/test-mail';
import { signedInCookie } from '@ministry/kit/test-session';
import { createApp } from '../app';
import { EventModel } from '../events/model';
import { RegistrationModel, SeatModel, SignupClaimModel } from '../registrations/model';
import { signupIndexesReady } from '../registrations/seats';
import { outboxModels } from '@ministry/kit/outbox';

/** The clock the app reads (sign-up closing, reminders), moved by the tests. */
export interface TestClock {
  now: Date;
}

/** The events app over the test database, with a clock of the test's own and no sign-up limit. */
export function signupApp(db: TestDatabase, clock: TestClock, extra: Record<string, unknown> = {}) {
  return createApp({ ...db.config, signupRateLimit: { limit: 100_000, windowMs: 60_000 }, ...extra }, db, {
    now: () => clock.now,
  }).app.callback();
}

export type AppHandler = ReturnType<typeof signupApp>;

/** Where every sign-up test starts: two weeks before the sign-up event of `signupEvent`. */
export const SIGNUP_TEST_START = '2030-06-01T12:00:00Z';

/** What a sign-up test file works with (db and mailbox are there once its tests run). */
export interface SignupTestEnvironment {
  db: TestDatabase;
  mailbox: TestMailbox;
  clock: TestClock;
  /** The events app over the test database and the clock. */
  app: () => AppHandler;
}

/**
 * The set-up every sign-up test file shares: a fresh database called `name` with the sign-up
 * indexes ready, a mailbox on the project's SMTP server, and before each test the clock back at
 * SIGNUP_TEST_START, no events, sign-ups or e-mail left.
 */
export function signupTestEnvironment(name: string): SignupTestEnvironment {
  const clock: TestClock = { now: new Date(SIGNUP_TEST_START) };
  const env = { clock, app: () => signupApp(env.db, clock) } as SignupTestEnvironment;
  beforeAll(async () => {
    env.db = await openTestDatabase(name);
    await signupIndexesReady();
    env.mailbox = await openTestMailbox(env.db.data);
  });
  afterAll(async () => {
    await env.mailbox.close();
    await env.db.close();
  });
  beforeEach(async () => {
    clock.now = new Date(SIGNUP_TEST_START);
    await clearSignupData(env.db);
    env.mailbox.clear();
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

/** A member's session as identity may write it (her e-mail address and language in it). */
export async function memberCookie(
  db: TestDatabase,
  user: Partial<SessionUser> & { email?: string; preferredLanguage?: 'en' | 'es'; firstName?: string },
): Promise<string> {
  const full = { role: 'member', ...user };
  return signedInCookie(db, full);
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

/** A visitor signs up. */
export function signUp(
  app: AppHandler,
  eventId: string,
  date: string,
  person: { name: string; email: string },
  language = 'en',
) {
  return request(app)
    .post(`/api/events/${eventId}/occurrences/${date}/registrations`)
    .set('Accept-Language', language)
    .send(person);
}

export async function clearSignupData(db: TestDatabase): Promise<void> {
  const { mail, claims } = outboxModels(db.data);
  await Promise.all([
    EventModel.deleteMany({}),
    RegistrationModel.deleteMany({}),
    SeatModel.deleteMany({}),
    SignupClaimModel.deleteMany({}),
    mail.deleteMany({}),
    claims.deleteMany({}),
  ]);
}

export const recipients = (mail: ParsedMail) =>
  ([] as AddressObject[]).concat(mail.to ?? []).flatMap((to) => to.value.map((address) => address.address));

export const to = (messages: ParsedMail[], address: string) =>
  messages.filter((message) => recipients(message).includes(address));

export const contentLanguage = (mail: ParsedMail) => String(mail.headers.get('content-language') ?? '');

/** The cancel link's token in a message. */
export function tokenIn(mail: ParsedMail): string {
  const match = /\/events\/cancel\?token=([\w.-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no cancel link in "${mail.subject ?? ''}"`);
  return match[1]!;
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
