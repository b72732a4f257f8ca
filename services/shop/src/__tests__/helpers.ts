import { createHmac, randomUUID } from 'node:crypto';
import request, { type Response } from 'supertest';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { SHOP_STRIPE_EVENTS_PATH } from '@ministry/kit/stripe';
import { testStripeSettings } from '@ministry/kit/testing/stripe';
import {
  MongoSessionStore,
  SESSION_COOKIE,
  SESSION_MAX_AGE_MS,
  type SessionUser,
} from '@ministry/kit/session';
import type { TestDatabase } from '@ministry/kit/testing/database';
import { outboxModels } from '@ministry/kit/outbox';
import { rateLimitModel } from '@ministry/kit/rate-limit';
import type { TestMailbox } from '@ministry/kit/testing/mail';
import { CartLineModel } from '../cart/model';
import { CART_COOKIE } from '../cart/owner';
import { orderDeclines } from '../orders/card-failures';
import { CheckoutIntentModel } from '../orders/checkout-intent';
import { OrderModel, ProcessedOrderEventModel } from '../orders/model';
import type { ProductType } from '@ministry/contracts/product';
import { createApp, ordersContext } from '../app';
import { SHOP_DEFAULTS, type ShopSettingsConfig } from '../config';
import { ProductModel, type ProductDocument } from '../products/model';

function sign(value: string, key: string): string {
  return createHmac('sha1', key).update(`${SESSION_COOKIE}=${value}`).digest('base64url');
}

/** The value a response's Set-Cookie gives `name` ('' when it clears it), if it sets it. */
export function cookieSet(res: Response, name: string): string | undefined {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = raw?.find((c) => c.startsWith(`${name}=`));
  return cookie === undefined ? undefined : cookie.slice(name.length + 1).split(';')[0];
}

/** The session key a response's Set-Cookie carries, if any. */
export function sessionKeyFrom(res: Response): string | undefined {
  return cookieSet(res, SESSION_COOKIE) || undefined;
}

/** The visitor's cart cookie (with its signature) a response sets, as a Cookie header. */
export function cartCookieFrom(res: Response): string | undefined {
  const id = cookieSet(res, CART_COOKIE);
  const sig = cookieSet(res, `${CART_COOKIE}.sig`);
  return id && sig ? `${CART_COOKIE}=${id}; ${CART_COOKIE}.sig=${sig}` : undefined;
}

export function cookieFor(db: TestDatabase, key: string): string {
  return `${SESSION_COOKIE}=${key}; ${SESSION_COOKIE}.sig=${sign(key, db.config.sessionKeys[0] ?? '')}`;
}

/** Writes a session with any data (a user and a cartId, say) and answers its Cookie header. */
export async function sessionCookie(db: TestDatabase, data: Record<string, unknown>): Promise<string> {
  const key = randomUUID();
  await new MongoSessionStore(db.sessions).set(
    key,
    { ...data, _expire: Date.now() + SESSION_MAX_AGE_MS, _maxAge: SESSION_MAX_AGE_MS },
    SESSION_MAX_AGE_MS,
  );
  return cookieFor(db, key);
}

/**
 * A visitor with a cart signs in (identity writes her session); her browser still sends the cart
 * cookie the shop gave her: answers both cookies as one Cookie header.
 */
export async function signInWithCart(
  db: TestDatabase,
  cartCookie: string,
  user: Partial<SessionUser> = {},
): Promise<{ cookie: string; user: SessionUser }> {
  const sessionUser: SessionUser = { id: randomUUID(), username: 'martha', role: 'member', ...user };
  return { cookie: `${await sessionCookie(db, { user: sessionUser })}; ${cartCookie}`, user: sessionUser };
}

