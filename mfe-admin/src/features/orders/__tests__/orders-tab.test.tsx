import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrder, AdminOrderPage } from '@ministry/contracts/order';
import { setLanguage } from '@ministry/platform/i18n';
import AdminDashboardPage from '../../../pages/admin-dashboard';
import { ADMIN } from '../../../__tests__/fixtures';
import { mockFetch, renderPage, type FakeResponse, type FetchCall } from '../../../__tests__/test-utils';

const ADDRESS = {
  street: '12 Olive Street',
  city: 'Brooklyn',
  state: 'NY',
  zipCode: '11201',
  country: 'United States',
};

function makeOrder(orderNumber: string, extra: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: `o-${orderNumber}`,
    orderNumber,
    status: 'paid',
    items: [
      {
        productId: 'p-tee',
        name: 'Faith Over Fear Tee',
        nameEs: 'Camiseta Fe',
        priceCents: 2500,
        quantity: 2,
        options: { size: 'M' },
      },
      {
        productId: 'p-br',
        name: 'Birthstone Cross Bracelet',
        priceCents: 2200,
        quantity: 1,
        options: { birthstone: 'May' },
      },
    ],
    subtotalCents: 7200,
    shippingCents: 500,
    totalCents: 7700,
    refundedCents: 0,
    holdExpiresAt: null,
    paidAt: '2026-03-02T15:05:00.000Z',
    shipment: null,
    deliveredAt: null,
    contactInfo: { firstName: 'Ruth', lastName: 'Moab', email: 'ruth@example.org', phone: '(718) 555-0100' },
    shippingAddress: ADDRESS,
    billingAddress: { ...ADDRESS, street: '1 Billing Road' },
    notes: 'Gift wrap, please.',
    createdAt: '2026-03-02T15:00:00.000Z',
    userId: 'u-member',
    paymentIntentId: 'pi_123',
    flagged: false,
    refundedQuantities: [0, 0],
    history: [
      { at: '2026-03-02T15:00:00.000Z', action: 'created', by: 'ruth', status: 'pending_payment' },
      { at: '2026-03-02T15:05:00.000Z', action: 'paid', by: 'stripe', status: 'paid' },
    ],
    ...extra,
  };
}

const PAID = makeOrder('WOP-AAAA-BBBB');

interface Api {
  list?: (url: string) => FakeResponse;
  order?: AdminOrder;
  action?: (action: string, body: unknown) => FakeResponse | undefined;
}

function serve(api: Api = {}): FetchCall[] {
  let order = api.order ?? PAID;
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user') return { body: ADMIN };
    if (url.startsWith('/api/admin/orders?') || url === '/api/admin/orders') {
      if (api.list) return api.list(url);
      const page: AdminOrderPage = { orders: [order], page: 1, pageSize: 20, totalCount: 1 };
      return { body: page };
    }
    if (url === `/api/admin/orders/${order.orderNumber}` && method === 'GET') return { body: order };
    const action = /^\/api\/admin\/orders\/([^/]+)\/(\w+)$/.exec(url);
    if (action && method === 'POST') {
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      const answer = api.action?.(action[2]!, body);
      if (answer) return answer;
      const by = 'grace';
      const at = '2026-03-03T10:00:00.000Z';
      if (action[2] === 'ship') {
        const shipment = body as { carrier: string; trackingNumber: string };
        order = {
          ...order,
          status: 'shipped',
          shipment: { ...shipment, shippedAt: at },
          history: [
            ...order.history,
            { at, action: 'shipped', by, status: 'shipped', note: shipment.trackingNumber },
          ],
        };
      }
      if (action[2] === 'deliver') order = { ...order, status: 'delivered', deliveredAt: at };
      if (action[2] === 'cancel') order = { ...order, status: 'canceled' };
      return { body: order };
    }
    return undefined;
  });
}

