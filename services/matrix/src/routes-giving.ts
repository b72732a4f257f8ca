import { GiftModel, RecurringGiftModel } from '../../billing/src/giving/model';
import type { Client } from './client';
import {
  adminOnly,
  all,
  financeOnly,
  signedIn,
  type CallContext,
  type RouteRow,
  createdId,
  fixed,
} from './route-row';

const newFund = (n: number) => ({
  name: `Mission trip ${n}`,
  nameEs: `Viaje misionero ${n}`,
  description: 'Sending women to serve.',
  descriptionEs: 'Enviamos mujeres a servir.',
  goalCents: 500_000,
});

/** A fresh fund of the admin's: its id. */
const fundId = (admin: Client, unique: () => number) =>
  createdId(admin, '/api/admin/giving/funds', newFund(unique()));

const donation = (fund: string, n: number) => ({
  fundId: fund,
  giftCents: 2500,
  frequency: 'once',
  coverFee: true,
  dedication: { kind: 'honor', name: 'Naomi' },
  name: 'Ruth Moab',
  email: `ruth.giver${n}@example.org`,
});

/** The signed-in role's user (none for a visitor). */
const userOf = ({ stack, role }: CallContext) => (role === 'visitor' ? null : stack.users[role]);

/** A gift Stripe confirmed, stored as the webhook stores it (of the role's user, or a visitor's). */
async function storedGift(
  context: CallContext,
  fields: { paidAt?: Date; claimable?: boolean } = {},
): Promise<string> {
  const user = userOf(context);
  const n = context.unique();
  const email = user?.email ?? `visitor${n}@example.org`;
  const gift = await GiftModel.create({
    sourceId: `pi_matrix_${n}`,
    receiptNumber: `G-2025-9${String(n).padStart(5, '0')}`,
    userId: fields.claimable ? null : (user?.id ?? null),
    donorName: 'Ruth Moab',
    donorEmail: email,
    donorEmailKey: email.toLowerCase(),
    language: 'en',
    fundId: await fundId(context.admin, context.unique),
    fundName: 'General Fund',
    fundNameEs: 'Fondo General',
    amountCents: 5000,
    frequency: 'once',
    status: 'succeeded',
    paidAt: fields.paidAt ?? new Date('2025-06-01T15:00:00Z'),
    stripePaymentIntentId: `pi_matrix_${n}`,
  });
  return String(gift._id);
}

/** A monthly gift of the role's user, as the flow leaves it (stripe-mock answers for any subscription). */
async function storedRecurring(context: CallContext): Promise<string> {
  const user = userOf(context);
  if (!user) return '507f1f77bcf86cd799439011';
  const n = context.unique();
  const doc = await RecurringGiftModel.create({
    setupIntentId: `seti_matrix_${n}`,
    userId: user.id,
    stripeCustomerId: 'cus_matrix',
    stripeSubscriptionId: `sub_matrix_${n}`,
    stripeItemId: `si_matrix_${n}`,
    fundId: await fundId(context.admin, context.unique),
    giftCents: 2500,
    chargeCents: 2500,
    coverFee: false,
    donorName: 'Ruth Moab',
    donorEmail: user.email,
    language: 'en',
    status: 'paused',
  });
  return String(doc._id);
}