/** A product straight into the database, for tests that need exact stock. */
export async function createProduct(
  type: ProductType,
  stock: Record<string, number>,
  extra: Partial<ProductDocument> = {},
): Promise<string> {
  const product = await ProductModel.create({
    name: type === 't-shirt' ? 'Test Tee' : 'Test Bracelet',
    nameEs: type === 't-shirt' ? 'Camiseta de prueba' : 'Pulsera de prueba',
    description: 'A product made by a test.',
    descriptionEs: 'Un producto creado por una prueba.',
    type,
    priceCents: 2000,
    imageUrl: '/api/products/images/test.svg',
    stock,
    sortOrder: 100,
    ...extra,
  });
  return String(product._id);
}

export async function stockOf(productId: string): Promise<Record<string, number>> {
  const doc = await ProductModel.findById(productId).lean();
  return doc?.stock ?? {};
}

export const VALID_CHECKOUT = {
  contactInfo: { firstName: 'Martha', lastName: 'Reyes', email: 'martha@example.org', phone: '718-555-0101' },
  shippingAddress: {
    street: '60-12 Myrtle Avenue',
    city: 'Ridgewood',
    state: 'NY',
    zipCode: '11385',
    country: 'United States',
  },
  billingAddress: {
    street: '60-12 Myrtle Avenue',
    city: 'Ridgewood',
    state: 'NY',
    zipCode: '11385',
    country: 'United States',
  },
  notes: 'Please gift-wrap the bracelet.',
};

/**
 * The shop's settings in tests: the defaults ($5.95 shipping, free from $75, 30-minute holds, the
 * checkout limits) and the run's stripe-mock; every request of a test file comes from one address, so
 * the per-address checkout limit is out of the way unless a test sets it.
 */
export function testShopConfig(db: TestDatabase, overrides: Partial<ShopSettingsConfig> = {}) {
  return {
    ...db.config,
    ...SHOP_DEFAULTS,
    checkout: { ...SHOP_DEFAULTS.checkout, clientLimit: 100_000 },
    stripe: testStripeSettings(),
    ...overrides,
  };
}

/**
 * The shop app as the server builds it, and the context its order logic runs with (for the sweeper);
 * `now` is the clock its checkout limits count by.
 */
export function shopApp(db: TestDatabase, overrides: Partial<ShopSettingsConfig> = {}, now?: () => number) {
  const config = testShopConfig(db, overrides);
  const orders = ordersContext(config, db.data, undefined, now);
  return { orders, handler: createApp(config, db, { orders }).app.callback() };
}

let eventCounter = 0;

/** A PaymentIntent event of an order, as billing forwards it (the PaymentIntent's id, amount and metadata). */
export function orderEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.canceled',
  order: { orderNumber: string; paymentIntentId?: string | null; totalCents: number },
  overrides: { id?: string; amount?: number; currency?: string } = {},
) {
  eventCounter += 1;
  const amount = overrides.amount ?? order.totalCents;
  return {
    id: overrides.id ?? `evt_shop_${Date.now()}_${eventCounter}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: order.paymentIntentId ?? 'pi_unknown',
        object: 'payment_intent',
        amount,
        amount_received: type === 'payment_intent.succeeded' ? amount : 0,
        currency: overrides.currency ?? 'usd',
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        metadata: { kind: 'order', orderNumber: order.orderNumber },
      },
    },
  };
}

/** Hands an event to the shop's internal endpoint as billing does. */
export function postEvent(handler: Parameters<typeof request>[0], event: object, key = 'test-internal-key') {
  return request(handler).post(SHOP_STRIPE_EVENTS_PATH).set(INTERNAL_KEY_HEADER, key).send(event);
}

/** Empties what the order tests write (products, carts, orders, checkouts, events, declines, limit counters, the outbox) and the mailbox. */
export async function clearShop(db: TestDatabase, mailbox: TestMailbox): Promise<void> {
  const { mail, claims } = outboxModels(db.data);
  await Promise.all(
    [
      ProductModel,
      CartLineModel,
      OrderModel,
      CheckoutIntentModel,
      ProcessedOrderEventModel,
      orderDeclines({ connection: db.data }).model,
      rateLimitModel(db.data),
      mail,
      claims,
    ].map((model) => (model as typeof OrderModel).deleteMany({})),
  );
  mailbox.clear();
}
