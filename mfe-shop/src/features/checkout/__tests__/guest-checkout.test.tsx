import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CartItem } from '@ministry/contracts/cart';
import type { CheckoutResponse, ShopSettings } from '@ministry/contracts/checkout';
import type { Order } from '@ministry/contracts/order';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import CartPage from '../../../pages/cart';
import CheckoutPage from '../../../pages/checkout';
import CheckoutCompletePage from '../../../pages/checkout-complete';
import { installFakeStripe, type FakeStripe } from '../../../__tests__/fake-stripe';
import { cartItem, mockFetch, renderPage, type Handler } from '../../../__tests__/test-utils';

// Guest checkout: a signed-out visitor whose cart holds only the counseling session she booked from
// her e-mailed link checks out without an account; any other visitor's cart still needs a sign-in.

const SESSION_LINE: CartItem = cartItem({
  id: 'session-1',
  kind: 'session',
  productId: '65f1a2b3c4d5e6f708192a3b',
  name: 'Initial consultation, March 4, 2030 at 9:00 AM',
  nameEs: 'Consulta inicial, 4 de marzo de 2030, 9:00 a.m.',
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
    typeName: 'Initial consultation',
    typeNameEs: 'Consulta inicial',
  },
});
const SETTINGS: ShopSettings = {
  shippingFlatCents: 600,
  freeShippingFromCents: 7500,
  publishableKey: 'pk_unit',
};
const NUMBER = 'WOP-7K3M-Q2X9';
const PLACED: CheckoutResponse = {
  orderNumber: NUMBER,
  clientSecret: 'pi_WOP7K3MQ2X9_secret_abc',
  subtotalCents: 7500,
  shippingCents: 0,
  totalCents: 7500,
  holdExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
};

/** The shop to a signed-out visitor (her cart cookie names her cart and her order). */
function visitor(cart: CartItem[], order?: Partial<Order>): Handler {
  return (method, url) => {
    if (url === '/api/auth/user') return { status: 401 };
    if (url === '/api/cart' && method === 'GET') return { body: cart };
    if (url === '/api/shop/settings') return { body: SETTINGS };
    if (url === '/api/checkout' && method === 'POST') return { status: 201, body: PLACED };
    if (url === '/api/products') return { body: [] };
    if (url === `/api/orders/${NUMBER}` && order) return { body: order };
    return undefined;
  };
}

let stripe: FakeStripe;
beforeAll(() => {
  stripe = installFakeStripe();
});
afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const byId = (id: string) => document.getElementById(`checkout-${id}`)!;

describe('guest checkout of a counseling session', () => {
  it('takes a visitor with only a session in her cart from the cart to the checkout, not to the sign-in', async () => {
    mockFetch(visitor([SESSION_LINE]));
    renderPage(<CartPage />, '/cart', '/cart');
    await screen.findAllByTestId('cart-row');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(screen.queryByText('Login required')).toBeNull();
  });

  it('still sends a visitor with anything else in her cart to the sign-in', async () => {
    mockFetch(visitor([SESSION_LINE, cartItem({ quantity: 1 })]));
    renderPage(<CartPage />, '/cart', '/cart');
    await screen.findAllByTestId('cart-row');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=/cart');
  });

  it('shows her the form and, once sent, the payment step', async () => {
    const calls = mockFetch(visitor([SESSION_LINE]));
    renderPage(<CheckoutPage />, '/checkout', '/checkout');
    expect(await screen.findByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login required' })).toBeNull();
    // Nothing ships: no shipping address, only the billing one; her contact is hers to type.
    expect(screen.getByTestId('checkout-no-shipping')).toBeInTheDocument();
    expect(byId('contactInfo-firstName')).toHaveValue('');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$75.00');
    const typed: Record<string, string> = {
      'contactInfo-firstName': 'Rosa',
      'contactInfo-lastName': 'Luna',
      'contactInfo-email': 'rosa@example.org',
      'contactInfo-phone': '718-555-0199',
      'billingAddress-street': '1 Main St',
      'billingAddress-city': 'Ridgewood',
      'billingAddress-state': 'NY',
      'billingAddress-zipCode': '11385',
    };
    for (const [id, value] of Object.entries(typed)) fireEvent.change(byId(id), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/checkout')?.body).toMatchObject({
      contactInfo: { firstName: 'Rosa', lastName: 'Luna', email: 'rosa@example.org' },
    });
    const pay = await screen.findByRole('button', { name: 'Pay $75.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(stripe.elementsSecrets).toContain(PLACED.clientSecret);
  });

  it('keeps "Login required" for a visitor whose cart holds anything else', async () => {
    mockFetch(visitor([SESSION_LINE, cartItem({ quantity: 1 })]));
    renderPage(<CheckoutPage />, '/checkout', '/checkout');
    expect(await screen.findByRole('heading', { name: 'Login required' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact Information' })).toBeNull();
  });

  it('confirms her paid order on the completion page, without a link to an account she has not', async () => {
    const calls = mockFetch(visitor([], { orderNumber: NUMBER, status: 'paid', holdExpiresAt: null }));
    renderPage(<CheckoutCompletePage />, `/checkout/complete?order=${NUMBER}`, '/checkout/complete');
    expect(await screen.findByRole('heading', { name: 'Order Created!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent(NUMBER);
    expect(screen.queryByRole('link', { name: 'View My Orders' })).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/complete');
    expect(calls.some((call) => call.url === `/api/orders/${NUMBER}`)).toBe(true);
  });

  it('says in Spanish when her order is not found', async () => {
    await act(() => setLanguage('es'));
    mockFetch(visitor([]));
    renderPage(<CheckoutCompletePage />, `/checkout/complete?order=${NUMBER}`, '/checkout/complete');
    expect(await screen.findByRole('heading', { name: 'No encontramos este pedido.' })).toBeInTheDocument();
  });
});
