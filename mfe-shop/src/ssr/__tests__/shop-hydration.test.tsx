import type { ComponentType } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ServerSectionModule } from '@ministry/contracts/ssr';
import { BRACELET, cartItem, mockFetch, TEE } from '../../__tests__/test-utils';
import * as productDetail from '../product-detail.ssr';
import * as shopList from '../shop-list.ssr';
import { runServerData, serverPage, type Address } from './server-render';

const NOW = Date.UTC(2026, 10, 27, 15);
const api = (path: string) => {
  if (path === '/api/products') return [TEE, BRACELET];
  return [TEE, BRACELET].find((product) => path === `/api/products/${product.id}`);
};

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/**
 * The server's HTML in the page, then the browser's first render over it with the server's data:
 * React reports any difference between the two with console.error, which fails the test.
 */
async function hydrate(section: ServerSectionModule<ComponentType>, address: Address) {
  const { start } = await runServerData(section, address, api);
  const container = document.createElement('div');
  // The markup Node renders (shop-ssr.test.tsx checks it there, warnings included): here SWR sees a
  // window and picks layout effects, which React's server renderer warns about, so not this step.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(serverPage(section.default, address, start));
  quiet.mockRestore();
  document.body.append(container);
  const errors = jest.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, serverPage(section.default, address, start, 'browser'));
  });
  expect(errors).not.toHaveBeenCalled();
  return container;
}

describe('the browser takes over the server-rendered shop', () => {
  it('hydrates /shop in Spanish with no mismatch and no second read, and Add to Cart works', async () => {
    const calls = mockFetch((method, url) =>
      method === 'POST' && url === '/api/cart' ? { body: [cartItem()] } : undefined,
    );
    await hydrate(shopList, { url: '/shop?lang=es', route: '/shop', language: 'es', now: NOW });
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
    await hydrate(productDetail, {
      url: `/shop/${BRACELET.id}`,
      route: '/shop/:id',
      params: { id: BRACELET.id },
      language: 'en',
      now: NOW,
    });
    expect(screen.getByRole('heading', { name: 'Birthstone Cross Bracelet', level: 1 })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
