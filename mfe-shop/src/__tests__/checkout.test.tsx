import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CartItem } from '@ministry/contracts/cart';
import { setLanguage } from '@ministry/platform/i18n';
import { mockFetch as mockPlatformFetch } from '@ministry/platform/testing';
import { dismissToast } from '@ministry/platform/toast';
import CheckoutPage from '../pages/checkout';
import { cartItem, mockFetch, renderPage, type FakeResponse, type Handler } from './test-utils';

const MEMBER = {
  id: 'u1',
  username: 'martha',
  email: 'martha@example.org',
  firstName: 'Martha',
  lastName: 'Reyes',
  role: 'member',
};

function service(options: { member?: boolean; cart?: CartItem[]; checkout?: FakeResponse } = {}): Handler {
  let cart = options.cart ?? [cartItem({ quantity: 2, imageUrl: null })];
  return (method, url) => {
    if (url === '/api/auth/user') return options.member === false ? { status: 401 } : { body: MEMBER };
    if (url === '/api/cart' && method === 'GET') return { body: cart };
    if (url === '/api/checkout' && method === 'POST') {
      const answer = options.checkout ?? { status: 201, body: { orderNumber: 'WOP-7K3M-Q2X9' } };
      if ((answer.status ?? 200) < 300) cart = [];
      return answer;
    }
    if (url === '/api/products') return { body: [] };
    return undefined;
  };
}

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

function fillValidForm() {
  fireEvent.change(field('Phone'), { target: { value: '718-555-0101' } });
  fireEvent.change(field('Street Address'), { target: { value: '60-12 Myrtle Avenue' } });
  fireEvent.change(field('City'), { target: { value: 'Ridgewood' } });
  fireEvent.change(field('State'), { target: { value: 'NY' } });
  fireEvent.change(field('ZIP Code'), { target: { value: '11385' } });
}

describe('/checkout', () => {
  it('shows the form with defaults and the summary with an image placeholder', async () => {
    mockFetch(service());
    renderPage(<CheckoutPage />, '/checkout', '/checkout');
    expect(screen.getByRole('heading', { name: 'Checkout', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shipping Address' })).toBeInTheDocument();
    expect(field('Country')).toHaveValue('United States');
    await waitFor(() => expect(field('First Name')).toHaveValue('Martha'));
    expect(field('Email')).toHaveValue('martha@example.org');
    expect(screen.getByRole('checkbox', { name: /same as the shipping address/ })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-line')).toHaveTextContent('Faith Over Fear Tee');
    expect(screen.getByTestId('summary-line')).toHaveTextContent('Qty: 2');
    expect(screen.getByTestId('summary-line')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$50.00');
  });

  it('shows every validation message of the spec, tied to its field', async () => {
    const calls = mockFetch(service());
    renderPage(<CheckoutPage />, '/checkout', '/checkout');
    await waitFor(() => expect(field('First Name')).toHaveValue('Martha'));
    fireEvent.change(field('First Name'), { target: { value: '' } });
    fireEvent.change(field('Last Name'), { target: { value: '' } });
    fireEvent.change(field('Email'), { target: { value: 'martha-at-example' } });
    fireEvent.change(field('Country'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /same as the shipping address/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));

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
    fireEvent.click(screen.getByRole('button', { name: 'Hacer pedido' }));
    await waitFor(() =>
      expect(field('Teléfono')).toHaveAccessibleDescription('El número de teléfono es obligatorio'),
    );
    expect(field('Código postal')).toHaveAccessibleDescription('El código postal es obligatorio');
  });

  it('places the order, shows the number and the two buttons, and empties the cart', async () => {
    const calls = mockFetch(service());
    renderPage(<CheckoutPage />, '/checkout', '/checkout');
    await waitFor(() => expect(field('First Name')).toHaveValue('Martha'));
    fillValidForm();
    fireEvent.change(field('Special Notes'), { target: { value: 'Gift wrap, please.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('WOP-7K3M-Q2X9');
    expect(screen.getByText('Order Created!')).toBeInTheDocument();
    expect(screen.getByText('Your order number is WOP-7K3M-Q2X9.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/account');
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
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 0 items'));
  });

  it('sends one Idempotency-Key for the checkout, the same on a second submit', async () => {
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
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows 'Processing...' while the order is sent and 'Error processing order' when it fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = service({
      checkout: { status: 409, body: { message: 'Sorry, Faith Over Fear Tee (M) is out of stock.' } },
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
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error processing order');
    expect(toast).toHaveTextContent('Sorry, Faith Over Fear Tee (M) is out of stock.');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(field('Phone')).toHaveValue('718-555-0101');
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
