/**
 * @jest-environment node
 */
import { serverRender } from '@ministry/platform/testing';
import { BRACELET, TEE } from '../../__tests__/test-utils';
import * as productDetail from '../product-detail.ssr';
import * as shopList from '../shop-list.ssr';

// Add to Cart comes from the server usable: a tap before hydration is held and made again once the
// page is hydrated (shell/src/early-taps.ts), not lost on a disabled button.
const api = (path: string) =>
  path === '/api/products' ? [TEE, BRACELET] : [TEE, BRACELET].find((p) => path === `/api/products/${p.id}`);

const addToCart = (html: string) =>
  html.match(/<button[^>]*>(?:<[^>]+>)*[^<]*(Add to Cart|Añadir al carrito)/g) ?? [];

it('sends the grid’s Add to Cart buttons enabled', async () => {
  const { html } = await serverRender(shopList, { url: '/shop', language: 'en' }, api);
  expect(addToCart(html)).toHaveLength(2);
  for (const button of addToCart(html)) expect(button).not.toContain(' disabled=');
});

it('sends a product page’s Add to Cart enabled', async () => {
  const { html } = await serverRender(
    productDetail,
    { url: `/shop/${BRACELET.id}?lang=es`, route: '/shop/:id', params: { id: BRACELET.id }, language: 'es' },
    api,
  );
  expect(addToCart(html)).toHaveLength(1);
  expect(addToCart(html)[0]).toMatch(/^<button type="submit"/);
  expect(addToCart(html)[0]).not.toContain(' disabled=');
});
