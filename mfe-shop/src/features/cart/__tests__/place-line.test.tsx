import { act, screen, within } from '@testing-library/react';
import type { CartItem } from '@ministry/contracts/cart';
import { setLanguage } from '@ministry/platform/i18n';
import { RETREAT_PLACE_LINE } from '@ministry/contracts/testing/place-line';
import CartPage from '../../../pages/cart';
import { cartItem, mockFetch, renderPage } from '../../../__tests__/test-utils';

/** Two places for the retreat of 22 March 2025, early-bird. */
const PLACE_LINE: CartItem = cartItem({
  ...RETREAT_PLACE_LINE,
  id: 'place-1',
  type: undefined,
  available: undefined,
});

afterEach(() => act(() => setLanguage('en')));

describe('a place line', () => {
  it('shows the event and date, each person priced, no quantity control, and a named remove', async () => {
    mockFetch((method, url) => {
      if (url === '/api/auth/user') return { status: 401 };
      if (url === '/api/cart' && method === 'GET') return { body: [PLACE_LINE] };
      return undefined;
    });
    renderPage(<CartPage />, '/cart', '/cart');
    const [row] = await screen.findAllByTestId('cart-row');
    const line = within(row!);
    expect(line.getByRole('link', { name: "Women's Retreat Day — March 22, 2025" })).toHaveAttribute(
      'href',
      '/events/r1/2025-03-22',
    );
    expect(line.getByTestId('place-detail')).toHaveTextContent(
      'Ana — Participant $25.00Lucía — Childcare $10.00Early-bird',
    );
    expect(line.queryByTestId('place-detail')).not.toHaveTextContent('Group discount');
    expect(line.queryByRole('button', { name: /quantity/ })).toBeNull();
    expect(
      line.getByRole('button', { name: "Remove, Women's Retreat Day — March 22, 2025" }),
    ).toBeInTheDocument();
  });

  it("says her own place is included in her plan, and her plan's discount, in Spanish too", async () => {
    const member: CartItem = {
      ...PLACE_LINE,
      place: { ...PLACE_LINE.place!, earlyBird: false, perk: true, planDiscount: true },
    };
    mockFetch((method, url) => {
      if (url === '/api/auth/user') return { status: 401 };
      if (url === '/api/cart' && method === 'GET') return { body: [member] };
      return undefined;
    });
    renderPage(<CartPage />, '/cart', '/cart');
    const [row] = await screen.findAllByTestId('cart-row');
    const detail = within(row!).getByTestId('place-detail');
    expect(detail).toHaveTextContent('Included in your plan');
    expect(detail).toHaveTextContent('Plan discount');
    await act(() => setLanguage('es'));
    expect(within(row!).getByTestId('place-detail')).toHaveTextContent(
      'Incluido en su planDescuento del plan',
    );
  });
});
