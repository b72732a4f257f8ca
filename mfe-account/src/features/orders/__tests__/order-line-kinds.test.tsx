import { act, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@ministry/contracts/order';
import { setLanguage } from '@ministry/platform/i18n';
import AccountPage from '../../../pages/account';
import { MEMBER, mockFetch, renderPage } from '../../../__tests__/test-utils';

const ADDRESS = {
  street: '60-12 Myrtle Avenue',
  city: 'Ridgewood',
  state: 'NY',
  zipCode: '11385',
  country: 'United States',
};

/** A gift and a resource, nothing shipped. */
const DIGITAL: Order = {
  id: 'o1',
  orderNumber: 'WOP-GFTS-2345',
  status: 'paid',
  items: [
    {
      kind: 'gift',
      productId: 'building',
      name: 'Building Fund',
      nameEs: 'Fondo de construcción',
      priceCents: 10000,
      quantity: 1,
      options: {},
      imageUrl: null,
      deductibleCents: 10000,
    },
    {
      kind: 'resource',
      productId: 'r2',
      name: 'Walking Through Grief',
      nameEs: 'Caminar a través del duelo',
      priceCents: 1299,
      quantity: 1,
      options: {},
      imageUrl: null,
    },
  ],
  subtotalCents: 11299,
  shippingCents: 0,
  totalCents: 11299,
  refundedCents: 0,
  holdExpiresAt: null,
  paidAt: '2026-11-20T15:05:00.000Z',
  shipment: null,
  deliveredAt: null,
  contactInfo: { firstName: 'Martha', lastName: 'Reyes', email: 'martha@example.org', phone: '718-555-0101' },
  shippingAddress: null,
  billingAddress: { ...ADDRESS, street: '1 Billing Road' },
  notes: '',
  createdAt: '2026-11-20T15:00:00.000Z',
};

/** A product (no kind: an order from before kinds) and a gift, shipped to her. */
const MIXED: Order = {
  ...DIGITAL,
  id: 'o2',
  orderNumber: 'WOP-MXDS-2345',
  items: [
    {
      productId: 'p1',
      name: 'Faith Over Fear Tee',
      priceCents: 2500,
      quantity: 2,
      options: { size: 'M' },
      imageUrl: null,
    },
    DIGITAL.items[0]!,
  ],
  subtotalCents: 15000,
  shippingCents: 600,
  totalCents: 15600,
  shippingAddress: ADDRESS,
};

function open(order: Order) {
  mockFetch((url) => {
    if (url === '/api/auth/user') return { body: MEMBER };
    if (url === '/api/subscription') return { body: { subscription: null } };
    if (url === `/api/orders/${order.orderNumber}`) return { body: order };
    return undefined;
  });
  renderPage(<AccountPage />, `/account?tab=orders&order=${order.orderNumber}`, '/account');
}

const lines = async () => {
  await waitFor(() => expect(screen.getAllByTestId('order-line').length).toBeGreaterThan(0));
  return screen.getAllByTestId('order-line');
};

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('an order’s lines by kind', () => {
  it('shows a gift, tax-deductible, a digital resource, the deductible total and no shipping block', async () => {
    open(DIGITAL);
    const [gift, resource] = (await lines()) as [HTMLElement, HTMLElement];
    expect(gift).toHaveTextContent('Gift to Building Fund');
    expect(gift).toHaveTextContent('Tax-deductible');
    expect(gift).toHaveTextContent('$100.00');
    expect(gift).not.toHaveTextContent('Qty');
    expect(resource).toHaveTextContent('Walking Through Grief');
    expect(resource).toHaveTextContent('Digital — see the Resources tab');
    expect(within(resource).getByRole('link', { name: 'see the Resources tab' })).toHaveAttribute(
      'href',
      '/account?tab=resources',
    );
    expect(screen.getByTestId('order-total')).toHaveTextContent('$112.99');
    expect(screen.getByTestId('order-deductible')).toHaveTextContent('$100.00');
    expect(screen.getByText('Tax-deductible gift')).toBeInTheDocument();
    expect(screen.queryByTestId('order-shipment')).toBeNull();
    expect(screen.queryByTestId('order-shipping')).toBeNull();
    expect(screen.queryByText('Shipping address')).toBeNull();
    expect(screen.getByText(/1 Billing Road/)).toBeInTheDocument();
  });

  it('keeps a product as it was and its shipping, beside a gift, in Spanish', async () => {
    await act(() => setLanguage('es'));
    open(MIXED);
    const [tee, gift] = (await lines()) as [HTMLElement, HTMLElement];
    expect(tee).toHaveTextContent('Talla: M');
    expect(tee).toHaveTextContent('Cant.');
    expect(gift).toHaveTextContent('Donativo al Fondo de construcción');
    expect(gift).toHaveTextContent('Deducible de impuestos');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('$6.00');
    expect(screen.getByTestId('order-deductible')).toHaveTextContent('$100.00');
    expect(screen.getByTestId('order-shipment')).toBeInTheDocument();
    expect(screen.getByText(/60-12 Myrtle Avenue/)).toBeInTheDocument();
  });
});
