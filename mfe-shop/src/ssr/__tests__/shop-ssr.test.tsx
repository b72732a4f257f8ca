/** @jest-environment node */
import { serverRender, type SectionModule, type ServerAddress } from '@ministry/platform/testing';
import { BRACELET, SOLD_OUT, TEE } from '../../__tests__/test-utils';
import * as productDetail from '../product-detail.ssr';
import * as shopList from '../shop-list.ssr';

// The modules the pages service loads, as its contract types them.
const sections: Record<string, SectionModule> = { shopList, productDetail };

// A warning while rendering on the server (a layout effect, a missing key…) fails the test.
beforeEach(() => {
  jest.spyOn(console, 'error');
});
afterEach(() => {
  expect(console.error).not.toHaveBeenCalled();
});
const products = [TEE, BRACELET, SOLD_OUT];
const api = (path: string) => {
  if (path === '/api/products') return products;
  return products.find((product) => path === `/api/products/${product.id}`);
};

const render = (section: SectionModule, address: ServerAddress) => serverRender(section, address, api);

const shop = (language: ServerAddress['language'], url = '/shop'): ServerAddress => ({
  url,
  route: '/shop',
  language,
});
const product = (id: string, language: ServerAddress['language']): ServerAddress => ({
  url: `/shop/${id}`,
  route: '/shop/:id',
  params: { id },
  language,
});

describe('the server render of /shop', () => {
  it('is the browser page itself, and reads only the products under useProducts’ key', async () => {
    expect(sections.shopList!.default).toBe((await import('../../pages/shop-list')).default);
    const { reads, start } = await render(sections.shopList!, shop('en'));
    expect(reads).toEqual(['/api/products']);
    expect(Object.keys(start.fallback)).toEqual(['/api/products']);
  });

  it('shows every product with its name, price and stock in English, with no loading text', async () => {
    const { text, notFound } = await render(sections.shopList!, shop('en'));
    expect(notFound).toBe(false);
    expect(text).toContain('Shop Faith-inspired t-shirts and birthstone bracelets.');
    expect(text).toContain('Faith Over Fear Tee $25.00');
    expect(text).toContain('Birthstone Cross Bracelet $22.00');
    expect(text).toContain('Be Still Retreat Tee $25.00');
    expect(text).toContain('Soft cotton in plum.');
    expect(text).toContain('Add to Cart');
    expect(text).not.toContain('Loading products');
  });

  it('shows them in Spanish, with no loading text', async () => {
    const { text } = await render(sections.shopList!, shop('es'));
    expect(text).toContain('Tienda Camisetas inspiradas en la fe');
    expect(text).toContain('Camiseta Fe sobre el miedo $25.00');
    expect(text).toContain('Pulsera con cruz y piedra natal $22.00');
    expect(text).toContain('Algodón suave color ciruela.');
    expect(text).toContain('Añadir al carrito');
    expect(text).not.toContain('Cargando productos');
    expect(text).not.toContain('Faith Over Fear Tee');
  });

  it('keeps the tab the address asks for', async () => {
    const { text } = await render(sections.shopList!, shop('en', '/shop?type=bracelet'));
    expect(text).toContain('Birthstone Cross Bracelet');
    expect(text).not.toContain('Faith Over Fear Tee');
  });
});

describe('the server render of /shop/:id', () => {
  it('is the browser page itself, and reads the product under useProduct’s key', async () => {
    expect(sections.productDetail!.default).toBe((await import('../../pages/product-detail')).default);
    const { reads, start } = await render(sections.productDetail!, product(TEE.id, 'en'));
    expect(reads).toEqual([`/api/products/${TEE.id}`]);
    expect(start.fallback).toEqual({ [`/api/products/${TEE.id}`]: TEE });
  });

  it('shows the product, its price and its options in English and in Spanish, with no loading text', async () => {
    const en = await render(sections.productDetail!, product(TEE.id, 'en'));
    expect(en.notFound).toBe(false);
    expect(en.text).toContain('Faith Over Fear Tee $25.00');
    expect(en.text).toContain('Soft cotton in plum.');
    expect(en.text).toContain('Add to Cart');
    expect(en.text).not.toContain('Loading product');

    const es = await render(sections.productDetail!, product(TEE.id, 'es'));
    expect(es.text).toContain('Camiseta Fe sobre el miedo $25.00');
    expect(es.text).toContain('Algodón suave color ciruela.');
    expect(es.text).toContain('Añadir al carrito');
    expect(es.text).not.toContain('Cargando producto');
  });

  it('answers 404 for a product that does not exist and shows the not-found page from the stored null', async () => {
    const missing = '64b0000000000000000000ff';
    const en = await render(sections.productDetail!, product(missing, 'en'));
    expect(en.notFound).toBe(true);
    expect(en.start.fallback).toEqual({ [`/api/products/${missing}`]: null });
    expect(en.text).toContain('Product Not Found');
    expect(en.text).not.toContain('Loading product');

    const es = await render(sections.productDetail!, product(missing, 'es'));
    expect(es.text).toContain('Producto no encontrado');
  });
});
