import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import useSWR from 'swr';
import type { CartItem } from '@ministry/contracts/cart';
import { setLanguage } from '@ministry/platform/i18n';
import {
  hydrateServerPage,
  mockFetch,
  renderPage,
  unmountServerPage,
  type Handler,
} from '@ministry/platform/testing';
import ResourcesPage from '../../../pages/resources';
import * as resourcesSection from '../../../ssr/resources.ssr';
import { RESOURCES_KEY } from '../api/use-resources';
import '../../../i18n';
import { LINE, PREMIUM } from './fixtures';

/** What the header's CartBadge reads: the shared '/api/cart' cache. */
function CartProbe() {
  const { data } = useSWR<CartItem[]>('/api/cart');
  return <output data-testid="cart-count">{data ? data.length : 'none'}</output>;
}

function api(add: Handler, user: object | null = null): Handler {
  return (url, init) => {
    if (url === '/api/auth/user')
      return user ? { body: user } : { status: 401, body: { message: 'Please sign in first.' } };
    if (url === RESOURCES_KEY) return { body: [PREMIUM] };
    if (url === '/api/cart' && (init?.method ?? 'GET') === 'GET') return { body: [] };
    if (url === '/api/cart/resource' && init?.method === 'POST') return add(url, init);
    return undefined;
  };
}

const card = async () =>
  (await screen.findByRole('heading', { name: 'Walking Through Grief' })).closest('article')!;

afterEach(async () => {
  unmountServerPage();
  await act(() => setLanguage('en'));
});

describe('Add to Cart on a premium resource', () => {
  it('posts the resource, says it is in the cart with the way there, and updates the cart badge', async () => {
    const calls = mockFetch(api(() => ({ body: [LINE] })));
    renderPage(
      <>
        <ResourcesPage />
        <CartProbe />
      </>,
      '/resources',
    );
    const article = await card();
    expect(within(article).getByText('$12.99')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('0'));
    const button = within(article).getByRole('button', { name: 'Add to Cart, Walking Through Grief' });
    expect(button).toHaveTextContent(/^Add to Cart$/);
    fireEvent.click(button);

    const status = await within(article).findByRole('status');
    expect(status).toHaveTextContent('Added to your cart.');
    expect(within(status).getByRole('link', { name: 'View your cart' })).toHaveAttribute('href', '/cart');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/cart/resource', body: { resourceId: 'r2' } },
    ]);
    // The answered cart went into the shared cache: the badge shows it without reading it again.
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(calls.filter((call) => call.url === '/api/cart')).toHaveLength(1);
  });

  it('shows the shop’s refusal as the shop words it in the page’s language', async () => {
    await act(() => setLanguage('es'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let language: string | undefined;
    mockFetch(
      api((_url, init) => {
        language = (init?.headers as Record<string, string>)['Accept-Language'];
        return { status: 404, body: { message: 'No encontramos este recurso.' } };
      }),
    );
    renderPage(<ResourcesPage />, '/resources');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Añadir al carrito, Caminar a través del duelo' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos este recurso.');
    expect(language).toBe('es');
    expect(screen.queryByRole('status')).toBeNull();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('is not offered to a subscriber, who downloads it directly', async () => {
    mockFetch(
      api(() => undefined, {
        id: 'u1',
        username: 'ruth',
        email: 'r@example.org',
        role: 'member',
        hasActiveSubscription: true,
      }),
    );
    renderPage(<ResourcesPage />, '/resources');
    const article = await card();
    await waitFor(() => expect(within(article).getByRole('link', { name: /^Download, / })).toBeVisible());
    expect(within(article).queryByRole('button', { name: /^Add to Cart/ })).toBeNull();
  });

  it('hydrates the server’s button with no mismatch and is usable once hydrated', async () => {
    const calls = mockFetch(api(() => ({ body: [LINE] })));
    await hydrateServerPage(
      resourcesSection,
      { url: '/resources', language: 'en' },
      { [RESOURCES_KEY]: [PREMIUM] },
    );
    const button = screen.getByRole('button', { name: 'Add to Cart, Walking Through Grief' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Added to your cart.');
    expect(calls.some((call) => call.url === '/api/cart/resource')).toBe(true);
  });
});
