import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { hydrateServerPage, unmountServerPage } from '@ministry/platform/testing';
import { BRACELET, cartItem, mockFetch, TEE } from '../../__tests__/test-utils';
import * as productDetail from '../product-detail.ssr';
import * as shopList from '../shop-list.ssr';

const api = (path: string) => {
  if (path === '/api/products') return [TEE, BRACELET];
  return [TEE, BRACELET].find((product) => path === `/api/products/${product.id}`);
};

afterEach(unmountServerPage);

describe('the browser takes over the server-rendered shop', () => {
  it('hydrates /shop in Spanish with no mismatch and no second read, and Add to Cart works', async () => {
    const calls = mockFetch((method, url) =>
      method === 'POST' && url === '/api/cart' ? { body: [cartItem()] } : undefined,
    );
    await hydrateServerPage(shopList, { url: '/shop?lang=es', route: '/shop', language: 'es' }, api);
    expect(screen.getByRole('heading', { name: 'Camiseta Fe sobre el miedo' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando productos…')).toBeNull();
    expect(calls).toEqual([]);

    const card = screen.getAllByTestId('product-card')[0]!;
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: /^Añadir al carrito/ }));
    });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/cart']);
  });

  it('hydrates a product page in English with no mismatch and no second read', async () => {
    const calls = mockFetch(() => undefined);
    await hydrateServerPage(
      productDetail,
      { url: `/shop/${BRACELET.id}`, route: '/shop/:id', params: { id: BRACELET.id }, language: 'en' },
      api,
    );
    expect(screen.getByRole('heading', { name: 'Birthstone Cross Bracelet', level: 1 })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
