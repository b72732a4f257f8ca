import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import type { Client } from './client';
import { all, first, signedIn, type CallContext, type RouteRow, fixed } from './route-row';

/**
 * The one cart's other lines (a gift to a fund, a premium resource) and what their services do once
 * the shop says an order is paid: record the gift (billing), let her download the resource (content).
 */

const firstFund = (client: Client) => first(client, '/api/giving/funds');
const premiumResource = (client: Client) =>
  first(client, '/api/resources', (resource) => resource.type === 'premium');

const orderGift = (key: string, fundId: string) => ({
  key,
  orderNumber: 'WOP-MTRX-AAAA',
  userId: 'matrix-buyer',
  name: 'Ruth Moab',
  email: 'ruth@example.org',
  language: 'en',
  fundId,
  amountCents: 2000,
  paymentIntentId: `pi_${key.replace(/\W/g, '')}`,
  paidAt: '2030-06-01T15:00:00.000Z',
});

/** The shop's internal call, as the shop makes it once an order is paid. */
async function asShop(context: CallContext, path: string, body: object): Promise<void> {
  const res = await context.admin.send('POST', path, {
    body,
    headers: { [INTERNAL_KEY_HEADER]: context.stack.internalKey },
  });
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${res.text}`);
}

export const ONE_CART_ROUTES: Record<string, RouteRow> = {
  'POST /api/cart/gift': {
    expect: all(201),
    call: async ({ client }) => ({
      path: '/api/cart/gift',
      body: { fundId: (await firstFund(client)).id, giftCents: 2000 },
    }),
  },
  'POST /api/cart/resource': {
    expect: all(201),
    call: async ({ client }) => ({
      path: '/api/cart/resource',
      body: { resourceId: (await premiumResource(client)).id },
    }),
  },
  // A package of counseling sessions (care's seeded package of 8), quoted by care: members only.
  'POST /api/cart/package': fixed(signedIn(201), '/api/cart/package', { typeId: 'package-8' }),
  'GET /api/resources/purchased': fixed(signedIn(200), '/api/resources/purchased'),
  // Her own purchase (recorded as the shop records it) gets her a signed link.
  'POST /api/resources/:id/link': {
    expect: signedIn(200),
    call: async (context) => {
      const resource = await premiumResource(context.client);
      if (context.role !== 'visitor') {
        await asShop(context, '/internal/resource-purchases', {
          userId: context.stack.users[context.role].id,
          resourceId: resource.id,
          orderNumber: 'WOP-MTRX-AAAA',
        });
      }
      return { path: `/api/resources/${resource.id}/link` };
    },
  },
  'POST /internal/order-gifts': {
    expect: all(403),
    withInternalKey: 201,
    call: async ({ admin, unique }) => ({
      path: '/internal/order-gifts',
      body: orderGift(`WOP-MTRX-AAAA#${unique()}`, (await firstFund(admin)).id),
    }),
  },
  'POST /internal/order-gifts/:key/refund': {
    expect: all(403),
    withInternalKey: 200,
    call: async (context) => {
      const key = `WOP-MTRX-AAAA#${context.unique()}`;
      await asShop(context, '/internal/order-gifts', orderGift(key, (await firstFund(context.admin)).id));
      return { path: `/internal/order-gifts/${encodeURIComponent(key)}/refund`, body: { amountCents: 500 } };
    },
  },
  'POST /internal/resource-purchases': {
    expect: all(403),
    withInternalKey: 201,
    call: async ({ admin, unique }) => ({
      path: '/internal/resource-purchases',
      body: {
        userId: `matrix-buyer-${unique()}`,
        resourceId: (await premiumResource(admin)).id,
        orderNumber: 'WOP-MTRX-AAAA',
      },
    }),
  },
};