/** Giving (billing service, against stripe-mock): funds, donations, a member's giving, the admin's side. */
export const GIVING_ROUTES: Record<string, RouteRow> = {
  'GET /api/giving/funds': fixed(all(200), '/api/giving/funds'),
  'POST /api/giving/donations': {
    expect: all(200),
    call: async ({ admin, unique }) => ({
      path: '/api/giving/donations',
      body: donation(await fundId(admin, unique), unique()),
    }),
  },
  'GET /api/giving/donations/status': {
    expect: all(200),
    call: async ({ client, admin, unique }) => {
      const res = await client.send('POST', '/api/giving/donations', {
        body: donation(await fundId(admin, unique), unique()),
      });
      if (res.status !== 200) throw new Error(`POST /api/giving/donations: ${res.status} ${res.text}`);
      const secret = (res.body as { clientSecret: string }).clientSecret;
      return { path: `/api/giving/donations/status?client_secret=${encodeURIComponent(secret)}` };
    },
  },
  // A monthly gift nobody started: past the guard, "not found" (404).
  'POST /api/giving/donations/complete': {
    expect: signedIn(404),
    call: () => ({
      path: '/api/giving/donations/complete',
      body: { clientSecret: 'seti_NeverStarted_secret_abc' },
    }),
  },
  'GET /api/giving/gifts': fixed(signedIn(200), '/api/giving/gifts'),
  'GET /api/giving/gifts/:id/receipt': {
    expect: signedIn(200),
    call: async (context) => ({ path: `/api/giving/gifts/${await storedGift(context)}/receipt` }),
  },
  'GET /api/giving/recurring': fixed(signedIn(200), '/api/giving/recurring'),
  'PUT /api/giving/recurring/:id': {
    expect: signedIn(200),
    call: async (context) => ({
      path: `/api/giving/recurring/${await storedRecurring(context)}`,
      body: { giftCents: 3000, coverFee: false },
    }),
  },
  ...Object.fromEntries(
    (['pause', 'resume', 'cancel'] as const).map((action) => [
      `POST /api/giving/recurring/:id/${action}`,
      {
        expect: signedIn(200),
        call: async (context: CallContext) => ({
          path: `/api/giving/recurring/${await storedRecurring(context)}/${action}`,
        }),
      },
    ]),
  ),
  'POST /api/giving/portal': {
    expect: signedIn(200),
    call: async ({ client, role }) => {
      // Starting a subscription payment gives her a billing customer, as a monthly gift does.
      if (role !== 'visitor')
        await client.send('POST', '/api/create-subscription-intent', { body: { planId: 'growth' } });
      return { path: '/api/giving/portal' };
    },
  },
  'GET /api/giving/statements': fixed(signedIn(200), '/api/giving/statements'),
  'GET /api/giving/statements/:year': {
    expect: signedIn(200),
    call: async (context) => {
      if (context.role !== 'visitor') await storedGift(context);
      return { path: '/api/giving/statements/2025' };
    },
  },
  // Claims by proof: the answer's status is the same whether her address is verified or not.
  'GET /api/giving/claim': fixed(signedIn(200), '/api/giving/claim'),
  'POST /api/giving/claim': {
    expect: signedIn(200),
    call: async (context) => {
      if (context.role !== 'visitor') await storedGift(context, { claimable: true });
      return { path: '/api/giving/claim' };
    },
  },

  'GET /api/admin/giving/funds': fixed(adminOnly(200), '/api/admin/giving/funds'),
  'POST /api/admin/giving/funds': {
    expect: adminOnly(201),
    call: ({ unique }) => ({ path: '/api/admin/giving/funds', body: newFund(unique()) }),
  },
  'PUT /api/admin/giving/funds/:id': {
    expect: adminOnly(200),
    call: async ({ admin, unique }) => ({
      path: `/api/admin/giving/funds/${await fundId(admin, unique)}`,
      body: newFund(unique()),
    }),
  },
  ...Object.fromEntries(
    (['archive', 'restore'] as const).map((action) => [
      `POST /api/admin/giving/funds/:id/${action}`,
      {
        expect: adminOnly(200),
        call: async ({ admin, unique }: CallContext) => ({
          path: `/api/admin/giving/funds/${await fundId(admin, unique)}/${action}`,
        }),
      },
    ]),
  ),
  'GET /api/admin/giving/summary': fixed(
    adminOnly(200),
    '/api/admin/giving/summary?from=2025-01-01&to=2025-12-31',
  ),
  // Donors' records: an admin needs the finance permission too.
  'GET /api/admin/giving/gifts': fixed(
    financeOnly(200),
    '/api/admin/giving/gifts?frequency=once&donor=ruth&page=1',
  ),
  'GET /api/admin/giving/gifts.csv': fixed(
    financeOnly(200),
    '/api/admin/giving/gifts.csv?frequency=once&from=2025-01-01',
  ),
  'POST /api/admin/giving/gifts/:id/refund': {
    expect: financeOnly(200),
    call: async (context) => ({
      path: `/api/admin/giving/gifts/${await storedGift(context)}/refund`,
      body: { amountCents: 100 },
    }),
  },
};
