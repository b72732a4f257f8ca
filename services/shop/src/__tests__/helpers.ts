import { createHmac, randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import {
  MongoSessionStore,
  SESSION_COOKIE,
  SESSION_MAX_AGE_MS,
  type SessionUser,
} from '@ministry/kit/session';
import type { TestDatabase } from '@ministry/kit/test-database';
import type { ProductType } from '@ministry/contracts/product';
import { ProductModel, type ProductDocument } from '../products/model';

function sign(value: string, key: string): string {
  return createHmac('sha1', key).update(`${SESSION_COOKIE}=${value}`).digest('base64url');
}

/** The session key a response's Set-Cookie carries, if any. */
export function sessionKeyFrom(res: Response): string | undefined {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = raw?.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return cookie?.slice(SESSION_COOKIE.length + 1).split(';')[0] || undefined;
}

export function cookieFor(db: TestDatabase, key: string): string {
  return `${SESSION_COOKIE}=${key}; ${SESSION_COOKIE}.sig=${sign(key, db.config.sessionKeys[0] ?? '')}`;
}

export async function readSession(
  db: TestDatabase,
  key: string,
): Promise<Record<string, unknown> | undefined> {
  return new MongoSessionStore(db.sessions).get(key);
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
 * Signs a visitor in the way the identity service does: a new session (new key) that keeps the old
 * session's other keys (cartId among them) and adds the user.
 */
export async function logInKeepingSession(
  db: TestDatabase,
  visitorKey: string,
  user: Partial<SessionUser> = {},
): Promise<{ cookie: string; user: SessionUser }> {
  const old = (await readSession(db, visitorKey)) ?? {};
  const sessionUser: SessionUser = { id: randomUUID(), username: 'martha', role: 'member', ...user };
  const kept = { ...old };
  delete kept._expire;
  delete kept._maxAge;
  const cookie = await sessionCookie(db, { ...kept, user: sessionUser });
  await new MongoSessionStore(db.sessions).destroy(visitorKey);
  return { cookie, user: sessionUser };
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
