import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartItem } from '@ministry/contracts/cart';
import { setLanguage } from '@ministry/platform/i18n';
import CartPage from '../../../pages/cart';
import { cartItem, mockFetch, renderPage } from '../../../__tests__/test-utils';

/** Her paid counseling session of Monday 4 March 2030, 9:00 in New York, as the shop names it. */
const SESSION_LINE: CartItem = cartItem({
  id: 'session-1',
  kind: 'session',
  productId: '65f1a2b3c4d5e6f708192a3b',
  name: 'Counseling session, March 4, 2030 at 9:00 AM',
  nameEs: 'Sesión de consejería, 4 de marzo de 2030, 9:00 a.m.',
  priceCents: 7500,
  quantity: 1,
  options: {},
  imageUrl: null,
  type: undefined,
  available: undefined,
  session: {
    startsAt: '2030-03-04T14:00:00.000Z',
    durationMinutes: 50,
    counselorName: 'Ana Ruiz',
    typeName: 'Individual session',
    typeNameEs: 'Sesión individual',
  },
});

afterEach(() => act(() => setLanguage('en')));

describe('a counseling session line', () => {
  it('shows its New York time, type, counselor and price, no quantity control, and a named remove', async () => {
    const calls = mockFetch((method, url) => {
      if (url === '/api/auth/user') return { status: 401 };
      if (url === '/api/cart' && method === 'GET') return { body: [SESSION_LINE] };
      if (url === '/api/cart/session-1' && method === 'DELETE') return { body: [] };
      return undefined;
    });
    renderPage(<CartPage />, '/cart', '/cart');
    const [row] = await screen.findAllByTestId('cart-row');
    const line = within(row!);
    expect(line.getByText('Counseling session, March 4, 2030 at 9:00 AM')).toBeInTheDocument();
    expect(line.getByTestId('session-detail')).toHaveTextContent(
      'Individual session with Ana Ruiz, 50 minutes (New York time)',
    );
    expect(row).toHaveTextContent('$75.00');
    expect(line.queryByRole('button', { name: /quantity/ })).toBeNull();
    fireEvent.click(
      line.getByRole('button', { name: 'Remove, Counseling session, March 4, 2030 at 9:00 AM' }),
    );
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/api/cart/session-1' })),
    );
  });

  it('speaks Spanish', async () => {
    mockFetch((method, url) => {
      if (url === '/api/auth/user') return { status: 401 };
      if (url === '/api/cart' && method === 'GET') return { body: [SESSION_LINE] };
      return undefined;
    });
    await act(() => setLanguage('es'));
    renderPage(<CartPage />, '/cart', '/cart');
    const [row] = await screen.findAllByTestId('cart-row');
    expect(within(row!).getByText('Sesión de consejería, 4 de marzo de 2030, 9:00 a.m.')).toBeInTheDocument();
    expect(within(row!).getByTestId('session-detail')).toHaveTextContent(
      'Sesión individual con Ana Ruiz, 50 minutos (hora de Nueva York)',
    );
  });
});
