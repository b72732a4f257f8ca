import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrder } from '@ministry/contracts/order';
import { setLanguage } from '@ministry/platform/i18n';
import { RETREAT_PLACE_LINE } from '@ministry/contracts/testing/place-line';
import AdminDashboardPage from '../../../pages/admin-dashboard';
import { ADMIN } from '../../../__tests__/fixtures';
import { mockFetch, renderPage } from '../../../__tests__/test-utils';

const ADDRESS = {
  street: '1 Billing Road',
  city: 'Ridgewood',
  state: 'NY',
  zipCode: '11385',
  country: 'United States',
};

/** A paid place line the member canceled herself on 10 March 2026 at 11:00 New York. */
const ORDER: AdminOrder = {
  id: 'o-place',
  orderNumber: 'WOP-PKCE-2345',
  status: 'paid',
  items: [{ ...RETREAT_PLACE_LINE, priceCents: 3500 }],
  subtotalCents: 3500,
  shippingCents: 0,
  totalCents: 3500,
  refundedCents: 0,
  holdExpiresAt: null,
  paidAt: '2026-03-02T15:05:00.000Z',
  shipment: null,
  deliveredAt: null,
  contactInfo: { firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.org', phone: '(718) 555-0100' },
  shippingAddress: null,
  billingAddress: ADDRESS,
  notes: '',
  createdAt: '2026-03-02T15:00:00.000Z',
  userId: 'u-member',
  paymentIntentId: 'pi_1',
  flagged: false,
  refundedQuantities: [0],
  history: [{ at: '2026-03-02T15:05:00.000Z', action: 'paid', by: 'stripe', status: 'paid' }],
  cancelRequests: [{ lineIndex: 0, person: 'Ana Reyes', at: '2026-03-10T15:00:00.000Z', decision: null }],
};

function open() {
  let order = ORDER;
  const calls = mockFetch((url, init) => {
    if (url === '/api/auth/user') return { body: ADMIN };
    if (url.startsWith('/api/admin/orders?'))
      return { body: { orders: [order], page: 1, pageSize: 20, totalCount: 1 } };
    if (url === `/api/admin/orders/${ORDER.orderNumber}`) return { body: order };
    if (init?.method === 'POST' && url === `/api/admin/orders/${ORDER.orderNumber}/cancel-requests/0/keep`) {
      const { note } = JSON.parse(String(init.body)) as { note: string };
      order = {
        ...order,
        cancelRequests: [
          {
            ...order.cancelRequests![0]!,
            decision: { kind: 'kept', at: '2026-03-11T15:00:00.000Z', by: 'lydia', note },
          },
        ],
      };
      return { body: order };
    }
    return undefined;
  });
  renderPage(<AdminDashboardPage />, `/admin?tab=orders&order=${ORDER.orderNumber}`, '/admin');
  return calls;
}

afterEach(() => act(() => setLanguage('en')));

describe('a place line the member canceled', () => {
  it('says so on the line, and keeps the payment with a note', async () => {
    const calls = open();
    const note = await screen.findByTestId('cancel-request');
    expect(note).toHaveTextContent('Canceled by the member on');
    expect(note).toHaveTextContent('— refund to decide');
    fireEvent.click(within(note).getByRole('button', { name: 'Keep the payment' }));
    const dialog = await screen.findByRole('dialog', { name: /^Keep the payment of order WOP-PKCE-2345/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the payment' }));
    expect(await within(dialog).findByText('Write a note on why the payment is kept.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: 'No refunds in the last week' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the payment' }));
    await waitFor(() =>
      expect(screen.getByTestId('cancel-request')).toHaveTextContent(
        '— payment kept: No refunds in the last week',
      ),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `/api/admin/orders/${ORDER.orderNumber}/cancel-requests/0/keep`,
        body: { note: 'No refunds in the last week' },
      },
    ]);
  });

  it('in Spanish', async () => {
    await act(() => setLanguage('es'));
    open();
    const note = await screen.findByTestId('cancel-request');
    expect(note).toHaveTextContent('Cancelado por la miembro el');
    expect(note).toHaveTextContent('— reembolso por decidir');
    expect(within(note).getByRole('button', { name: 'Conservar el pago' })).toBeInTheDocument();
  });
});
