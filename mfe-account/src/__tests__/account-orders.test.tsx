import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_STATUSES, type Order, type OrderStatus } from '@ministry/contracts/order';
import { setLanguage } from '@ministry/platform/i18n';
import AccountPage from '../pages/account';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from './test-utils';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

const ADDRESS = {
  street: '60-12 Myrtle Avenue',
  city: 'Ridgewood',
  state: 'NY',
  zipCode: '11385',
  country: 'United States',
};

function order(orderNumber: string, status: OrderStatus, extra: Partial<Order> = {}): Order {
  return {
    id: orderNumber,
    orderNumber,
    status,
    items: [
      {
        productId: 'p1',
        name: 'Faith Over Fear Tee',
        nameEs: 'Camiseta Fe sobre el miedo',
        priceCents: 2500,
        quantity: 2,
        options: { size: 'M' },
        imageUrl: '/api/products/images/tee.webp',
      },
      {
        productId: 'p2',
        name: 'Birthstone Cross Bracelet',
        nameEs: null,
        priceCents: 2200,
        quantity: 1,
        options: { birthstone: 'May' },
        imageUrl: null,
      },
    ],
    subtotalCents: 7200,
    shippingCents: 600,
    totalCents: 7800,
    refundedCents: 0,
    holdExpiresAt: null,
    paidAt: null,
    shipment: null,
    deliveredAt: null,
    contactInfo: {
      firstName: 'Martha',
      lastName: 'Reyes',
      email: 'martha@example.org',
      phone: '718-555-0101',
    },
    shippingAddress: ADDRESS,
    billingAddress: { ...ADDRESS, street: '1 Billing Road' },
    notes: 'Gift wrap, please.',
    createdAt: '2026-11-20T15:00:00.000Z',
    ...extra,
  };
}

const SHIPPED = order('WOP-SHPD-2345', 'shipped', {
  paidAt: '2026-11-20T15:05:00.000Z',
  shipment: { carrier: 'USPS', trackingNumber: '9400 1000 0000', shippedAt: '2026-11-22T15:00:00.000Z' },
  refundedCents: 2200,
});
const PENDING = order('WOP-PEND-6789', 'pending_payment', {
  createdAt: '2026-11-23T15:00:00.000Z',
  shippingCents: 0,
});

function serve(orders: Order[] | FakeResponse) {
  return mockFetch((url) => {
    if (url === '/api/auth/user') return { body: MEMBER };
    if (url === '/api/subscription') return { body: { subscription: null } };
    if (url === '/api/orders') return Array.isArray(orders) ? { body: orders } : orders;
    const one = /^\/api\/orders\/([^/]+)$/.exec(url);
    if (one && Array.isArray(orders)) {
      const found = orders.find((entry) => entry.orderNumber === decodeURIComponent(one[1]!));
      return found ? { body: found } : { status: 404, body: { message: 'Order not found.' } };
    }
    return undefined;
  });
}

const rows = () => screen.getAllByTestId('order-row');

