import { outboxModels } from '@ministry/kit/outbox';
import { cancelToken, cancelTokenKeys } from '../../events/src/registrations/tokens';
import { Client } from './client';
import {
  adminOnly,
  all,
  editors,
  signedIn,
  type RouteRow,
  createdId,
  fixed,
  onCreated,
  onFirst,
} from './route-row';
import type { Stack } from './stack';

const newEvent = (n: number) => ({
  title: `Prayer breakfast ${n}`,
  date: '2031-05-17',
  startTime: '09:00',
  endTime: '10:30',
  location: 'Fellowship hall',
  description: 'Breakfast and prayer together.',
  category: 'prayer',
});

/** A weekly event (Saturdays from 2031-05-17) with sign-up on: 10 seats, a waitlist. */
const newSignupEvent = (n: number) => ({
  ...newEvent(n),
  isRecurring: true,
  recurringType: 'weekly',
  recurringDays: ['saturday'],
  signup: { enabled: true, capacity: 10, waitlist: true, closesHoursBefore: 24 },
});

/** A fresh occurrence open for sign-up: `/api/events/<id>/occurrences/2031-05-24`. */
async function signupOccurrence(admin: Client, unique: () => number): Promise<string> {
  return `/api/events/${await createdId(admin, '/api/events', newSignupEvent(unique()))}/occurrences/2031-05-24`;
}

/** Someone an event editor added by hand to a fresh occurrence: her sign-up's id. */
async function registrationId(admin: Client, unique: () => number): Promise<string> {
  const path = `${await signupOccurrence(admin, unique)}/registrations/manual`;
  return createdId(admin, path, { name: 'Ruth Moab', email: `ruth${unique()}@example.org` });
}

/** The token of a sign-up's cancel link, as its e-mail carries it. */
const cancelLinkToken = (stack: Stack, id: string) =>
  cancelToken(id, cancelTokenKeys(stack.db.config.sessionKeys));

/** A row that posts to `path` the cancel link's token of a fresh sign-up. */
const withCancelToken = (path: string): RouteRow => ({
  expect: all(200),
  call: async ({ stack, admin, unique }) => ({
    path,
    body: { token: cancelLinkToken(stack, await registrationId(admin, unique)) },
  }),
});

/** A visitor signs up for a fresh occurrence; the token of the confirmation link e-mailed to her. */
async function confirmLinkToken(stack: Stack, admin: Client, unique: () => number): Promise<string> {
  const path = `${await signupOccurrence(admin, unique)}/registrations`;
  const id = await createdId(new Client(stack), path, { name: 'Ruth', email: `ruth${unique()}@example.org` });
  const mail = await outboxModels(stack.db.data).mail.findById(`event-confirm-request:${id}`).lean();
  const token = /\/events\/confirm#token=([\w.-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link for ${id}`);
  return token;
}

/** Events and their sign-up: every route of the events service. */
export const EVENT_ROUTES: Record<string, RouteRow> = {
  'GET /api/events': fixed(all(200), '/api/events?from=2030-01-01&to=2030-01-31'),
  'GET /api/events.ics': fixed(all(200), '/api/events.ics?category=prayer&lang=es'),
  'GET /api/events/:id.ics': onFirst(all(200), '/api/events', (e) => `/api/events/${e.id}.ics`),
  'GET /api/events/history': fixed(adminOnly(200), '/api/events/history'),
  'GET /api/events/:id': onFirst(all(200), '/api/events', (e) => `/api/events/${e.id}`),
  'POST /api/events': {
    expect: editors(201),
    call: ({ unique }) => ({ path: '/api/events', body: newEvent(unique()) }),
  },
  'PATCH /api/events/:id': onCreated(editors(200), '/api/events', newEvent, {
    body: { location: 'Sanctuary', isRecurring: false },
  }),
  'DELETE /api/events/:id': onCreated(editors(204), '/api/events', newEvent),
  // event sign-up
  'GET /api/events/:id/occurrences/:date': {
    expect: all(200),
    call: async ({ admin, unique }) => ({ path: await signupOccurrence(admin, unique) }),
  },
  'DELETE /api/events/:id/occurrences/:date': {
    expect: editors(204),
    call: async ({ admin, unique }) => ({ path: await signupOccurrence(admin, unique) }),
  },
  'POST /api/events/:id/occurrences/:date/registrations': {
    expect: all(201),
    call: async ({ admin, unique }) => ({
      path: `${await signupOccurrence(admin, unique)}/registrations`,
      // A visitor's sign-up is held for her e-mail's link. A member's own name and e-mail come from
      // identity; this stack's events service has no identity address, so she gives them, and as
      // nothing proves that address her sign-up is held for its link too.
      body: { name: 'Ruth Moab', email: `ruth${unique()}@example.org` },
    }),
  },
  'GET /api/events/:id/occurrences/:date/registrations': {
    expect: editors(200),
    call: async ({ admin, unique }) => ({ path: `${await signupOccurrence(admin, unique)}/registrations` }),
  },
  // Removes the date's sign-ups still waiting for their e-mail's confirmation.
  'DELETE /api/events/:id/occurrences/:date/registrations/unconfirmed': {
    expect: editors(200),
    call: async ({ admin, unique }) => ({
      path: `${await signupOccurrence(admin, unique)}/registrations/unconfirmed`,
    }),
  },
  'GET /api/events/:id/occurrences/:date/registrations.csv': {
    expect: editors(200),
    call: async ({ admin, unique }) => ({
      path: `${await signupOccurrence(admin, unique)}/registrations.csv`,
    }),
  },
  'POST /api/events/:id/occurrences/:date/registrations/manual': {
    expect: editors(201),
    call: async ({ admin, unique }) => ({
      path: `${await signupOccurrence(admin, unique)}/registrations/manual`,
      body: { name: 'Naomi', email: `naomi${unique()}@example.org` },
    }),
  },
  'GET /api/events/registrations/mine': fixed(signedIn(200), '/api/events/registrations/mine'),
  // The cancel page's preview: the token in the body (never in an address).
  'POST /api/events/registrations/cancel/preview': withCancelToken(
    '/api/events/registrations/cancel/preview',
  ),
  // A visitor's sign-up confirmed from the link e-mailed to her (its token read from the outbox).
  'POST /api/events/registrations/confirm': {
    expect: all(200),
    call: async ({ stack, admin, unique }) => ({
      path: '/api/events/registrations/confirm',
      body: { token: await confirmLinkToken(stack, admin, unique) },
    }),
  },
  'POST /api/events/registrations/cancel': withCancelToken('/api/events/registrations/cancel'),
  // Her own sign-up (a visitor is refused before any id is read).
  'POST /api/events/registrations/:registrationId/cancel': {
    expect: signedIn(200),
    call: async ({ role, client, admin, unique }) => {
      if (role === 'visitor') return { path: '/api/events/registrations/507f1f77bcf86cd799439011/cancel' };
      const path = `${await signupOccurrence(admin, unique)}/registrations`;
      const mine = await createdId(client, path, { name: 'Ruth Moab', email: `ruth${unique()}@example.org` });
      return { path: `/api/events/registrations/${mine}/cancel` };
    },
  },
  'PATCH /api/events/registrations/:registrationId/attendance': {
    expect: editors(200),
    call: async ({ admin, unique }) => ({
      path: `/api/events/registrations/${await registrationId(admin, unique)}/attendance`,
      body: { attended: true },
    }),
  },
};
