import { act, screen, waitFor, within } from '@testing-library/react';
import type { CartItem } from '@ministry/contracts/cart';
import type { Order } from '@ministry/contracts/order';
import { setLanguage } from '@ministry/platform/i18n';
import CartPage from '../../../pages/cart';
import CheckoutPage from '../../../pages/checkout';
import CheckoutCompletePage from '../../../pages/checkout-complete';
import { installFakeStripe } from '../../../__tests__/fake-stripe';
import { cartItem, mockFetch, renderPage } from '../../../__tests__/test-utils';

const MEMBER = {
  id: 'u1',
  username: 'ruth',
  email: 'ruth@example.org',
  firstName: 'Ruth',
  lastName: 'Moab',
  role: 'member',
};

/** The package of 8 counseling sessions as the shop lists it (care's quote). */
const PACKAGE_LINE: CartItem = cartItem({
  id: 'package-1',
  kind: 'package',
  productId: 'package-8',
  name: 'Package of 8 sessions',
  nameEs: 'Paquete de 8 sesiones',
  priceCents: 88000,
  quantity: 1,
  options: {},
  imageUrl: null,
  type: undefined,
  available: undefined,
  package: { credits: 8, validMonths: 12 },
});

const NUMBER = 'WOP-7K3M-Q2X9';
const address = {
  street: '1 Main St',
  city: 'Ridgewood',
  state: 'NY',
  zipCode: '11385',
  country: 'United States',
};
const PAID: Order = {
  id: 'o1',
  orderNumber: NUMBER,
  status: 'paid',
  items: [{ ...PACKAGE_LINE, kind: 'package' }],
  subtotalCents: 88000,
  shippingCents: 0,
  totalCents: 88000,
  refundedCents: 0,
  holdExpiresAt: null,
  paidAt: '2026-11-23T15:05:00.000Z',
  shipment: null,
  deliveredAt: null,
  contactInfo: { firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.org', phone: '1' },
  shippingAddress: null,
  billingAddress: address,
  notes: '',
  createdAt: '2026-11-23T15:00:00.000Z',
};

function serve() {
  return mockFetch((method, url) => {
    if (url === '/api/auth/user') return { body: MEMBER };
    if (url === '/api/cart' && method === 'GET') return { body: [PACKAGE_LINE] };
    if (url === '/api/shop/settings')
      return { body: { shippingFlatCents: 600, freeShippingFromCents: 7500, publishableKey: 'pk_x' } };
    if (url === '/api/products') return { body: [] };
    if (url === `/api/orders/${NUMBER}`) return { body: PAID };
    return undefined;
  });
}

beforeAll(() => installFakeStripe());
afterEach(() => act(() => setLanguage('en')));

describe('a package of sessions line', () => {
  it('shows in the cart with its sessions and validity, its price, and no quantity control', async () => {
    serve();
    renderPage(<CartPage />, '/cart', '/cart');
    const [row] = await screen.findAllByTestId('cart-row');
    const line = within(row!);
    expect(line.getByRole('link', { name: 'Package of 8 sessions' })).toHaveAttribute('href', '/counseling');
    expect(line.getByTestId('package-detail')).toHaveTextContent(
      '8 sessions, valid 12 monthsYours to book from your account once paid.',
    );
    expect(row).toHaveTextContent('$880.00');
    expect(line.queryByRole('button', { name: /quantity/i })).toBeNull();
    expect(line.getByRole('button', { name: 'Remove, Package of 8 sessions' })).toBeInTheDocument();
  });

  it('speaks Spanish in the cart', async () => {
    serve();
    await act(() => setLanguage('es'));
    renderPage(<CartPage />, '/cart', '/cart');
    const [row] = await screen.findAllByTestId('cart-row');
    expect(within(row!).getByText('Paquete de 8 sesiones')).toBeInTheDocument();
    expect(within(row!).getByTestId('package-detail')).toHaveTextContent('8 sesiones, válido por 12 meses');
  });

  it('is summed up in the checkout with no shipping address asked and no quantity', async () => {
    serve();
    renderPage(<CheckoutPage />, '/checkout', '/checkout');
    const [line] = await screen.findAllByTestId('summary-line');
    expect(line).toHaveTextContent('Package of 8 sessions8 sessions, valid 12 months');
    expect(line).not.toHaveTextContent('Quantity');
    expect(screen.getByTestId('checkout-no-shipping')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$880.00');
  });

  it('is named on the order’s completion page, with the way to book with it', async () => {
    serve();
    await act(() => setLanguage('es'));
    renderPage(<CheckoutCompletePage />, `/checkout/complete?order=${NUMBER}`, '/checkout/complete');
    await screen.findByTestId('order-number');
    const packages = screen.getByTestId('order-packages');
    expect(packages).toHaveTextContent('Paquete de 8 sesiones8 sesiones, válido por 12 meses');
    expect(packages).not.toHaveTextContent('una vez pagado');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Reservar una sesión' })).toHaveAttribute(
        'href',
        '/account?tab=care',
      ),
    );
  });
});
