import Stripe from 'stripe';
import { issueResetTokenFor } from '../../identity/src/password-reset/service';
import { Client } from './client';
import { ANNOUNCEMENT_ROUTES } from './routes-announcements';
import { CARE_ROUTES } from './routes-care';
import { CARE_PACKAGE_ROUTES } from './routes-care-packages';
import { CARE_VISITOR_ROUTES } from './routes-care-visitor';
import { DELETION_ROUTES } from './routes-deletion';
import { EVENT_ROUTES } from './routes-events';
import { GIVING_ROUTES } from './routes-giving';
import { FINANCE_ROUTES } from './routes-finance';
import { IDENTITY_ROUTES } from './routes-identity';
import { MEMBER_PERK_ROUTES } from './routes-member-perks';
import { ONE_CART_ROUTES } from './routes-one-cart';
import { OUTREACH_ROUTES } from './routes-outreach';
import { PLACE_CANCEL_ROUTES } from './routes-place-cancel';
import { PLACE_ROUTES } from './routes-places';
import { PRIVACY_ROUTES } from './routes-privacy';
import { SHOP_PRODUCT_ROUTES } from './routes-shop-products';
import { SHOP_ORDER_ROUTES } from './routes-shop-orders';
import { SITE_CONTENT_ROUTES } from './routes-site-content';
import {
  adminOnly,
  all,
  signedIn,
  type Listed,
  type RouteRow,
  first,
  fixed,
  onCreated,
  onFirst,
} from './route-row';
import { PASSWORD, WEBHOOK_SECRET } from './stack';

const fileName = (url: string | null | undefined) => (url ?? '').split('/').pop() ?? '';

const newResource = (n: number) => ({
  title: `Study guide ${n}`,
  description: 'Six weeks through Ruth.',
  category: 'bible-study',
  type: 'free',
});

/** Puts one product in the client's cart (a visitor gets a cart session) and returns that line's id. */
async function cartLine(client: Client): Promise<string> {
  const res = await client.send('POST', '/api/cart', { body: await cartItem(client) });
  if (res.status !== 201) throw new Error(`POST /api/cart: ${res.status} ${res.text}`);
  return (res.body as Listed[])[0]!.id;
}

async function cartItem(client: Client) {
  const product = await first(client, '/api/products', (item) => item.type === 't-shirt');
  return { productId: product.id, quantity: 1, options: { size: 'M' } };
}

const address = { street: '12 Main St', city: 'Ridgewood', state: 'NY', zipCode: '11385' };

/** Starts a subscription payment, which gives the member a billing customer (for the portal). */
async function startPayment(client: Client): Promise<void> {
  const res = await client.send('POST', '/api/create-subscription-intent', { body: { planId: 'growth' } });
  if (res.status !== 200) throw new Error(`POST /api/create-subscription-intent: ${res.status} ${res.text}`);
}

const stripeSigner = new Stripe('sk_test_matrix');

/**
 * THE table: every route the services register, keyed `METHOD /path` exactly as @koa/router holds it,
 * with the status each role gets for a valid request. A route without a row, or a row without a route,
 * fails the matrix test.
 */
