import { expect, type APIRequestContext } from '@playwright/test';
import type { CheckoutRequest, CheckoutResponse } from '@ministry/contracts/checkout';
import type { AdminOrder, Order, OrderStatus } from '@ministry/contracts/order';
import { MongoClient } from 'mongodb';
import { E2E_MONGODB_URI } from './site';
import { sendStripeEvent } from './stripe-double';

/** A complete, valid checkout form (`checkoutSchema`), for orders placed through the API. */
export function checkoutForm(firstName = 'Ruth', lastName = 'Moab'): CheckoutRequest {
  const address = {
    street: '12 Olive Street',
    city: 'Brooklyn',
    state: 'NY',
    zipCode: '11201',
    country: 'United States',
  };
  return {
    contactInfo: {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@example.org`,
      phone: '(718) 555-0100',
    },
    shippingAddress: address,
    billingAddress: address,
    notes: '',
  };
}

export interface CartLine {
  productId: string;
  quantity?: number;
  options: Record<string, string>;
}

/** Adds a line (one unit unless said) to the cart of whoever `request` is: a member's, or a visitor's. */
export async function addToCart(request: APIRequestContext, line: CartLine): Promise<void> {
  const added = await request.post('/api/cart', { data: { quantity: 1, ...line } });
  expect(added.status(), await added.text()).toBe(201);
}

/**
 * Places an order as the signed-in member of `request` (a browser context's request): fills her cart
 * with `lines`, then POST /api/checkout. The order waits for payment (see `payOrder`).
 */
export async function placeOrder(
  request: APIRequestContext,
  lines: CartLine[],
  form: CheckoutRequest = checkoutForm(),
): Promise<CheckoutResponse> {
  for (const line of lines) await addToCart(request, line);
  const response = await request.post('/api/checkout', { data: form });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as CheckoutResponse;
}

/** An order as staff see it (the `request` must be an admin's). */
export async function adminOrder(request: APIRequestContext, orderNumber: string): Promise<AdminOrder> {
  const response = await request.get(`/api/admin/orders/${encodeURIComponent(orderNumber)}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AdminOrder;
}

/**
 * Stripe says the order's PaymentIntent succeeded: a signed payment_intent.succeeded to the site's
 * one webhook, for exactly the order's total, read (with its PaymentIntent id) through an admin's
 * `adminRequest`. Resolves once the order is paid.
 */
export async function payOrder(adminRequest: APIRequestContext, orderNumber: string): Promise<AdminOrder> {
  const order = await adminOrder(adminRequest, orderNumber);
  if (!order.paymentIntentId) throw new Error(`order ${orderNumber} has no PaymentIntent`);
  const { totalCents } = order;
  if (!totalCents) throw new Error(`order ${orderNumber} has no total`);
  await sendStripeEvent(adminRequest, `evt_e2e_paid_${order.paymentIntentId}`, 'payment_intent.succeeded', {
    id: order.paymentIntentId,
    object: 'payment_intent',
    amount: totalCents,
    amount_received: totalCents,
    currency: 'usd',
    status: 'succeeded',
    metadata: { kind: 'order', orderNumber },
  });
  await expect
    .poll(async () => (await adminOrder(adminRequest, orderNumber)).status)
    .toBe('paid' satisfies OrderStatus);
  return adminOrder(adminRequest, orderNumber);
}

/** The member's own order as GET /api/orders lists it (the `request` must be hers). */
export async function memberOrder(
  request: APIRequestContext,
  orderNumber: string,
): Promise<Pick<Order, 'orderNumber' | 'status'> | undefined> {
  const response = await request.get('/api/orders');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Pick<Order, 'orderNumber' | 'status'>[]).find(
    (order) => order.orderNumber === orderNumber,
  );
}

/**
 * What Stripe sends once an order's PaymentIntent succeeded, signed, to the site's one webhook: for
 * a member's own order, when the test knows the PaymentIntent (from the page) and the total.
 */
export async function sendOrderPaymentSucceeded(
  request: APIRequestContext,
  payment: { orderNumber: string; paymentIntentId: string; totalCents: number },
): Promise<void> {
  await sendStripeEvent(request, `evt_e2e_paid_${payment.orderNumber}`, 'payment_intent.succeeded', {
    id: payment.paymentIntentId,
    object: 'payment_intent',
    amount: payment.totalCents,
    amount_received: payment.totalCents,
    currency: 'usd',
    status: 'succeeded',
    metadata: { kind: 'order', orderNumber: payment.orderNumber },
  });
}

/** What Stripe sends when a card is declined on an order's PaymentIntent, signed, to the site's one webhook. */
export async function sendOrderPaymentFailed(
  request: APIRequestContext,
  payment: { orderNumber: string; paymentIntentId: string; totalCents: number },
  attempt = 1,
): Promise<void> {
  await sendStripeEvent(
    request,
    `evt_e2e_declined_${payment.orderNumber}_${attempt}`,
    'payment_intent.payment_failed',
    {
      id: payment.paymentIntentId,
      object: 'payment_intent',
      amount: payment.totalCents,
      amount_received: 0,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { kind: 'order', orderNumber: payment.orderNumber },
    },
  );
}

/**
 * The PaymentIntent id the shop stored for an order, read from its database: stripe-mock's client
 * secrets do not start with their PaymentIntent's id, as Stripe's do.
 */
export async function orderPaymentIntentId(orderNumber: string): Promise<string> {
  const client = await MongoClient.connect(E2E_MONGODB_URI);
  try {
    const order = await client.db('ministry-shop').collection('orders').findOne({ orderNumber });
    if (!order?.paymentIntentId) throw new Error(`order ${orderNumber} has no PaymentIntent`);
    return String(order.paymentIntentId);
  } finally {
    await client.close();
  }
}
