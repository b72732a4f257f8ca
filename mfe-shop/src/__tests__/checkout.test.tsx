import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartItem } from '@ministry/contracts/cart';
import type { CheckoutResponse, ShopSettings } from '@ministry/contracts/checkout';
import { RETREAT_PLACE_LINE } from '@ministry/contracts/testing/place-line';
import { setLanguage } from '@ministry/platform/i18n';
import { mockFetch as mockPlatformFetch } from '@ministry/platform/testing';
import { dismissToast } from '@ministry/platform/toast';
import CheckoutPage from '../pages/checkout';
import { installFakeStripe, type FakeStripe } from './fake-stripe';
import { cartItem, mockFetch, renderPage, type FakeResponse, type Handler } from './test-utils';

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
  publishableKey: 'pk_unit_shop',
};

const HOLD_MS = 30 * 60_000;

function placedOrder(number = 'WOP-7K3M-Q2X9'): CheckoutResponse {
  return {
    orderNumber: number,
    clientSecret: `pi_${number.replace(/-/g, '')}_secret_abc`,
    subtotalCents: 5000,
    shippingCents: 600,
    totalCents: 5600,
    holdExpiresAt: new Date(Date.now() + HOLD_MS).toISOString(),
  };
}

function service(
  options: {
    member?: boolean;
    cart?: CartItem[];
    settings?: ShopSettings;
    checkout?: () => FakeResponse;
  } = {},
): Handler {
  const cart = options.cart ?? [cartItem({ quantity: 2, imageUrl: null })];
  return (method, url) => {
    if (url === '/api/auth/user') return options.member === false ? { status: 401 } : { body: MEMBER };
    if (url === '/api/cart' && method === 'GET') return { body: cart };
    if (url === '/api/shop/settings') return { body: options.settings ?? SETTINGS };
    // Checkout empties nothing: the cart stays until the payment arrives.
    if (url === '/api/checkout' && method === 'POST')
      return options.checkout ? options.checkout() : { status: 201, body: placedOrder() };
    if (url === '/api/products') return { body: [] };
    return undefined;
  };
}

let stripe: FakeStripe;
beforeAll(() => {
  stripe = installFakeStripe();
});
beforeEach(() => {
  stripe.answer = 'redirect';
  stripe.confirmed.length = 0;
  stripe.elementsSecrets.length = 0;
});
afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

/** The fields a member's account does not fill, in any language (by their ids). */
function fillValidForm() {
  const values: Record<string, string> = {
    'contactInfo-phone': '718-555-0101',
    'shippingAddress-street': '60-12 Myrtle Avenue',
    'shippingAddress-city': 'Ridgewood',
    'shippingAddress-state': 'NY',
    'shippingAddress-zipCode': '11385',
  };
  for (const [id, value] of Object.entries(values))
    fireEvent.change(document.getElementById(`checkout-${id}`)!, { target: { value } });
}

async function openCheckout(handler: Handler = service()) {
  const calls = mockFetch(handler);
  renderPage(<CheckoutPage />, '/checkout', '/checkout');
  await waitFor(() => expect(field('First Name')).toHaveValue('Martha'));
  return calls;
}

async function continueToPayment() {
  fillValidForm();
  fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  return screen.findByRole('heading', { name: 'Payment' });
}

