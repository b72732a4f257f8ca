import type { AdminProduct } from '@ministry/contracts/admin-product';
import { createServiceApp } from '@ministry/kit/app';
import type { TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import request from 'supertest';
import { adminProductsRouter } from '../products/admin-routes';
import { productsRouter } from '../products/routes';

export const LOW_STOCK_THRESHOLD = 3;

/** The shop's product routes with a low-stock threshold of 3, as app.ts mounts them. */
export function productsApp(db: TestDatabase) {
  return createServiceApp({
    name: 'shop',
    ...db,
    routers: [adminProductsRouter({ lowStockThreshold: LOW_STOCK_THRESHOLD }), productsRouter()],
  }).app.callback();
}

export interface Cookies {
  admin: string;
  member: string;
  editor: string;
}

export async function signIn(db: TestDatabase): Promise<Cookies> {
  return {
    admin: await signedInCookie(db, { role: 'admin', username: 'lydia' }),
    member: await signedInCookie(db, { role: 'member', username: 'martha' }),
    editor: await signedInCookie(db, { role: 'event_editor', username: 'deborah', canManageEvents: true }),
  };
}

export const NEW_TEE = {
  name: 'Joy Comes in the Morning Tee',
  nameEs: 'Camiseta El gozo viene por la mañana',
  description: 'Sunrise-yellow cotton with Psalm 30:5.',
  descriptionEs: 'Algodón amarillo amanecer con Salmo 30:5.',
  priceCents: 2650,
  type: 't-shirt',
  stock: { S: 4, M: 8, L: 0, XL: 2, '2XL': 1 },
};

export const NEW_BRACELET = {
  name: 'Mustard Seed Bracelet',
  nameEs: 'Pulsera Semilla de mostaza',
  description: 'A thin cord with a tiny glass mustard seed.',
  descriptionEs: 'Un cordón fino con una pequeña semilla de mostaza en vidrio.',
  priceCents: 1500,
  type: 'bracelet',
  stock: { all: 12 },
};

/** Creates a product through the API as the admin. */
export async function createdProduct(
  app: ReturnType<typeof productsApp>,
  admin: string,
  body: object = NEW_TEE,
): Promise<AdminProduct> {
  const res = await request(app).post('/api/admin/products').set('Cookie', admin).send(body);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${res.text}`);
  return res.body as AdminProduct;
}