const renderTab = (path = '/admin?tab=orders') => renderPage(<AdminDashboardPage />, path, '/admin');
const location = () => screen.getByTestId('location').textContent;

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('Orders tab', () => {
  it('filters by status, days and a search, pages through, and exports the same filters', async () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      makeOrder(`WOP-AAAA-${String.fromCharCode(65 + index)}${String.fromCharCode(65 + index)}CD`),
    );
    const calls = serve({
      list: (url) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
        return { body: { orders: many, page, pageSize: 20, totalCount: 45 } };
      },
    });
    renderTab('/admin?tab=orders&status=paid');
    const table = await screen.findByTestId('admin-orders');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Showing 1–20 of 45 orders')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('paid');
    expect(calls.map((call) => call.url)).toContain('/api/admin/orders?status=paid');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders.csv?status=paid',
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ruth@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(location()).toBe('/admin?tab=orders&status=paid&from=2026-03-01&q=ruth%40example.org');
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        '/api/admin/orders?status=paid&from=2026-03-01&q=ruth%40example.org',
      ),
    );

    const pages = screen.getByRole('navigation', { name: 'Order list pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/admin?tab=orders&status=paid&from=2026-03-01&q=ruth%40example.org&page=2');
    expect(await screen.findByText('Showing 21–40 of 45 orders')).toBeInTheDocument();
    // The export takes every page of the filtered list.
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders.csv?status=paid&from=2026-03-01&q=ruth%40example.org',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(location()).toBe('/admin?tab=orders');
    // The unfiltered list is asked for and shown from its first page.
    expect(await screen.findByText('Showing 1–20 of 45 orders')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/admin/orders');
  });

  it('opens an order from the address: lines, addresses, payment, flagged late payment and history', async () => {
    serve({ order: makeOrder('WOP-CCCC-DDDD', { flagged: true, status: 'refunded', refundedCents: 7700 }) });
    renderTab('/admin?tab=orders&order=WOP-CCCC-DDDD');
    expect(await screen.findByRole('heading', { name: 'Order WOP-CCCC-DDDD' })).toBeInTheDocument();
    expect(screen.getByTestId('order-flagged')).toHaveTextContent('Late payment.');
    const lines = within(screen.getByTestId('order-lines')).getAllByRole('row');
    expect(lines[1]).toHaveTextContent('Faith Over Fear TeeSize: M$25.00× 2$50.00');
    expect(lines[2]).toHaveTextContent('Birthstone: May (Emerald)');
    expect(screen.getByTestId('order-totals')).toHaveTextContent(
      'Subtotal$72.00Shipping$5.00Total$77.00Refunded−$77.00',
    );
    expect(screen.getByText('1 Billing Road')).toBeInTheDocument();
    expect(screen.getByTestId('order-payment')).toHaveTextContent('pi_123');
    expect(screen.getByTestId('order-history')).toHaveTextContent(/Paid · .* · by stripe/);
    // Nothing is left to do with a refunded order.
    expect(screen.queryByRole('group', { name: 'Order actions' })).toBeNull();

    await act(() => setLanguage('es'));
    expect(screen.getByRole('heading', { name: 'Pedido WOP-CCCC-DDDD' })).toBeInTheDocument();
    expect(screen.getByTestId('order-lines')).toHaveTextContent('Camiseta Fe');
    expect(screen.getByTestId('order-history')).toHaveTextContent(/Pagado · .* · por stripe/);

    fireEvent.click(screen.getByRole('button', { name: /Volver a pedidos/ }));
    expect(location()).toBe('/admin?tab=orders');
    // Back at the list, which is asked for and shows the order.
    const table = await screen.findByTestId('admin-orders');
    expect(within(table).getByRole('button', { name: 'WOP-CCCC-DDDD' })).toBeInTheDocument();
  });

  it('marks a paid order shipped with carrier and tracking, checked by the shared schema', async () => {
    const calls = serve();
    renderTab(`/admin?tab=orders&order=${PAID.orderNumber}`);
    fireEvent.click(await screen.findByRole('button', { name: `Mark Shipped, ${PAID.orderNumber}` }));
    const dialog = await screen.findByRole('dialog', { name: `Ship order ${PAID.orderNumber}` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Shipped' }));
    expect(await within(dialog).findByText('Enter the carrier')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the tracking number')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Carrier'), { target: { value: 'USPS' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: '9400 1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Shipped' }));

    expect(await screen.findByText('Order marked shipped')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/ship'))?.body).toEqual({
      carrier: 'USPS',
      trackingNumber: '9400 1000',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(screen.getByTestId('order-shipment')).toHaveTextContent('USPS, tracking 9400 1000');
    expect(screen.getByTestId('order-history')).toHaveTextContent(/Shipped · .* · by grace/);

    fireEvent.click(screen.getByRole('button', { name: `Mark Delivered, ${PAID.orderNumber}` }));
    expect(await screen.findByText('Order marked delivered')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Delivered');
  });

  it('refunds chosen lines with restock, refusing too many units here and showing the service’s reason', async () => {
    const calls = serve({
      action: (action) =>
        action === 'refund'
          ? { status: 400, body: { message: 'That is more than was paid and not yet refunded.' } }
          : undefined,
    });
    renderTab(`/admin?tab=orders&order=${PAID.orderNumber}`);
    fireEvent.click(await screen.findByRole('button', { name: `Refund, ${PAID.orderNumber}` }));
    const dialog = await screen.findByRole('dialog', { name: `Refund order ${PAID.orderNumber}` });
    expect(within(dialog).getByRole('button', { name: 'Refund $77.00' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Chosen items'));
    const teeQuantity = within(dialog).getByRole('spinbutton', { name: 'Quantity, Faith Over Fear Tee (M)' });
    fireEvent.change(teeQuantity, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $75.00' }));
    expect(await within(dialog).findByText('Choose between 0 and 2.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/refund'))).toBe(false);

    fireEvent.change(teeQuantity, { target: { value: '1' } });
    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Back in stock, Birthstone Cross Bracelet (May (Emerald))',
      }),
    );
    fireEvent.change(
      within(dialog).getByRole('spinbutton', { name: 'Quantity, Birthstone Cross Bracelet (May (Emerald))' }),
      { target: { value: '1' } },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $47.00' }));
    expect(
      await within(dialog).findByText('That is more than was paid and not yet refunded.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/refund'))?.body).toEqual({
      full: false,
      lines: [
        { index: 0, quantity: 1, restock: true },
        { index: 1, quantity: 1, restock: false },
      ],
    });
  });

  it('cancels after asking, with the reason', async () => {
    const calls = serve({ order: makeOrder('WOP-EEEE-FFFF', { status: 'pending_payment', paidAt: null }) });
    renderTab('/admin?tab=orders&order=WOP-EEEE-FFFF');
    expect(await screen.findByText('Not paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order, WOP-EEEE-FFFF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order WOP-EEEE-FFFF?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'Asked by phone' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order canceled')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/cancel'))?.body).toEqual({ reason: 'Asked by phone' });
    expect(screen.getByTestId('order-status')).toHaveTextContent('Canceled');
  });

  it('shows an order of a gift and a resource: no shipping, each line’s kind, the deductible, no restock', async () => {
    const order = makeOrder('WOP-GGGG-HHHH', {
      items: [
        {
          kind: 'gift',
          productId: 'f-building',
          name: 'Building Fund',
          nameEs: 'Fondo de construcción',
          priceCents: 5000,
          quantity: 1,
          options: {},
          deductibleCents: 5000,
        },
        {
          kind: 'resource',
          productId: 'r-1',
          name: 'Ruth Study Guide',
          priceCents: 1200,
          quantity: 1,
          options: {},
        },
      ],
      subtotalCents: 6200,
      shippingCents: 0,
      totalCents: 6200,
      shippingAddress: null,
      refundedQuantities: [0, 0],
    });
    const calls = serve({
      order,
      action: (action) => (action === 'refund' ? { status: 400, body: { message: 'No.' } } : undefined),
    });
    renderTab('/admin?tab=orders&order=WOP-GGGG-HHHH');
    expect(await screen.findByTestId('order-no-shipping')).toHaveTextContent('No shipping: nothing to ship');
    const lines = within(screen.getByTestId('order-lines')).getAllByRole('row');
    expect(lines[1]).toHaveTextContent('GiftBuilding FundTax-deductible: $50.00$50.00× 1$50.00');
    expect(lines[2]).toHaveTextContent('ResourceRuth Study Guide$12.00');
    // Nothing to ship: no Mark Shipped.
    expect(screen.queryByRole('button', { name: /^Mark Shipped/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Refund, WOP-GGGG-HHHH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order WOP-GGGG-HHHH' });
    fireEvent.click(within(dialog).getByLabelText('Chosen items'));
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Quantity, Building Fund' }), {
      target: { value: '1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $50.00' }));
    expect(await within(dialog).findByText('No.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/refund'))?.body).toEqual({
      full: false,
      lines: [{ index: 0, quantity: 1, restock: false }],
    });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await act(() => setLanguage('es'));
    expect(screen.getByTestId('order-no-shipping')).toHaveTextContent('Sin envío: no hay nada que enviar');
    expect(screen.getByTestId('order-lines')).toHaveTextContent(
      'DonativoFondo de construcciónDeducible de impuestos: $50.00',
    );
    expect(screen.getByTestId('order-lines')).toHaveTextContent('Recurso');
  });

  it('says so when the order in the address does not exist', async () => {
    serve();
    renderTab('/admin?tab=orders&order=WOP-ZZZZ-ZZZZ');
    expect(
      await screen.findByRole('heading', { name: 'There is no order WOP-ZZZZ-ZZZZ.' }),
    ).toBeInTheDocument();
  });
});
