import { act, screen, within } from '@testing-library/react';
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

/** An order of two places for the retreat of 22 March 2025, group-discounted. */
const ORDER: AdminOrder = {
  id: 'o-place',
  orderNumber: 'WOP-PKCE-2345',
  status: 'paid',
  items: [
    {
      ...RETREAT_PLACE_LINE,
      priceCents: 5400,
      place: {
        date: '2025-03-22',
        people: [
          { name: 'Ana', optionName: 'Participant', optionNameEs: 'Participante', unitCents: 2700 },
          { name: 'Marta', optionName: 'Participant', optionNameEs: 'Participante', unitCents: 2700 },
        ],
        earlyBird: false,
        groupDiscount: true,
      },
    },
  ],
  subtotalCents: 5400,
  shippingCents: 0,
  totalCents: 5400,
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
};

function open() {
  mockFetch((url) => {
    if (url === '/api/auth/user') return { body: ADMIN };
    if (url.startsWith('/api/admin/orders?'))
      return { body: { orders: [ORDER], page: 1, pageSize: 20, totalCount: 1 } };
    if (url === `/api/admin/orders/${ORDER.orderNumber}`) return { body: ORDER };
    return undefined;
  });
  renderPage(<AdminDashboardPage />, `/admin?tab=orders&order=${ORDER.orderNumber}`, '/admin');
}

afterEach(() => act(() => setLanguage('en')));

describe("an order's place line", () => {
  it('names the event and its date, each person priced, and the group discount', async () => {
    open();
    const [, line] = within(await screen.findByTestId('order-lines')).getAllByRole('row');
    expect(within(line!).getByTestId('line-kind')).toHaveTextContent('Event places');
    expect(line).toHaveTextContent(
      "Women's Retreat Day — March 22, 2025Ana — Participant $27.00 · Marta — Participant $27.00 · Group discount$54.00× 1$54.00",
    );
  });

  it('in Spanish', async () => {
    await act(() => setLanguage('es'));
    open();
    const [, line] = within(await screen.findByTestId('order-lines')).getAllByRole('row');
    expect(line).toHaveTextContent('Lugares de eventoDía de retiro para mujeres — 22 de marzo de 2025');
    expect(line).toHaveTextContent('Ana — Participante $27.00');
    expect(line).toHaveTextContent('Descuento de grupo');
  });
});
