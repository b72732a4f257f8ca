import { act, screen, within } from '@testing-library/react';
import type { CartItem } from '@ministry/contracts/cart';
import { setLanguage } from '@ministry/platform/i18n';
import CartPage from '../../../pages/cart';
import { cartItem, mockFetch, renderPage } from '../../../__tests__/test-utils';

/** Two places for the retreat of 22 March 2025, early-bird. */
const PLACE_LINE: CartItem = cartItem({
  id: 'place-1',
  kind: 'place',
  productId: 'r1',
  name: "Women's Retreat Day",
  nameEs: 'Día de retiro para mujeres',
  priceCents: 3500,
  quantity: 1,
  options: {},
  imageUrl: null,
  type: undefined,
  available: undefined,
  place: {
    date: '2025-03-22',
    people: [
      { name: 'Ana', optionName: 'Participant', optionNameEs: 'Participante', unitCents: 2500 },
      { name: 'Lucía', optionName: 'Childcare', optionNameEs: 'Cuidado infantil', unitCents: 1000 },
    ],
    earlyBird: true,
    groupDiscount: false,
  },
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
});
