import { act, screen, within } from '@testing-library/react';
import type { CartItem } from '@ministry/contracts/cart';
import { setLanguage } from '@ministry/platform/i18n';
import { OrderSummary } from '../features/checkout/components/order-summary';
import CartPage from '../pages/cart';
import { mockFetch, renderPage, RESOURCE_LINE } from './test-utils';

/** The $12.00 guide at her plan's 15% members' discount: $10.20. */
const DISCOUNTED: CartItem = { ...RESOURCE_LINE, priceCents: 1020, planDiscount: true, fullPriceCents: 1200 };
const AMOUNTS = { subtotalCents: 1020, shippingCents: 0, totalCents: 1020, freeShippingGapCents: null };

afterEach(() => act(() => setLanguage('en')));

function serve(items: CartItem[]) {
  mockFetch((method, url) => {
    if (url === '/api/auth/user') return { status: 401 };
    if (url === '/api/cart' && method === 'GET') return { body: items };
    return undefined;
  });
}

function openCart(items: CartItem[]) {
  serve(items);
  renderPage(<CartPage />, '/cart', '/cart');
}

describe("a resource line at her plan's discount", () => {
  it('shows the full price struck, the price she pays, and "Member discount", in Spanish too', async () => {
    openCart([DISCOUNTED]);
    const [row] = await screen.findAllByTestId('cart-row');
    const line = within(row!);
    const struck = line.getAllByTestId('full-price');
    expect(struck).toHaveLength(2);
    for (const full of struck) {
      expect(full.tagName).toBe('S');
      expect(full).toHaveTextContent('Full price $12.00');
    }
    expect(row).toHaveTextContent('Member discount');
    expect(line.getAllByText('$10.20')).toHaveLength(2);

    await act(() => setLanguage('es'));
    expect(row).toHaveTextContent('Descuento de miembro');
    expect(line.getAllByTestId('full-price')[0]).toHaveTextContent('Precio completo $12.00');
  });

  it('shows neither without the discount', async () => {
    openCart([RESOURCE_LINE]);
    const [row] = await screen.findAllByTestId('cart-row');
    expect(within(row!).queryByTestId('full-price')).toBeNull();
    expect(row).not.toHaveTextContent('Member discount');
  });

  it("the checkout summary's line shows them too", async () => {
    serve([DISCOUNTED]);
    renderPage(<OrderSummary items={[DISCOUNTED]} amounts={AMOUNTS} />, '/summary', '/summary');
    const [line] = await screen.findAllByTestId('summary-line');
    expect(line).toHaveTextContent('after paymentMember discountFull price $12.00$10.20');
    await act(() => setLanguage('es'));
    expect(line).toHaveTextContent('Descuento de miembro');
    expect(within(line!).getByTestId('full-price')).toHaveTextContent('Precio completo $12.00');
  });
});
