import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { CartItem } from '@ministry/contracts/cart';
import type { Product } from '@ministry/contracts/product';
import i18n from '@ministry/platform/i18n';
import { swrConfig } from '@ministry/platform/swr-config';
import {
  mockFetch as mockPlatformFetch,
  type FakeResponse,
  type FetchCall,
} from '@ministry/platform/testing';
import { ToastViewport } from '@ministry/platform/toast';
import CartBadge from '../features/cart/components/cart-badge';
import '../i18n';

export type { FakeResponse, FetchCall } from '@ministry/platform/testing';

export type Handler = (method: string, url: string, body: unknown) => FakeResponse | undefined;

/** Platform's fetch double, with the shop tests' handler shape: (method, url, parsed body). */
export function mockFetch(handler: Handler): FetchCall[] {
  return mockPlatformFetch((url, init) =>
    handler(init?.method ?? 'GET', url, init?.body ? JSON.parse(String(init.body)) : undefined),
  );
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** A page as the shell shows it: translations, a fresh data cache, toasts, the header badge, a router. */
export function renderPage(element: ReactNode, path: string, routePath: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ ...swrConfig, onError: () => undefined, provider: () => new Map() }}>
        <MemoryRouter initialEntries={[path]}>
          <header>
            <CartBadge />
          </header>
          <Routes>
            <Route path={routePath} element={element} />
            <Route path="/login" element={<h1>Login page</h1>} />
            <Route path="/checkout" element={<h1>Checkout page</h1>} />
            <Route path="/checkout/complete" element={<h1>Order complete page</h1>} />
            <Route path="/shop" element={<h1>Shop page</h1>} />
          </Routes>
          <Where />
        </MemoryRouter>
        <ToastViewport />
      </SWRConfig>
    </I18nextProvider>,
  );
}

export const TEE: Product = {
  id: '64b000000000000000000001',
  name: 'Faith Over Fear Tee',
  nameEs: 'Camiseta Fe sobre el miedo',
  description: 'Soft cotton in plum.',
  descriptionEs: 'Algodón suave color ciruela.',
  priceCents: 2500,
  imageUrl: '/api/products/images/tee.svg',
  type: 't-shirt',
  inventory: 21,
  inventoryBySize: { S: 3, M: 10, L: 0, XL: 4, '2XL': 4 },
};

export const BRACELET: Product = {
  id: '64b000000000000000000002',
  name: 'Birthstone Cross Bracelet',
  nameEs: 'Pulsera con cruz y piedra natal',
  description: 'Silver chain with a cross.',
  descriptionEs: 'Cadena plateada con una cruz.',
  priceCents: 2200,
  imageUrl: '/api/products/images/bracelet-january.svg',
  type: 'bracelet',
  inventory: 30,
  birthstoneImageUrls: {
    January: '/api/products/images/bracelet-january.svg',
    May: '/api/products/images/bracelet-may.svg',
  },
};

export const SOLD_OUT: Product = {
  ...TEE,
  id: '64b000000000000000000003',
  name: 'Be Still Retreat Tee',
  nameEs: 'Camiseta del retiro Estad quietos',
  inventory: 0,
  inventoryBySize: { S: 0, M: 0, L: 0, XL: 0, '2XL': 0 },
};

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 'line-1',
    productId: TEE.id,
    name: TEE.name,
    nameEs: TEE.nameEs,
    priceCents: 2500,
    quantity: 2,
    options: { size: 'M' },
    imageUrl: TEE.imageUrl,
    type: 't-shirt',
    available: 10,
    ...overrides,
  };
}

/** A gift of $50.00 to the Building Fund, as the cart holds it. */
export const GIFT_LINE = cartItem({
  id: 'gift-1',
  kind: 'gift',
  productId: 'f-building',
  name: 'Building Fund',
  nameEs: 'Fondo de construcción',
  priceCents: 5000,
  quantity: 1,
  options: {},
  imageUrl: null,
  type: undefined,
  available: undefined,
});
/** A premium resource of $12.00. */
export const RESOURCE_LINE = cartItem({
  id: 'res-1',
  kind: 'resource',
  productId: 'r-study',
  name: 'Ruth Bible Study Guide',
  nameEs: 'Guía de estudio de Rut',
  priceCents: 1200,
  quantity: 1,
  options: {},
  imageUrl: null,
  type: undefined,
  available: undefined,
});
