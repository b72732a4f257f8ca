import { act, screen, waitFor } from '@testing-library/react';
import type { Order, OrderStatus } from '@ministry/contracts/order';
import { setLanguage } from '@ministry/platform/i18n';
import CheckoutCompletePage from '../pages/checkout-complete';
import { cartItem, mockFetch, renderPage, type FakeResponse } from './test-utils';

const MEMBER = { id: 'u1', username: 'martha', email: 'martha@example.org', role: 'member' };
const NUMBER = 'WOP-7K3M-Q2X9';

function order(status: OrderStatus): Order {
  const address = {
    street: '1 Main St',
    city: 'Ridgewood',
    state: 'NY',
    zipCode: '11385',
    country: 'United States',
  };
  return {
    id: 'o1',
    orderNumber: NUMBER,
    status,
    items: [],
    subtotalCents: 5000,
    shippingCents: 600,
    totalCents: 5600,
    refundedCents: 0,
    holdExpiresAt: null,
    paidAt: null,
    shipment: null,
    deliveredAt: null,
    contactInfo: { firstName: 'Martha', lastName: 'Reyes', email: 'martha@example.org', phone: '1' },
    shippingAddress: address,
    billingAddress: address,
    notes: '',
    createdAt: '2026-11-23T15:00:00.000Z',
  };
}

/** The shop as the webhook leaves it: the order's answers in turn (the last one repeats), the cart emptied once paid. */
function serve(answers: FakeResponse[]) {
  let asked = 0;
  let paid = false;
  const calls = mockFetch((method, url) => {
    if (url === '/api/auth/user') return { body: MEMBER };
    if (url === '/api/cart') return { body: paid ? [] : [cartItem({ quantity: 2 })] };
    if (url === '/api/products') return { body: [] };
    if (url === `/api/orders/${NUMBER}`) {
      const answer = answers[Math.min(asked++, answers.length - 1)]!;
      paid = (answer.body as Order | undefined)?.status === 'paid';
      return answer;
    }
    return undefined;
  });
  return { calls, orderRequests: () => calls.filter((call) => call.url === `/api/orders/${NUMBER}`).length };
}

const open = (query = `?order=${NUMBER}`) =>
  renderPage(<CheckoutCompletePage />, `/checkout/complete${query}`, '/checkout/complete');

/** The page is waiting for the webhook and has asked once. */
async function confirming(shop: ReturnType<typeof serve>) {
  const text = await screen.findByText('Confirming your payment…');
  await waitFor(() => expect(shop.orderRequests()).toBe(1));
  return text.closest('[role="status"]');
}

beforeEach(() => jest.useFakeTimers());
afterEach(async () => {
  jest.useRealTimers();
  await act(() => setLanguage('en'));
});

describe('/checkout/complete', () => {
  it('says it is confirming, asks again until the webhook marked the order paid, then confirms it', async () => {
    const shop = serve([
      { body: order('pending_payment') },
      { body: order('pending_payment') },
      { body: order('paid') },
    ]);
    open();
    expect(await confirming(shop)).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 2 items'));
    expect(screen.queryByText('Order Created!')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(shop.orderRequests()).toBe(2);
    expect(screen.queryByText('Order Created!')).not.toBeInTheDocument();
    // The second wait is longer (backoff).
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(shop.orderRequests()).toBe(2);
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(shop.orderRequests()).toBe(3);

    expect(await screen.findByRole('heading', { name: 'Order Created!', level: 1 })).toHaveFocus();
    expect(screen.getByTestId('order-number')).toHaveTextContent(NUMBER);
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute(
      'href',
      '/account?tab=orders',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    // The cart was emptied by the shop when the payment arrived: the header follows.
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 0 items'));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(shop.orderRequests()).toBe(3);
  });

  it('confirms in Spanish', async () => {
    await act(() => setLanguage('es'));
    serve([{ body: order('paid') }]);
    open();
    expect(await screen.findByRole('heading', { name: '¡Pedido creado!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis pedidos' })).toBeInTheDocument();
  });

  it.each([
    ['payment_failed', 'Your payment did not go through, so the order was not placed.'],
    ['canceled', 'This order was canceled and nothing was charged.'],
    ['expired', 'The hold on your items ended before the payment arrived'],
  ] as const)('says what happened when the order is %s, and leads back to the cart', async (status, text) => {
    const shop = serve([{ body: order('pending_payment') }, { body: order(status) }]);
    open();
    await confirming(shop);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(shop.orderRequests()).toBe(2);
  });

  it('waits through a declined card while the order can still be paid: another card’s payment ends on Order Created!', async () => {
    const held = {
      ...order('payment_failed'),
      holdExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    };
    const shop = serve([{ body: held }, { body: held }, { body: order('paid') }]);
    open();
    await confirming(shop);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(shop.orderRequests()).toBe(2);
    expect(screen.queryByRole('heading', { name: 'Payment not completed' })).not.toBeInTheDocument();
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByRole('heading', { name: 'Order Created!', level: 1 })).toBeInTheDocument();
  });

  it('says the payment failed once a declined order’s hold has ended', async () => {
    const ended = { ...order('payment_failed'), holdExpiresAt: new Date(Date.now() - 1_000).toISOString() };
    serve([{ body: ended }]);
    open();
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
  });

  it('keeps asking through a passing failure, and gives up after about a minute with the receipt promised', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shop = serve([{ status: 502 }, { body: order('pending_payment') }]);
    open();
    await confirming(shop);
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(31_000));
    expect(
      await screen.findByRole('heading', { name: 'We are still confirming your payment' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/You will receive an e-mail receipt as soon as your payment is confirmed/),
    ).toBeInTheDocument();
    expect(screen.getByText(NUMBER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute(
      'href',
      '/account?tab=orders',
    );
    const asked = shop.orderRequests();
    expect(asked).toBeGreaterThan(10);
    expect(asked).toBeLessThan(25);
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(shop.orderRequests()).toBe(asked);
  });

  it('says when the order is not hers', async () => {
    serve([{ status: 404, body: { message: 'Order not found.' } }]);
    open();
    expect(
      await screen.findByRole('heading', { name: 'We could not find this order in your account.' }),
    ).toBeInTheDocument();
  });

  it('says a failed redirect at once, and asks the shop nothing', async () => {
    const shop = serve([{ body: order('paid') }]);
    open(`?order=${NUMBER}&payment_intent=pi_1&redirect_status=failed`);
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(shop.orderRequests()).toBe(0);
  });

  it('says when the page names no order', async () => {
    const shop = serve([{ body: order('paid') }]);
    open('?order=not-an-order');
    expect(
      await screen.findByRole('heading', { name: 'We could not find an order on this page.' }),
    ).toBeInTheDocument();
    expect(shop.orderRequests()).toBe(0);
  });
});
