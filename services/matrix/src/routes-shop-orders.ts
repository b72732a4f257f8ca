import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { OrderModel } from '../../shop/src/orders/model';
import { ProductModel } from '../../shop/src/products/model';
import type { Client } from './client';
import { adminOnly, all, signedIn, type CallContext, type RouteRow, fixed } from './route-row';

const address = { street: '12 Main St', city: 'Ridgewood', state: 'NY', zipCode: '11385' };
const checkout = {
  contactInfo: { firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.org', phone: '555-0100' },
  shippingAddress: address,
  billingAddress: address,
};

/** An order the client places (pending payment), of a product of its own so no row runs out of stock. */
async function placedOrder(client: Client, unique: () => number): Promise<string> {
  const product = await ProductModel.create({
    name: `Matrix Bracelet ${unique()}`,
    description: 'Made for the authorisation matrix.',
    type: 'bracelet',
    priceCents: 1800,
    imageUrl: '/api/products/images/matrix.svg',
    stock: { all: 100 },
  });
  const line = { productId: String(product._id), quantity: 1, options: { birthstone: 'May' } };
  const added = await client.send('POST', '/api/cart', { body: line });
  if (added.status !== 201) throw new Error(`POST /api/cart: ${added.status} ${added.text}`);
  const res = await client.send('POST', '/api/checkout', { body: checkout });
  if (res.status !== 201) throw new Error(`POST /api/checkout: ${res.status} ${res.text}`);
  return (res.body as { orderNumber: string }).orderNumber;
}

/** A PaymentIntent event of an order as billing forwards it (only the fields the shop reads). */
function paymentEvent(
  n: number,
  order: { orderNumber: string; paymentIntentId?: string | null; totalCents: number },
) {
  return {
    id: `evt_matrix_order_${n}`,
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: order.paymentIntentId ?? 'pi_matrix',
        amount: order.totalCents,
        amount_received: order.totalCents,
        currency: 'usd',
        metadata: { kind: 'order', orderNumber: order.orderNumber },
      },
    },
  };
}

/** An order the admin placed and Stripe's (forwarded) event marked paid. */
export async function paidOrder({ stack, admin, unique }: CallContext): Promise<string> {
  const orderNumber = await placedOrder(admin, unique);
  const order = await OrderModel.findOne({ orderNumber }).lean();
  if (!order) throw new Error(`order ${orderNumber} not stored`);
  const res = await admin.send('POST', '/internal/stripe-events', {
    body: paymentEvent(unique(), order),
    headers: { [INTERNAL_KEY_HEADER]: stack.internalKey },
  });
  if (res.status !== 200) throw new Error(`POST /internal/stripe-events: ${res.status} ${res.text}`);
  return orderNumber;
}

async function shippedOrder(context: CallContext): Promise<string> {
  const orderNumber = await paidOrder(context);
  const res = await context.admin.send('POST', `/api/admin/orders/${orderNumber}/ship`, {
    body: { carrier: 'USPS', trackingNumber: '9400 1000' },
  });
  if (res.status !== 200) throw new Error(`ship: ${res.status} ${res.text}`);
  return orderNumber;
}

const FILTERS = '?status=paid&from=2030-01-01&to=2030-01-31&q=Ruth&page=1';

/** The shop's paid orders: checkout settings, the member's orders, the back office, Stripe's events. */
export const SHOP_ORDER_ROUTES: Record<string, RouteRow> = {
  'GET /api/shop/settings': fixed(all(200), '/api/shop/settings'),
  // Her own order (a visitor is refused before any number is read).
  'GET /api/orders/:orderNumber': {
    expect: signedIn(200),
    call: async ({ role, client, unique }) => ({
      path: `/api/orders/${role === 'visitor' ? 'WOP-AAAA-AAAA' : await placedOrder(client, unique)}`,
    }),
  },
  'GET /api/admin/orders': fixed(adminOnly(200), `/api/admin/orders${FILTERS}`),
  'GET /api/admin/orders.csv': fixed(adminOnly(200), `/api/admin/orders.csv${FILTERS}`),
  'GET /api/admin/orders/:orderNumber': {
    expect: adminOnly(200),
    call: async ({ admin, unique }) => ({ path: `/api/admin/orders/${await placedOrder(admin, unique)}` }),
  },
  'POST /api/admin/orders/:orderNumber/ship': {
    expect: adminOnly(200),
    call: async (context) => ({
      path: `/api/admin/orders/${await paidOrder(context)}/ship`,
      body: { carrier: 'USPS', trackingNumber: '9400 1000' },
    }),
  },
  'POST /api/admin/orders/:orderNumber/deliver': {
    expect: adminOnly(200),
    call: async (context) => ({ path: `/api/admin/orders/${await shippedOrder(context)}/deliver` }),
  },
  'POST /api/admin/orders/:orderNumber/cancel': {
    expect: adminOnly(200),
    call: async ({ admin, unique }) => ({
      path: `/api/admin/orders/${await placedOrder(admin, unique)}/cancel`,
      body: { reason: 'Asked by phone' },
    }),
  },
  'POST /api/admin/orders/:orderNumber/refund': {
    expect: adminOnly(200),
    call: async (context) => ({
      path: `/api/admin/orders/${await paidOrder(context)}/refund`,
      // A part of the $18 line (its unit stays sold) with a staff note: the bad-input bodies vary both.
      body: {
        full: false,
        lines: [{ index: 0, quantity: 1, restock: true, amountCents: 1000 }],
        note: 'Scratched clasp',
      },
    }),
  },
  // Billing's call with a verified Stripe event: an event of no known order is acknowledged.
  'POST /internal/stripe-events': {
    expect: all(403),
    withInternalKey: 200,
    call: ({ unique }) => ({
      path: '/internal/stripe-events',
      body: paymentEvent(unique(), {
        orderNumber: 'WOP-AAAA-AAAA',
        paymentIntentId: 'pi_matrix',
        totalCents: 1800,
      }),
    }),
  },
};
