import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartItem } from '@ministry/contracts/cart';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import CartPage from '../pages/cart';
import { BRACELET, cartItem, mockFetch, renderPage, type Handler } from './test-utils';

const MEMBER = { id: 'u1', username: 'martha', email: 'martha@example.org', role: 'member' };

/** A small fake shop service holding one cart. */
function cartService(initial: CartItem[], options: { member?: boolean; fail?: string } = {}): Handler {
  let cart = initial;
  return (method, url, body) => {
    if (url === '/api/auth/user') return options.member ? { body: MEMBER } : { status: 401 };
    if (options.fail === `${method} ${url}`) return { status: 500, body: { message: 'boom' } };
    if (url === '/api/cart' && method === 'GET') return { body: cart };
    if (url === '/api/cart' && method === 'DELETE') {
      cart = [];
      return { body: cart };
    }
    const id = /^\/api\/cart\/(.+)$/.exec(url)?.[1];
    if (id && method === 'PUT') {
      cart = cart.map((item) =>
        item.id === id ? { ...item, quantity: (body as { quantity: number }).quantity } : item,
      );
      return { body: cart };
    }
    if (id && method === 'DELETE') {
      cart = cart.filter((item) => item.id !== id);
      return { body: cart };
    }
    return undefined;
  };
}

const TWO_LINES = [
  cartItem({ id: 'tee', quantity: 1 }),
  cartItem({
    id: 'bracelet',
    productId: BRACELET.id,
    name: BRACELET.name,
    nameEs: BRACELET.nameEs,
    priceCents: 2200,
    quantity: 2,
    options: { birthstone: 'May' },
    imageUrl: '/api/products/images/bracelet-may.svg',
    type: 'bracelet',
    available: 30,
  }),
];

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

function rows() {
  return screen.getAllByTestId('cart-row');
}

describe('/cart', () => {
  it('shows the table with options, unit price, quantity, subtotal and the total', async () => {
    mockFetch(cartService(TWO_LINES));
    renderPage(<CartPage />, '/cart', '/cart');
    expect(screen.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeInTheDocument();
    await screen.findAllByTestId('cart-row');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Product', 'Options', 'Price', 'Quantity', 'Subtotal', 'Actions']);
    const tee = within(rows()[0]!);
    expect(tee.getByRole('rowheader')).toHaveTextContent('Faith Over Fear Tee');
    expect(tee.getAllByText('Size: M').length).toBeGreaterThan(0);
    expect(tee.getAllByText('$25.00', { selector: 'td' })).toHaveLength(2);
    expect(tee.getByRole('button', { name: 'Decrease quantity of Faith Over Fear Tee' })).toBeDisabled();
    const bracelet = within(rows()[1]!);
    expect(bracelet.getAllByText('Birthstone: May (Emerald)').length).toBeGreaterThan(0);
    expect(bracelet.getByText('$44.00')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total: $69.00');
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 3 items'));
  });

  it('changes quantities with − and +, never below 1, and the badge follows', async () => {
    const calls = mockFetch(cartService(TWO_LINES));
    renderPage(<CartPage />, '/cart', '/cart');
    await screen.findAllByTestId('cart-row');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Faith Over Fear Tee' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Quantity of Faith Over Fear Tee' })).toHaveValue('2'),
    );
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/cart/tee', body: { quantity: 2 } },
    ]);
    expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 4 items');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$94.00');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Faith Over Fear Tee' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Decrease quantity of Faith Over Fear Tee' })).toBeDisabled(),
    );
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });

  it('removes one item and clears the cart, with their notices', async () => {
    mockFetch(cartService(TWO_LINES));
    renderPage(<CartPage />, '/cart', '/cart');
    await screen.findAllByTestId('cart-row');
    fireEvent.click(screen.getByRole('button', { name: 'Remove, Faith Over Fear Tee' }));
    expect(await screen.findByText('Item removed')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Cart cleared')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 0 items');
  });

  it.each([
    [
      'PUT /api/cart/tee',
      'Increase quantity of Faith Over Fear Tee',
      'Failed to update cart item. Please try again.',
    ],
    [
      'DELETE /api/cart/tee',
      'Remove, Faith Over Fear Tee',
      'Failed to remove item from cart. Please try again.',
    ],
    ['DELETE /api/cart', 'Clear Cart', 'Failed to clear cart. Please try again.'],
  ])('shows an Error notice when %s fails', async (fail, button, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(cartService(TWO_LINES, { fail }));
    renderPage(<CartPage />, '/cart', '/cart');
    await screen.findAllByTestId('cart-row');
    fireEvent.click(screen.getByRole('button', { name: button }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(message);
    expect(rows()).toHaveLength(2);
  });

  it('sends a visitor to log in before checkout, with a notice, and a member to /checkout', async () => {
    mockFetch(cartService(TWO_LINES));
    const { unmount } = renderPage(<CartPage />, '/cart', '/cart');
    await screen.findAllByTestId('cart-row');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=/cart');
    expect(screen.getByText('Login required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to proceed to checkout.')).toBeInTheDocument();
    unmount();

    mockFetch(cartService(TWO_LINES, { member: true }));
    renderPage(<CartPage />, '/cart', '/cart');
    await screen.findAllByTestId('cart-row');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
  });

  it('shows the load error and the empty state', async () => {
    mockFetch((m, u) => (u === '/api/cart' ? { status: 500 } : undefined));
    const { unmount } = renderPage(<CartPage />, '/cart', '/cart');
    expect(await screen.findByText('Error loading cart. Please try again later.')).toBeInTheDocument();
    unmount();
    mockFetch(cartService([]));
    renderPage(<CartPage />, '/cart', '/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('shows 99+ on the badge above 99', async () => {
    mockFetch(cartService([cartItem({ quantity: 60, available: 200 }), cartItem({ id: 'b', quantity: 40 })]));
    renderPage(<CartPage />, '/cart', '/cart');
    await screen.findAllByTestId('cart-row');
    expect(within(screen.getByTestId('cart-badge')).getByText('99+')).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 100 items');
  });
});
