import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import ShopListPage from '../pages/shop-list';
import { BRACELET, cartItem, mockFetch, renderPage, SOLD_OUT, TEE, type Handler } from './test-utils';

const visitor: Handler = (method, url) => {
  if (url === '/api/auth/user') return { status: 401, body: { message: 'Please sign in first.' } };
  if (url === '/api/cart' && method === 'GET') return { body: [] };
  return undefined;
};

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

function cards() {
  return screen.getAllByTestId('product-card');
}

describe('/shop', () => {
  it('shows the grid with prices in dollars, stock and both buttons', async () => {
    mockFetch((m, u) => (u === '/api/products' ? { body: [TEE, BRACELET, SOLD_OUT] } : visitor(m, u, null)));
    renderPage(<ShopListPage />, '/shop', '/shop');
    expect(screen.getByRole('heading', { name: 'Shop', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Faith Over Fear Tee' })).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    const tee = within(cards()[0]!);
    expect(tee.getByText('$25.00')).toBeInTheDocument();
    expect(tee.getByText('In Stock')).toBeInTheDocument();
    expect(tee.getByRole('link', { name: 'View Details, Faith Over Fear Tee' })).toHaveAttribute(
      'href',
      `/shop/${TEE.id}`,
    );
    expect(tee.getByRole('button', { name: 'Add to Cart, Faith Over Fear Tee' })).toBeEnabled();
    const soldOut = within(cards()[2]!);
    expect(soldOut.getByText('Out of Stock')).toBeInTheDocument();
    expect(soldOut.getByRole('button', { name: /Add to Cart, Be Still Retreat Tee/ })).toBeDisabled();
  });

  it('filters by the all / t-shirt / bracelet tabs', async () => {
    mockFetch((m, u) => (u === '/api/products' ? { body: [TEE, BRACELET, SOLD_OUT] } : visitor(m, u, null)));
    renderPage(<ShopListPage />, '/shop', '/shop');
    await screen.findByRole('heading', { name: 'Faith Over Fear Tee' });
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Bracelets' }));
    expect(screen.getByRole('tab', { name: 'Bracelets' })).toHaveAttribute('aria-selected', 'true');
    expect(cards()).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?type=bracelet');
    fireEvent.click(screen.getByRole('tab', { name: 'T-Shirts' }));
    expect(cards()).toHaveLength(2);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'T-Shirts' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    expect(cards()).toHaveLength(3);
  });

  it('adds with the default options from the grid, and the badge counts it at once', async () => {
    const calls = mockFetch((method, url, body) => {
      if (url === '/api/products') return { body: [TEE, BRACELET] };
      if (url === '/api/cart' && method === 'POST') {
        const request = body as { quantity: number; options: Record<string, string> };
        return { status: 201, body: [cartItem({ quantity: request.quantity, options: request.options })] };
      }
      return visitor(method, url, body);
    });
    renderPage(<ShopListPage />, '/shop', '/shop');
    await screen.findByRole('heading', { name: 'Faith Over Fear Tee' });
    expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 0 items');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, Faith Over Fear Tee' }));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(screen.getByText('Faith Over Fear Tee (M) × 1')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      productId: TEE.id,
      quantity: 1,
      options: { size: 'M' },
    });
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item'));

    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, Birthstone Cross Bracelet' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({
        productId: BRACELET.id,
        quantity: 1,
        options: { birthstone: 'January' },
      }),
    );
  });

  it('shows its texts when loading fails and when there are no products', async () => {
    mockFetch((m, u) =>
      u === '/api/products' ? { status: 500, body: { message: 'boom' } } : visitor(m, u, null),
    );
    const { unmount } = renderPage(<ShopListPage />, '/shop', '/shop');
    expect(await screen.findByText('Error loading products. Please try again later.')).toBeInTheDocument();
    unmount();
    mockFetch((m, u) => (u === '/api/products' ? { body: [] } : visitor(m, u, null)));
    renderPage(<ShopListPage />, '/shop', '/shop');
    expect(
      await screen.findByText('No products found. Please check back later for new additions.'),
    ).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await act(() => setLanguage('es'));
    mockFetch((m, u) => (u === '/api/products' ? { body: [TEE] } : visitor(m, u, null)));
    renderPage(<ShopListPage />, '/shop', '/shop');
    expect(await screen.findByRole('heading', { name: 'Camiseta Fe sobre el miedo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tienda', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pulseras' })).toBeInTheDocument();
  });
});
