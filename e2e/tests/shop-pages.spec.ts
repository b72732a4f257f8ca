import { expect, test } from '@playwright/test';

test.describe('shop pages', () => {
  test("an unknown product shows 'Product Not Found' with a way back to the shop", async ({ page }) => {
    await page.goto('/shop/sample-product');
    await expect(page.getByRole('heading', { name: 'Product Not Found', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  });

  test('the shop in Spanish keeps prices in dollars with two decimals', async ({ page }) => {
    await page.goto('/shop');
    await page.getByTestId('language-es').click();
    await expect(page.getByRole('heading', { name: 'Tienda', level: 1 })).toBeVisible();
    const card = page.getByTestId('product-card').filter({ hasText: 'Camiseta Fe sobre el miedo' });
    await expect(card).toContainText('$25.00');
    await expect(card.getByRole('link', { name: 'Ver detalles, Camiseta Fe sobre el miedo' })).toBeVisible();
    await page.getByTestId('language-en').click();
  });

  test('a tee sold out in M can still be bought in another size', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('link', { name: 'View Details, Grace Upon Grace Tee', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'M, sold out' })).toBeDisabled();
    // The page starts on the first size in stock instead of M.
    await expect(page.getByRole('radio', { name: 'S', exact: true })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  test('product pictures are served by the shop with long cache headers', async ({ request }) => {
    const products = (await (await request.get('/api/products')).json()) as { imageUrl: string }[];
    // Other tests add products of their own, some without a picture: nothing to serve for those.
    const pictured = products.filter((product) => product.imageUrl);
    expect(pictured.length).toBeGreaterThan(0);
    for (const product of pictured) {
      const image = await request.get(product.imageUrl);
      expect(image.status()).toBe(200);
      // The seeded products' drawings, or a picture an admin uploaded (another test may have).
      expect(image.headers()['content-type']).toMatch(/^image\/(svg\+xml|webp)/);
      expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const missing = await request.get('/api/products/0123456789abcdef01234567');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Product Not Found' });
  });
});