describe('/checkout: the form and the summary', () => {
  it('shows the form with defaults and the summary with subtotal, flat shipping and total', async () => {
    await openCheckout();
    expect(screen.getByRole('heading', { name: 'Checkout', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shipping Address' })).toBeInTheDocument();
    expect(field('Country')).toHaveValue('United States');
    expect(field('Email')).toHaveValue('martha@example.org');
    expect(screen.getByRole('checkbox', { name: /same as the shipping address/ })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-line')).toHaveTextContent('Faith Over Fear Tee');
    expect(screen.getByTestId('summary-line')).toHaveTextContent('Qty: 2');
    expect(screen.getByTestId('summary-line')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('$6.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$56.00');
    expect(screen.getByTestId('free-shipping-hint')).toHaveTextContent(
      'Add $25.00 more to get free shipping.',
    );
    // Nothing of Stripe loads before an order waits for payment.
    expect(stripe.elementsSecrets).toEqual([]);
  });

  it('ships free from the threshold on, and never when there is none', async () => {
    await openCheckout(service({ cart: [cartItem({ quantity: 3 })] }));
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$75.00');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$75.00');
    expect(screen.queryByTestId('free-shipping-hint')).not.toBeInTheDocument();
  });

  it('charges the flat rate at any subtotal when nothing ships free, and says it in Spanish', async () => {
    await act(() => setLanguage('es'));
    mockFetch(
      service({
        cart: [cartItem({ quantity: 10 })],
        settings: { ...SETTINGS, freeShippingFromCents: null },
      }),
    );
    renderPage(<CheckoutPage />, '/checkout', '/checkout');
    expect(await screen.findByTestId('summary-shipping')).toHaveTextContent('$6.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$256.00');
    expect(screen.queryByTestId('free-shipping-hint')).not.toBeInTheDocument();
    expect(screen.getByText('Envío')).toBeInTheDocument();
  });

  it('shows every validation message of the checkout schema, tied to its field', async () => {
    const calls = await openCheckout();
    fireEvent.change(field('First Name'), { target: { value: '' } });
    fireEvent.change(field('Last Name'), { target: { value: '' } });
    fireEvent.change(field('Email'), { target: { value: 'martha-at-example' } });
    fireEvent.change(field('Country'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /same as the shipping address/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const expected: [string, string][] = [
      ['checkout-contactInfo-firstName', 'First name is required'],
      ['checkout-contactInfo-lastName', 'Last name is required'],
      ['checkout-contactInfo-email', 'Valid email is required'],
      ['checkout-contactInfo-phone', 'Phone number is required'],
      ['checkout-shippingAddress-street', 'Street address is required'],
      ['checkout-shippingAddress-city', 'City is required'],
      ['checkout-shippingAddress-state', 'State is required'],
      ['checkout-shippingAddress-zipCode', 'ZIP code is required'],
      ['checkout-shippingAddress-country', 'Country is required'],
      ['checkout-billingAddress-street', 'Street address is required'],
      ['checkout-billingAddress-city', 'City is required'],
      ['checkout-billingAddress-state', 'State is required'],
      ['checkout-billingAddress-zipCode', 'ZIP code is required'],
    ];
    // The schema loads with the first edit, so the messages may come a moment after the click.
    await waitFor(() =>
      expect(document.getElementById('checkout-contactInfo-firstName')).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    for (const [id, message] of expected) {
      const input = document.getElementById(id)!;
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(document.getElementById('checkout-billingAddress-country')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(document.getElementById('checkout-contactInfo-firstName')).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // Messages clear as the fields are fixed, and the form is checked again as it changes.
    fireEvent.change(field('First Name'), { target: { value: 'Martha' } });
    await waitFor(() => expect(field('First Name')).not.toHaveAttribute('aria-invalid'));
    expect(field('Last Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives the messages in Spanish', async () => {
    await act(() => setLanguage('es'));
    mockFetch(service());
    renderPage(<CheckoutPage />, '/checkout', '/checkout');
    await waitFor(() => expect(field('Nombre')).toHaveValue('Martha'));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    await waitFor(() =>
      expect(field('Teléfono')).toHaveAccessibleDescription('El número de teléfono es obligatorio'),
    );
    expect(field('Código postal')).toHaveAccessibleDescription('El código postal es obligatorio');
  });

  it('says when online payments are off, and offers no form', async () => {
    const calls = mockFetch(service({ settings: { ...SETTINGS, publishableKey: null } }));
    renderPage(<CheckoutPage />, '/checkout', '/checkout');
    expect(await screen.findByTestId('payments-unavailable')).toHaveTextContent(
      'Online payments are not available right now',
    );
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$56.00');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('confirms a free order (her plan’s place) without a payment step, in both languages', async () => {
    const free = cartItem({ ...RETREAT_PLACE_LINE, id: 'place-1', priceCents: 0 });
    await openCheckout(service({ cart: [free] }));
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$0.00');
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).not.toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toBeInTheDocument();
  });

  it('asks a visitor to log in, and an empty cart goes to the shop', async () => {
    mockFetch(service({ member: false }));
    const { unmount } = renderPage(<CheckoutPage />, '/checkout', '/checkout');
    expect(await screen.findByRole('heading', { name: 'Login required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=/checkout');
    unmount();
    mockFetch(service({ cart: [] }));
    renderPage(<CheckoutPage />, '/checkout', '/checkout');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Shop' })).toHaveAttribute('href', '/shop');
  });
});

describe('/checkout: creating the order', () => {
  it('sends the details, then shows the payment step with the hold, the amount and the Pay button', async () => {
    const calls = await openCheckout();
    fireEvent.change(field('Special Notes'), { target: { value: 'Gift wrap, please.' } });
    const heading = await continueToPayment();
    await waitFor(() => expect(heading).toHaveFocus());
    const shipping = {
      street: '60-12 Myrtle Avenue',
      city: 'Ridgewood',
      state: 'NY',
      zipCode: '11385',
      country: 'United States',
    };
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      contactInfo: {
        firstName: 'Martha',
        lastName: 'Reyes',
        email: 'martha@example.org',
        phone: '718-555-0101',
      },
      shippingAddress: shipping,
      billingAddress: shipping,
      notes: 'Gift wrap, please.',
    });
    expect(screen.getByText('Order WOP-7K3M-Q2X9 is waiting for your payment.')).toBeInTheDocument();
    expect(screen.getByTestId('hold-notice')).toHaveTextContent(
      /^We're holding your items for 30 minutes, until .+\. Pay before then to keep them\.$/,
    );
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('$56.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$56.00');
    const recap = screen.getByRole('region', { name: 'Your Details' });
    expect(recap).toHaveTextContent('Martha Reyes · martha@example.org · 718-555-0101');
    expect(recap).toHaveTextContent('Ship to: 60-12 Myrtle Avenue, Ridgewood, NY 11385, United States');
    // The form is kept (hidden) for "Edit Details"; nothing is confirmed yet.
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).not.toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: 'Pay $56.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(stripe.elementsSecrets).toEqual(['pi_WOP7K3MQ2X9_secret_abc']);
    // The cart is not emptied by checkout: the badge still counts the items.
    expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 2 items');
  });

  it('confirms the payment with the completion page as the return address', async () => {
    await openCheckout();
    await continueToPayment();
    const pay = await screen.findByRole('button', { name: 'Pay $56.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    expect(await screen.findByRole('button', { name: 'Processing payment…' })).toBeDisabled();
    expect(stripe.confirmed).toEqual(['http://localhost/checkout/complete?order=WOP-7K3M-Q2X9']);
  });

  it('stays on the payment step with a declined card, said in the buyer’s language', async () => {
    await act(() => setLanguage('es'));
    stripe.answer = {
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    };
    mockFetch(service());
    renderPage(<CheckoutPage />, '/checkout', '/checkout');
    await waitFor(() => expect(field('Nombre')).toHaveValue('Martha'));
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    const pay = await screen.findByRole('button', { name: 'Pagar $56.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    const error = await screen.findByTestId('payment-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent('El pago no se completó');
    expect(error).toHaveTextContent('Su tarjeta fue rechazada. Pruebe con otra tarjeta.');
    expect(screen.getByRole('button', { name: 'Pagar $56.00' })).toBeEnabled();
  });

  it('shows Stripe’s own words for other card errors, and ours when something else failed', async () => {
    await openCheckout();
    await continueToPayment();
    const pay = await screen.findByRole('button', { name: 'Pay $56.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    stripe.answer = { error: { type: 'validation_error', message: 'Your postal code is incomplete.' } };
    fireEvent.click(pay);
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Your postal code is incomplete.');
    stripe.answer = { error: { type: 'api_connection_error', message: 'Network down' } };
    fireEvent.click(screen.getByRole('button', { name: 'Pay $56.00' }));
    await waitFor(() =>
      expect(screen.getByTestId('payment-error')).toHaveTextContent(
        'Your payment could not be completed. Please check your card details or try another card.',
      ),
    );
  });

  it('goes back to the details as typed, and a new submit is a new checkout', async () => {
    const keys: (string | null)[] = [];
    const numbers = ['WOP-AAAA-BBBB', 'WOP-CCCC-DDDD'];
    const handler = service({
      checkout: () => ({ status: 201, body: placedOrder(numbers[keys.length - 1]) }),
    });
    mockPlatformFetch((url, init) => {
      if (url === '/api/checkout') keys.push(new Headers(init?.headers).get('Idempotency-Key'));
      return handler(init?.method ?? 'GET', url, undefined);
    });
    renderPage(<CheckoutPage />, '/checkout', '/checkout');
    await waitFor(() => expect(field('First Name')).toHaveValue('Martha'));
    await continueToPayment();
    expect(screen.getByText('Order WOP-AAAA-BBBB is waiting for your payment.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Details' }));
    await waitFor(() => expect(field('First Name')).toHaveFocus());
    expect(screen.queryByTestId('payment-step')).not.toBeInTheDocument();
    expect(field('City')).toHaveValue('Ridgewood');
    fireEvent.change(field('City'), { target: { value: 'Queens' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Order WOP-CCCC-DDDD is waiting for your payment.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    await waitFor(() => expect(stripe.elementsSecrets).toContain('pi_WOPCCCCDDDD_secret_abc'));
  });

  it('sends one Idempotency-Key per checkout, the same when a failed submit is retried', async () => {
    const keys: (string | null)[] = [];
    mockPlatformFetch((url, init) => {
      if (url === '/api/checkout') {
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        return { status: 503, body: { message: 'Busy, please try again.' } };
      }
      return service()(init?.method ?? 'GET', url, undefined);
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<CheckoutPage />, '/checkout', '/checkout');
    await waitFor(() => expect(field('First Name')).toHaveValue('Martha'));
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows 'Processing...' while the order is sent and 'Error processing order' when it fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = service({
      checkout: () => ({
        status: 409,
        body: { message: 'Sorry, Faith Over Fear Tee (M) is out of stock.' },
      }),
    });
    // The order's answer waits until the test has seen the 'Processing...' state.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    mockPlatformFetch(async (url, init) => {
      if (url === '/api/checkout') await released;
      return answer(init?.method ?? 'GET', url, init?.body ? JSON.parse(String(init.body)) : undefined);
    });
    renderPage(<CheckoutPage />, '/checkout', '/checkout');
    await waitFor(() => expect(field('First Name')).toHaveValue('Martha'));
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error processing order');
    expect(toast).toHaveTextContent('Sorry, Faith Over Fear Tee (M) is out of stock.');
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    expect(field('Phone')).toHaveValue('718-555-0101');
    expect(screen.queryByTestId('payment-step')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Please wait before trying again', 'Too many checkouts were started in a short time.'],
    ['es', 'Espere antes de intentarlo de nuevo', 'Se iniciaron demasiados pagos en poco tiempo.'],
  ] as const)(
    'says a refused checkout (429) on the page in %s, keeping every field as typed',
    async (language, title, message) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await act(() => setLanguage(language));
      mockFetch(service({ checkout: () => ({ status: 429, body: { message } }) }));
      renderPage(<CheckoutPage />, '/checkout', '/checkout');
      await waitFor(() =>
        expect(document.getElementById('checkout-contactInfo-firstName')).toHaveValue('Martha'),
      );
      fillValidForm();
      fireEvent.change(document.getElementById('checkout-notes')!, {
        target: { value: 'Gift-wrap, please.' },
      });
      fireEvent.submit(document.querySelector('form')!);
      const alert = await screen.findByTestId('checkout-limited');
      expect(alert).toHaveAttribute('role', 'alert');
      expect(within(alert).getByRole('heading', { name: title })).toBeInTheDocument();
      expect(alert).toHaveTextContent(message);
      expect(document.getElementById('checkout-contactInfo-phone')).toHaveValue('718-555-0101');
      expect(document.getElementById('checkout-shippingAddress-street')).toHaveValue('60-12 Myrtle Avenue');
      expect(document.getElementById('checkout-notes')).toHaveValue('Gift-wrap, please.');
      expect(screen.queryByTestId('payment-step')).not.toBeInTheDocument();
    },
  );

  it('offers to start again once the hold has ended', async () => {
    const expired = { ...placedOrder(), holdExpiresAt: new Date(Date.now() - 1000).toISOString() };
    await openCheckout(service({ checkout: () => ({ status: 201, body: expired }) }));
    await continueToPayment();
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'The hold on your items has ended' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Review My Details' }));
    await waitFor(() => expect(field('First Name')).toHaveFocus());
  });
});