describe('/account?tab=orders', () => {
  it('lists her orders with number, date, status and total', async () => {
    serve([PENDING, SHIPPED]);
    renderPage(<AccountPage />, '/account?tab=orders', '/account');
    expect(await screen.findByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Your Orders' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [pending, shipped] = rows() as [HTMLElement, HTMLElement];
    expect(within(pending).getByRole('link', { name: 'WOP-PEND-6789' })).toHaveAttribute(
      'href',
      '/account?tab=orders&order=WOP-PEND-6789',
    );
    expect(pending).toHaveTextContent('Nov 23, 2026');
    expect(pending).toHaveTextContent('Awaiting payment');
    expect(pending).toHaveTextContent('$78.00');
    expect(shipped).toHaveTextContent('Shipped');
  });

  it('names every status in both languages', async () => {
    serve(ORDER_STATUSES.map((status, i) => order(`WOP-AAAA-AAA${'ABCDEFGH'[i]}`, status)));
    renderPage(<AccountPage />, '/account?tab=orders', '/account');
    await waitFor(() => expect(rows()).toHaveLength(ORDER_STATUSES.length));
    const names = () => screen.getAllByTestId('order-status').map((badge) => badge.textContent);
    expect(names()).toEqual([
      'Awaiting payment',
      'Paid',
      'Shipped',
      'Delivered',
      'Payment failed',
      'Expired',
      'Canceled',
      'Refunded',
    ]);
    await act(() => setLanguage('es'));
    expect(names()).toEqual([
      'Pendiente de pago',
      'Pagado',
      'Enviado',
      'Entregado',
      'Pago fallido',
      'Vencido',
      'Cancelado',
      'Reembolsado',
    ]);
  });

  it('shows an order: lines, amounts, refund, payment, tracking, addresses; and goes back', async () => {
    serve([PENDING, SHIPPED]);
    renderPage(<AccountPage />, '/account?tab=orders', '/account');
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('link', { name: 'WOP-SHPD-2345' }));

    const heading = await screen.findByRole('heading', { name: 'Order WOP-SHPD-2345' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(screen.getAllByTestId('order-line')).toHaveLength(2));
    const [tee, bracelet] = screen.getAllByTestId('order-line') as [HTMLElement, HTMLElement];
    expect(within(tee).getByRole('img', { name: 'Faith Over Fear Tee' })).toHaveAttribute(
      'src',
      '/api/products/images/tee.webp',
    );
    expect(tee).toHaveTextContent('Size: M');
    expect(tee).toHaveTextContent('Qty: 2 · $25.00 each');
    expect(tee).toHaveTextContent('$50.00');
    expect(bracelet).toHaveTextContent('Birthstone: May (Emerald)');
    expect(bracelet).toHaveTextContent('No image available');
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('$72.00');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('$6.00');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$78.00');
    expect(screen.getByTestId('order-refunded')).toHaveTextContent('$22.00');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Paid on November 20, 2026');
    expect(screen.getByText('$22.00 was refunded to your card.')).toBeInTheDocument();
    const shipment = screen.getByTestId('order-shipment');
    expect(shipment).toHaveTextContent('Shipped on November 22, 2026');
    expect(shipment).toHaveTextContent('Carrier: USPS');
    expect(shipment).toHaveTextContent('Tracking number: 9400 1000 0000');
    expect(screen.getByText(/60-12 Myrtle Avenue/)).toBeInTheDocument();
    expect(screen.getByText(/1 Billing Road/)).toBeInTheDocument();
    expect(screen.getByText('Gift wrap, please.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Back to my orders' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('shows an unpaid order’s payment status and free shipping, in Spanish', async () => {
    await act(() => setLanguage('es'));
    serve([PENDING]);
    renderPage(<AccountPage />, '/account?tab=orders&order=WOP-PEND-6789', '/account');
    expect(await screen.findByRole('heading', { name: 'Pedido WOP-PEND-6789' })).toBeInTheDocument();
    expect(await screen.findByTestId('order-payment')).toHaveTextContent('Pendiente de pago');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Gratis');
    expect(screen.getByTestId('order-shipment')).toHaveTextContent('Todavía no se ha enviado.');
    expect(screen.getByRole('img', { name: 'Camiseta Fe sobre el miedo' })).toBeInTheDocument();
    expect(screen.getAllByTestId('order-line')[0]).toHaveTextContent('Talla: M');
    expect(screen.queryByTestId('order-refunded')).not.toBeInTheDocument();
  });

  it('says when an order is not hers, when she has none, and when the list fails', async () => {
    serve([]);
    const first = renderPage(<AccountPage />, '/account?tab=orders&order=WOP-ZZZZ-ZZZZ', '/account');
    expect(await screen.findByText('We could not find this order in your account.')).toBeInTheDocument();
    first.unmount();

    serve([]);
    const second = renderPage(<AccountPage />, '/account?tab=orders', '/account');
    expect(await screen.findByText('You have not placed any order yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the Shop' })).toHaveAttribute('href', '/shop');
    second.unmount();

    serve({ status: 500, body: { message: 'Down' } });
    renderPage(<AccountPage />, '/account?tab=orders', '/account');
    expect(await screen.findByText('We could not load your orders. Please try again.')).toBeInTheDocument();
  });
});
