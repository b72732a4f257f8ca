import { act, screen, within } from '@testing-library/react';
import type { CartItem } from '@ministry/contracts/cart';
import { setLanguage } from '@ministry/platform/i18n';
import { RETREAT_PLACE_LINE } from '@ministry/contracts/testing/place-line';
import CartPage from '../../../pages/cart';
import { cartItem, mockFetch, renderPage } from '../../../__tests__/test-utils';

const WITH_CODE: CartItem = cartItem({
  ...RETREAT_PLACE_LINE,
  id: 'place-1',
  type: undefined,
  available: undefined,
  place: { ...RETREAT_PLACE_LINE.place!, earlyBird: false, discountCode: 'SPRING10' },
});

afterEach(() => act(() => setLanguage('en')));

function serve() {
  mockFetch((method, url) => {
    if (url === '/api/auth/user') return { status: 401 };
    if (url === '/api/cart' && method === 'GET') return { body: [WITH_CODE] };
    return undefined;
  });
}

describe('a place line with a discount code', () => {
  it('says the code applied, in English and Spanish', async () => {
    serve();
    const { unmount } = renderPage(<CartPage />, '/cart', '/cart');
    const [row] = await screen.findAllByTestId('cart-row');
    expect(within(row!).getByTestId('place-detail')).toHaveTextContent('Code SPRING10 applied');
    unmount();

    await act(() => setLanguage('es'));
    serve();
    renderPage(<CartPage />, '/cart', '/cart');
    const [again] = await screen.findAllByTestId('cart-row');
    expect(within(again!).getByTestId('place-detail')).toHaveTextContent('Código SPRING10 aplicado');
  });
});