export const ROUTE_TABLE: Record<string, RouteRow> = {
  // identity: accounts and sessions
  'POST /api/auth/register': {
    expect: all(201),
    call: ({ unique }) => {
      const username = `hannah${unique()}`;
      return {
        path: '/api/auth/register',
        body: { username, email: `${username}@example.org`, password: PASSWORD },
      };
    },
  },
  'POST /api/auth/login': {
    expect: all(200),
    call: ({ stack }) => ({
      path: '/api/auth/login',
      body: { username: stack.users.member.username, password: PASSWORD },
    }),
  },
  'POST /api/auth/password-reset': {
    expect: all(202),
    call: ({ unique }) => ({
      path: '/api/auth/password-reset',
      body: { email: `lydia${unique()}@example.org` },
    }),
  },
  'POST /api/auth/password-reset/confirm': {
    // Whoever is signed in on the browser, a valid link signs its member in (her password stays PASSWORD).
    expect: all(200),
    call: async ({ stack }) => ({
      path: '/api/auth/password-reset/confirm',
      body: { token: await issueResetTokenFor(stack.db.data, stack.users.member.id), password: PASSWORD },
    }),
  },
  'GET /api/auth/user': fixed(signedIn(200), '/api/auth/user'),
  'POST /api/auth/logout': fixed(all(204), '/api/auth/logout'),
  'GET /api/logout': fixed(all(200), '/api/logout'),
  'GET /api/auth/logout.css': fixed(all(200), '/api/auth/logout.css'),
  'POST /api/logout': fixed(all(303), '/api/logout'),
  'GET /api/admin/users': fixed(adminOnly(200), '/api/admin/users'),
  'PATCH /api/admin/users/:userId/role': {
    expect: adminOnly(200),
    call: ({ stack }) => ({
      path: `/api/admin/users/${stack.users.member.id}/role`,
      body: { role: 'member' },
    }),
  },
  'PATCH /api/account/profile': {
    expect: signedIn(200),
    call: ({ stack, role }) => ({
      path: '/api/account/profile',
      body: {
        firstName: 'Ruth',
        lastName: 'Moab',
        email: role === 'visitor' ? 'nobody@example.org' : stack.users[role].email,
      },
    }),
  },
  'PUT /api/account/language': fixed(signedIn(200), '/api/account/language', { language: 'en' }),
  ...IDENTITY_ROUTES,
  'GET /internal/users/:userId': {
    expect: all(403),
    withInternalKey: 200,
    call: ({ stack }) => ({ path: `/internal/users/${stack.users.member.id}` }),
  },
  'PUT /internal/users/:userId/subscription': {
    expect: all(403),
    withInternalKey: 204,
    call: ({ stack }) => ({
      path: `/internal/users/${stack.users.member.id}/subscription`,
      body: { subscriptionId: null },
    }),
  },

  // content: contact and resources
  'POST /api/contact': {
    expect: all(201),
    call: () => ({
      path: '/api/contact',
      body: {
        name: 'Ruth Moab',
        email: 'ruth@example.org',
        subject: 'bible-study',
        message: 'When does the next Bible study begin?',
      },
    }),
  },
  ...Object.fromEntries(
    ['identity', 'content', 'events', 'shop', 'billing'].map((service) => [
      `GET /api/admin/outbox/${service}`,
      fixed(adminOnly(200), `/api/admin/outbox/${service}`),
    ]),
  ),
  'GET /api/admin/system/backup': fixed(adminOnly(200), '/api/admin/system/backup'),
  'GET /api/admin/system/webhooks': fixed(adminOnly(200), '/api/admin/system/webhooks'),
  'GET /api/admin/contact-submissions': fixed(adminOnly(200), '/api/admin/contact-submissions'),
  'GET /api/resources': fixed(all(200), '/api/resources'),
  'POST /api/resources': {
    expect: adminOnly(201),
    call: ({ unique }) => ({ path: '/api/resources', body: newResource(unique()) }),
  },
  'GET /api/resources/images/:file': onFirst(
    all(200),
    '/api/resources',
    (r) => `/api/resources/images/${fileName(r.imageUrl)}`,
  ),
  'GET /api/resources/:id': onFirst(all(200), '/api/resources', (r) => `/api/resources/${r.id}`),
  'PATCH /api/resources/:id': onCreated(adminOnly(200), '/api/resources', newResource, {
    body: { title: 'Study guide, revised', priceCents: null },
  }),
  'DELETE /api/resources/:id': onCreated(adminOnly(204), '/api/resources', newResource),
  // Premium: signed-in members with an active subscription only (none of these roles has one).
  'GET /api/resources/:id/download': onFirst(
    { visitor: 401, member: 403, event_editor: 403, content_editor: 403, admin: 403 },
    '/api/resources',
    (r) => `/api/resources/${r.id}/download`,
    (r) => r.type === 'premium',
  ),

  ...SITE_CONTENT_ROUTES,
  ...ANNOUNCEMENT_ROUTES,
  ...DELETION_ROUTES,
  ...PRIVACY_ROUTES,
  ...OUTREACH_ROUTES,

  ...EVENT_ROUTES,

  // shop
  'GET /api/products': fixed(all(200), '/api/products'),
  'GET /api/products/images/:file': onFirst(
    all(200),
    '/api/products',
    (p) => `/api/products/images/${fileName(p.imageUrl)}`,
  ),
  'GET /api/products/:id': onFirst(all(200), '/api/products', (p) => `/api/products/${p.id}`),
  'GET /api/cart': fixed(all(200), '/api/cart'),
  'POST /api/cart': {
    expect: all(201),
    call: async ({ client }) => ({ path: '/api/cart', body: await cartItem(client) }),
  },
  'DELETE /api/cart': fixed(all(200), '/api/cart'),
  'PUT /api/cart/:id': {
    expect: all(200),
    call: async ({ client }) => ({ path: `/api/cart/${await cartLine(client)}`, body: { quantity: 2 } }),
  },
  'DELETE /api/cart/:id': {
    expect: all(200),
    call: async ({ client }) => ({ path: `/api/cart/${await cartLine(client)}` }),
  },
  'POST /api/checkout': {
    expect: signedIn(201),
    call: async ({ client, role }) => {
      if (role !== 'visitor') await cartLine(client);
      return {
        path: '/api/checkout',
        body: {
          contactInfo: { firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.org', phone: '555-0100' },
          shippingAddress: address,
          billingAddress: address,
        },
      };
    },
  },
  'GET /api/orders': fixed(signedIn(200), '/api/orders'),
  ...ONE_CART_ROUTES,
  ...PLACE_ROUTES,
  ...SHOP_PRODUCT_ROUTES,

  // billing (against stripe-mock)
  'GET /api/subscription/config': fixed(all(200), '/api/subscription/config'),
  'POST /api/create-subscription-intent': fixed(signedIn(200), '/api/create-subscription-intent', {
    planId: 'essential',
  }),
  'GET /api/subscription': fixed(signedIn(200), '/api/subscription'),
  // A payment nobody started: past the guard, "not found" (404).
  'POST /api/subscription/complete': fixed(signedIn(404), '/api/subscription/complete', {
    setupIntentId: 'seti_NeverStarted',
  }),
  // Nobody here subscribed: past the guard, "no subscription" (404).
  'POST /api/subscription/cancel': fixed(signedIn(404), '/api/subscription/cancel'),
  // Monthly ↔ yearly: nobody here subscribed, past the guard and the body check, "no subscription" (404).
  'POST /api/subscription/interval': fixed(signedIn(404), '/api/subscription/interval', {
    interval: 'year',
  }),
  'POST /api/subscription/portal': {
    expect: signedIn(200),
    call: async ({ client, role }) => {
      if (role !== 'visitor') await startPayment(client);
      return { path: '/api/subscription/portal' };
    },
  },
  // Stripe's call: no session, a signature over the raw body.
  'POST /api/stripe/webhook': {
    expect: all(200),
    call: ({ unique }) => {
      const raw = JSON.stringify({
        id: `evt_matrix_${unique()}`,
        object: 'event',
        type: 'customer.created',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: 'cus_matrix', object: 'customer' } },
      });
      const signature = stripeSigner.webhooks.generateTestHeaderString({
        payload: raw,
        secret: WEBHOOK_SECRET,
      });
      return { path: '/api/stripe/webhook', raw, headers: { 'Stripe-Signature': signature } };
    },
  },
  ...GIVING_ROUTES,
  ...FINANCE_ROUTES,
  ...MEMBER_PERK_ROUTES,
  ...SHOP_ORDER_ROUTES,
  ...PLACE_CANCEL_ROUTES,

  ...CARE_ROUTES,
  ...CARE_VISITOR_ROUTES,
  ...CARE_PACKAGE_ROUTES,
};
