import type { APIRequestContext } from '@playwright/test';

/** The id of a seeded tee that is in stock, from the real product API. */
export async function inStockTeeId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/products');
  const products = (await response.json()) as { id: string; type: string; inventory: number }[];
  const tee = products.find((product) => product.type === 't-shirt' && product.inventory > 0);
  if (!tee) throw new Error('no tee in stock in the seeded catalogue');
  return tee.id;
}
