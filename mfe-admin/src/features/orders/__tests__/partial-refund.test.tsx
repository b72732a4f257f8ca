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

/** A paid $35 place line with $5 of it already refunded. */
const ORDER: AdminOrder = {
  id: 'o-place',
  orderNumber: 'WOP-PRTL-2345',
  status: 'paid',
  items: [{ ...RETREAT_PLACE_LINE, priceCents: 3500 }],
  subtotalCents: 3500,
  shippingCents: 0,
  totalCents: 3500,
  refundedCents: 500,
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
  refundedLineCents: [500],
  history: [{ at: '2026-03-02T15:05:00.000Z', action: 'paid', by: 'stripe', status: 'paid' }],
};

function open() {
  let order = ORDER;
  const calls = mockFetch((url, init) => {
    if (url === '/api/auth/user') return { body: ADMIN };
    if (url.startsWith('/api/admin/orders?'))
      return { body: { orders: [order], page: 1, pageSize: 20, totalCount: 1 } };
    if (url === `/api/admin/orders/${ORDER.orderNumber}`) return { body: order };
    if (init?.method === 'POST' && url === `/api/admin/orders/${ORDER.orderNumber}/refund`) {
      order = {
        ...order,
        refundedCents: 3000,
        refundedLineCents: [3000],
        history: [
          ...order.history,
          {
            at: '2026-03-11T15:00:00.000Z',
            action: 'refunded',
            by: 'lydia',
            status: 'paid',
            note: '$25.00 · $5 fee kept',
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

describe('a partial refund of a line, with a staff note', () => {
  it('checks the amount on its field, sums it in the total and sends it with the note', async () => {
    const calls = open();
    fireEvent.click(await screen.findByRole('button', { name: `Refund, ${ORDER.orderNumber}` }));
    const dialog = await screen.findByRole('dialog', { name: `Refund order ${ORDER.orderNumber}` });
    fireEvent.click(within(dialog).getByLabelText('Chosen items'));
    expect(dialog).toHaveTextContent('$30.00 left to refund');
    const amount = within(dialog).getByRole('textbox', {
      name: new RegExp(`^Amount to refund \\(dollars\\)`),
    });
    expect(amount).toHaveAccessibleDescription(/Optional: part of the price/);
    fireEvent.change(amount, { target: { value: '25' } });
    // No quantity yet: the amount is for nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $0.00' }));
    expect(await within(dialog).findByText('Choose the quantity this amount is for.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /^Quantity, / }), {
      target: { value: '1' },
    });
    fireEvent.change(amount, { target: { value: '31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $31.00' }));
    expect(
      await within(dialog).findByText('At most $30.00 is left to refund on this item.'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(amount, { target: { value: '12.345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Refund \$/ }));
    expect(
      await within(dialog).findByText('Enter an amount in dollars, like 25 or 25.50.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/refund'))).toBe(false);

    fireEvent.change(amount, { target: { value: '$25' } });
    expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent('Refund amount: $25.00');
    const note = within(dialog).getByRole('textbox', { name: /^Note \(staff only\)/ });
    expect(note).toHaveAccessibleDescription(/does not include it/);
    fireEvent.change(note, { target: { value: '  $5 fee kept ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $25.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.url.endsWith('/refund'))?.body).toEqual({
      full: false,
      lines: [{ index: 0, quantity: 1, restock: false, amountCents: 2500 }],
      note: '$5 fee kept',
    });
    expect(screen.getByTestId('order-history')).toHaveTextContent('$25.00 · $5 fee kept');
  });

  it('in Spanish', async () => {
    await act(() => setLanguage('es'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: `Reembolsar, ${ORDER.orderNumber}` }));
    const dialog = await screen.findByRole('dialog', { name: `Reembolsar el pedido ${ORDER.orderNumber}` });
    fireEvent.click(within(dialog).getByLabelText('Artículos elegidos'));
    const amount = within(dialog).getByRole('textbox', { name: /^Monto a reembolsar \(dólares\)/ });
    fireEvent.change(amount, { target: { value: 'diez' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /^Cantidad, / }), {
      target: { value: '1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Reembolsar \$/ }));
    expect(
      await within(dialog).findByText('Escribe un monto en dólares, como 25 o 25.50.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('textbox', { name: /^Nota \(solo para el personal\)/ }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('El correo de reembolso al comprador no la incluye.');
  });
});
