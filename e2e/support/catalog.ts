import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { ProductType } from '@ministry/contracts/product';
import { uniqueName } from './session';

/** A product a test made for itself: nobody else buys or holds its stock. */
export interface TestProduct {
  id: string;
  /** Unique to the test, in English and Spanish. */
  name: string;
  nameEs: string;
  /** As created, in cents. */
  priceCents: number;
  type: ProductType;
}

export interface TestProductOptions {
  type: ProductType;
  /** The start of its names (a random suffix follows); by default "Test Tee" or "Test Bracelet". */
  name?: string;
  nameEs?: string;
  /** In cents; 2500 unless given. */
  priceCents?: number;
  /** Starting stock per key (a tee's sizes, a bracelet's 'all'); 10 of each unless given. */
  stock?: Record<string, number>;
  /** Gives it a picture (e2e/fixtures/product.png), as an admin uploads one; none unless asked. */
  withImage?: boolean;
}

const IMAGE = join(__dirname, '..', 'fixtures', 'product.png');

const DEFAULT_STOCK: Record<ProductType, Record<string, number>> = {
  't-shirt': { S: 10, M: 10, L: 10, XL: 10, '2XL': 10 },
  bracelet: { all: 10 },
};

/** Creates a product of the test's own through the admin API (`admin`: see `asAdmin`). */
export async function createProduct(
  admin: APIRequestContext,
  options: TestProductOptions,
): Promise<TestProduct> {
  const tee = options.type === 't-shirt';
  const suffix = uniqueName('');
  const name = `${options.name ?? (tee ? 'Test Tee' : 'Test Bracelet')} ${suffix}`;
  const nameEs = `${options.nameEs ?? (tee ? 'Camiseta de prueba' : 'Pulsera de prueba')} ${suffix}`;
  const priceCents = options.priceCents ?? 2500;
  const response = await admin.post('/api/admin/products', {
    data: {
      name,
      nameEs,
      description: `Made by an end-to-end test for itself (${suffix}).`,
      descriptionEs: `Creado por una prueba de extremo a extremo para sí misma (${suffix}).`,
      priceCents,
      type: options.type,
      stock: options.stock ?? DEFAULT_STOCK[options.type],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  if (options.withImage) {
    const image = await admin.post(`/api/admin/products/${id}/image`, {
      data: readFileSync(IMAGE),
      headers: { 'Content-Type': 'image/png' },
    });
    expect(image.status(), await image.text()).toBe(200);
  }
  return { id, name, nameEs, priceCents, type: options.type };
}

/**
 * Waits until visitors see the product in the shop: the gateway keeps visitors' reads of the
 * catalogue, and the server-rendered /shop, for a few seconds, so a product just made reaches them
 * after the next refresh. `request` must carry no session (a member's reads bypass that cache).
 */
export async function untilVisitorsSee(request: APIRequestContext, product: TestProduct): Promise<void> {
  const listed = async () => {
    const products = (await (await request.get('/api/products')).json()) as { id: string }[];
    const page = await (await request.get('/shop')).text();
    return products.some((listed) => listed.id === product.id) && page.includes(product.name);
  };
  await expect.poll(listed, { timeout: 20_000 }).toBe(true);
}
