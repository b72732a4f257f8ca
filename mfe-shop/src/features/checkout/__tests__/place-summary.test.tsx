import { act, screen } from '@testing-library/react';
import type { CartItem } from '@ministry/contracts/cart';
import { setLanguage } from '@ministry/platform/i18n';
import { RETREAT_PLACE_LINE } from '@ministry/contracts/testing/place-line';
import { OrderSummary } from '../components/order-summary';
import { cartItem, mockFetch, renderPage } from '../../../__tests__/test-utils';

const PLACE_LINE: CartItem = cartItem({
  ...RETREAT_PLACE_LINE,
  id: 'place-1',
  type: undefined,
  available: undefined,
  place: { ...RETREAT_PLACE_LINE.place!, earlyBird: false, groupDiscount: true },
});

afterEach(() => act(() => setLanguage('en')));

describe('the order summary of a place line', () => {
  it('is summed up at checkout in Spanish, with its group discount', async () => {
    // The shop to a signed-out visitor whose cart holds the line: the page's header badge reads them.
    mockFetch((method, url) => {
      if (url === '/api/auth/user') return { status: 401 };
      if (url === '/api/cart' && method === 'GET') return { body: [PLACE_LINE] };
      return undefined;
    });
    await act(() => setLanguage('es'));
    const line = PLACE_LINE;
    const amounts = { subtotalCents: 3500, shippingCents: 0, totalCents: 3500, freeShippingGapCents: null };
    renderPage(<OrderSummary items={[line]} amounts={amounts} />, '/checkout', '/checkout');
    const summary = screen.getByTestId('summary-line');
    expect(summary).toHaveTextContent('Día de retiro para mujeres — 22 de marzo de 2025');
    expect(summary).toHaveTextContent('Ana — Participante $25.00Lucía — Cuidado infantil $10.00');
    expect(summary).toHaveTextContent('Descuento de grupo');
    expect(summary).not.toHaveTextContent('Cantidad');
    expect(screen.queryByTestId('summary-shipping')).toBeNull();
    // The header's badge has read the cart.
    expect(await screen.findByRole('link', { name: 'Carrito, 1 artículo' })).toBeInTheDocument();
  });
});
