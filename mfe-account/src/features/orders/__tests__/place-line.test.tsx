import { act, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@ministry/contracts/order';
import { setLanguage } from '@ministry/platform/i18n';
import { RETREAT_PLACE_LINE } from '@ministry/contracts/testing/place-line';
import AccountPage from '../../../pages/account';
import { MEMBER, mockFetch, renderPage } from '../../../__tests__/test-utils';

/** Her order of two places for the retreat of 22 March 2025, at the early-bird price. */
const ORDER: Order = {
  id: 'o3',
  orderNumber: 'WOP-PKCE-2345',
  status: 'paid',
  items: [RETREAT_PLACE_LINE],
  subtotalCents: 3500,
  shippingCents: 0,
  totalCents: 3500,
  refundedCents: 0,
  holdExpiresAt: null,
  paidAt: '2026-11-20T15:05:00.000Z',
  shipment: null,
  deliveredAt: null,
  contactInfo: { firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.org', phone: '718-555-0101' },
  shippingAddress: null,
  billingAddress: {
    street: '1 Billing Road',
    city: 'Ridgewood',
    state: 'NY',
    zipCode: '11385',
    country: 'United States',
  },
  notes: '',
  createdAt: '2026-11-20T15:00:00.000Z',
};

function open() {
  mockFetch((url) => {
    if (url === '/api/auth/user') return { body: MEMBER };
    if (url === '/api/subscription') return { body: { subscription: null } };
    if (url === `/api/orders/${ORDER.orderNumber}`) return { body: ORDER };
    return undefined;
  });
  renderPage(<AccountPage />, `/account?tab=orders&order=${ORDER.orderNumber}`, '/account');
}

afterEach(() => act(() => setLanguage('en')));

describe('a place line of her order', () => {
  it('names the event and its date, each person with her option and price, and links to the event', async () => {
    open();
    await waitFor(() => expect(screen.getAllByTestId('order-line')).toHaveLength(1));
    const line = screen.getByTestId('order-line');
    expect(line).toHaveTextContent("Women's Retreat Day — March 22, 2025");
    expect(within(line).getByTestId('place-detail')).toHaveTextContent(
      'Ana — Participant $25.00Lucía — Childcare $10.00Early-bird',
    );
    expect(line).not.toHaveTextContent('Qty');
    expect(within(line).getByRole('link', { name: 'See the event' })).toHaveAttribute(
      'href',
      '/events/r1/2025-03-22',
    );
    expect(line).toHaveTextContent('$35.00');
  });

  it('in Spanish', async () => {
    await act(() => setLanguage('es'));
    open();
    const line = await screen.findByTestId('order-line');
    expect(line).toHaveTextContent('Día de retiro para mujeres — 22 de marzo de 2025');
    expect(line).toHaveTextContent('Lucía — Cuidado infantil $10.00');
    expect(line).toHaveTextContent('Inscripción anticipada');
  });
});
