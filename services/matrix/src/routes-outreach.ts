import { listRequests, LIST_REQUEST_TTL_MS } from '../../identity/src/outreach/visitor-requests';
import { unsubscribeToken } from '../../identity/src/outreach/model';
import { adminOnly, all, fixed, signedIn, type RouteRow } from './route-row';
import type { Stack } from './stack';

// Mailing lists, consent and one-click unsubscribe (issue 44).
const ADMIN = '/api/admin/mailing-lists';
const list = (n: number) => ({ name: `List ${n}`, nameEs: `Lista ${n}`, description: '', descriptionEs: '' });
const unsubscribePath = (stack: Stack, n: number) =>
  `/api/unsubscribe/${unsubscribeToken(stack.db.config.sessionKeys, 'news', `phoebe${n}@example.org`)}`;

export const OUTREACH_ROUTES: Record<string, RouteRow> = {
  'GET /api/mailing-lists': fixed(all(200), '/api/mailing-lists'),
  // The same 202 for anyone; a fresh address each call (a few links an hour per address).
  'POST /api/mailing-lists/subscribe': {
    expect: all(202),
    call: ({ unique }) => ({
      path: '/api/mailing-lists/subscribe',
      body: { email: `phoebe${unique()}@example.org`, lists: ['news'], language: 'en' },
    }),
  },
  // Whoever is signed in on the browser, a valid link records the consent of the address it went to.
  'POST /api/mailing-lists/confirm': {
    expect: all(200),
    call: async ({ stack, unique }) => {
      const fields = {
        userId: null,
        email: `phoebe${unique()}@example.org`,
        lists: ['news'],
        language: 'en' as const,
      };
      const { token } = await listRequests.issue(stack.db.data, fields, Date.now(), LIST_REQUEST_TTL_MS);
      return { path: '/api/mailing-lists/confirm', body: { token } };
    },
  },
  'GET /api/account/mailing-lists': fixed(signedIn(200), '/api/account/mailing-lists'),
  'PUT /api/account/mailing-lists': fixed(signedIn(200), '/api/account/mailing-lists', { lists: ['news'] }),
  // The link alone, whoever follows it: never a session's business. GET changes nothing.
  'GET /api/unsubscribe/:token': {
    expect: all(200),
    call: ({ stack, unique }) => ({
      path: unsubscribePath(stack, unique()),
      headers: { Accept: 'application/json' },
    }),
  },
  'POST /api/unsubscribe/:token': {
    expect: all(200),
    call: ({ stack, unique }) => ({ path: unsubscribePath(stack, unique()), body: {} }),
  },
  // Lists by criteria: billing and events answer identity's key only.
  'GET /internal/billing/audience/plan-subscribers': {
    expect: all(403),
    withInternalKey: 200,
    call: () => ({ path: '/internal/billing/audience/plan-subscribers?planId=growth' }),
  },
  'GET /internal/billing/audience/donors': {
    expect: all(403),
    withInternalKey: 200,
    call: () => ({ path: '/internal/billing/audience/donors?since=2026-01-01T05:00:00.000Z' }),
  },
  'GET /internal/events/audience/registrants': {
    expect: all(403),
    withInternalKey: 200,
    call: () => ({ path: `/internal/events/audience/registrants?eventId=${'0'.repeat(24)}` }),
  },
  // A person's request by mail, phone or letter: her address takes her off every list.
  [`POST ${ADMIN}/unsubscribe`]: {
    expect: adminOnly(200),
    call: ({ unique }) => ({
      path: `${ADMIN}/unsubscribe`,
      body: { request: `phoebe${unique()}@example.org` },
    }),
    badInputs: [
      { label: 'neither a token nor an address', body: { request: 'please take me off' }, statuses: [400] },
    ],
  },
  // Another service's mail sender reports a hard bounce (kit bounce-client.ts): services only.
  'POST /internal/identity/outreach/bounces': {
    expect: all(403),
    withInternalKey: 204,
    call: ({ unique }) => ({
      path: '/internal/identity/outreach/bounces',
      body: { email: `bounced${unique()}@example.org` },
    }),
  },
  [`GET ${ADMIN}`]: fixed(adminOnly(200), ADMIN),
  [`POST ${ADMIN}`]: {
    expect: adminOnly(201),
    call: ({ unique }) => ({ path: ADMIN, body: { id: `list-${unique()}`, ...list(unique()) } }),
  },
  [`PUT ${ADMIN}/:id`]: {
    expect: adminOnly(200),
    call: async ({ admin, unique }) => {
      const id = `list-${unique()}`;
      const res = await admin.send('POST', ADMIN, { body: { id, ...list(unique()) } });
      if (res.status !== 201) throw new Error(`POST ${ADMIN}: ${res.status} ${res.text}`);
      return { path: `${ADMIN}/${id}`, body: list(unique()) };
    },
  },
};
