import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CartItem } from '@ministry/contracts/cart';
import type { CheckoutResponse, ShopSettings } from '@ministry/contracts/checkout';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import CheckoutPage from '../pages/checkout';
import { installFakeStripe } from './fake-stripe';
import { cartItem, GIFT_LINE, mockFetch, renderPage, RESOURCE_LINE, type Handler } from './test-utils';

const MEMBER = {
  id: 'u1',
  username: 'martha',
  email: 'martha@example.org',
  firstName: 'Martha',
  lastName: 'Reyes',
  role: 'member',
};
const SETTINGS: ShopSettings = {
  shippingFlatCents: 600,
  freeShippingFromCents: 7500,
  publishableKey: 'pk_x',
};
const PLACED: CheckoutResponse = {
  orderNumber: 'WOP-7K3M-Q2X9',
  clientSecret: 'pi_WOP7K3MQ2X9_secret_abc',
  subtotalCents: 6200,
  shippingCents: 0,
  totalCents: 6200,
  holdExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
};

function service(cart: CartItem[], placed: CheckoutResponse = PLACED): Handler {
  return (method, url) => {
    if (url === '/api/auth/user') return { body: MEMBER };
    if (url === '/api/cart' && method === 'GET') return { body: cart };
    if (url === '/api/shop/settings') return { body: SETTINGS };
    if (url === '/api/checkout' && method === 'POST') return { status: 201, body: placed };
    if (url === '/api/products') return { body: [] };
    return undefined;
  };
}

beforeAll(() => {
  installFakeStripe();
});
afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const byId = (id: string) => document.getElementById(`checkout-${id}`)!;

async function openCheckout(cart: CartItem[], placed?: CheckoutResponse) {
  const calls = mockFetch(service(cart, placed));
  renderPage(<CheckoutPage />, '/checkout', '/checkout');
  await waitFor(() => expect(byId('contactInfo-firstName')).toHaveValue('Martha'));
  return calls;
}

describe('/checkout: a cart of gifts and resources', () => {
  it('asks no shipping address, checks the billing one, and sends null for shipping', async () => {
    const calls = await openCheckout([GIFT_LINE, RESOURCE_LINE]);
    expect(screen.queryByRole('heading', { name: 'Shipping Address' })).toBeNull();
    expect(byId('shippingAddress-street')).toBeNull();
    expect(screen.getByTestId('checkout-no-shipping')).toHaveTextContent(
      'Nothing in your cart is shipped, so no shipping address is needed.',
    );
    expect(screen.getByRole('heading', { name: 'Billing Address' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /same as the shipping address/ })).toBeNull();

    // The summary: each line as what it is, no shipping, the gift's deductible part.
    const lines = screen.getAllByTestId('summary-line');
    expect(lines[0]).toHaveTextContent('Gift to Building FundTax-deductible$50.00');
    expect(lines[1]).toHaveTextContent('Ruth Bible Study GuideDigital download');
    expect(screen.queryByTestId('summary-shipping')).toBeNull();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$62.00');
    expect(screen.getByTestId('summary-deductible')).toHaveTextContent('$50.00');
    expect(screen.getByText('Tax-deductible gift')).toBeInTheDocument();

    fireEvent.change(byId('contactInfo-phone'), { target: { value: '718-555-0101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(byId('billingAddress-street')).toHaveAttribute('aria-invalid', 'true'));
    expect(byId('billingAddress-street')).toHaveAccessibleDescription('Street address is required');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const billing = {
      street: '1 Billing Road',
      city: 'Brooklyn',
      state: 'NY',
      zipCode: '11201',
      country: 'United States',
    };
    for (const key of ['street', 'city', 'state', 'zipCode'] as const)
      fireEvent.change(byId(`billingAddress-${key}`), { target: { value: billing[key] } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByRole('heading', { name: 'Payment' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      contactInfo: {
        firstName: 'Martha',
        lastName: 'Reyes',
        email: 'martha@example.org',
        phone: '718-555-0101',
      },
      shippingAddress: null,
      billingAddress: billing,
      notes: '',
    });
    expect(screen.getByRole('region', { name: 'Your Details' })).toHaveTextContent(
      'Billing Address: 1 Billing Road, Brooklyn, NY 11201, United States',
    );
  });

  it('charges shipping on the products alone when a gift is beside them', async () => {
    await openCheckout([cartItem({ quantity: 1 }), { ...GIFT_LINE, priceCents: 10000 }]);
    expect(screen.getByRole('heading', { name: 'Shipping Address' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$125.00');
    // $25.00 of products is under the $75.00 that ships free, whatever the gift.
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('$6.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$131.00');
    expect(screen.getByTestId('free-shipping-hint')).toHaveTextContent('Add $50.00 more');
    expect(screen.getByTestId('summary-deductible')).toHaveTextContent('$100.00');

    await act(() => setLanguage('es'));
    expect(screen.getAllByTestId('summary-line')[1]).toHaveTextContent(
      'Donativo al Fondo de construcciónDeducible de impuestos',
    );
    expect(screen.getByText('Donativo deducible de impuestos')).toBeInTheDocument();
  });
});

describe('/checkout: an order with nothing to pay (a free place)', () => {
  it('shows no card step and goes straight to the order’s completion page', async () => {
    const free = { ...PLACED, clientSecret: '', subtotalCents: 0, totalCents: 0 };
    await openCheckout([GIFT_LINE], free);
    fireEvent.change(byId('contactInfo-phone'), { target: { value: '718-555-0101' } });
    for (const [key, value] of [
      ['street', '1 Billing Road'],
      ['city', 'Brooklyn'],
      ['state', 'NY'],
      ['zipCode', '11201'],
    ] as const)
      fireEvent.change(byId(`billingAddress-${key}`), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/complete?order=WOP-7K3M-Q2X9'),
    );
    expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();
  });
});
