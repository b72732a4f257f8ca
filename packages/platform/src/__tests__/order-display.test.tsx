import { act, render, screen } from '@testing-library/react';
import { ORDER_STATUSES } from '@ministry/contracts/order';
import { setLanguage } from '../i18n';
import { AddressLines, addressLines, OrderStatusBadge } from '../order-display';

const address = {
  street: '60-12 Myrtle Avenue',
  city: 'Ridgewood',
  state: 'NY',
  zipCode: '11385',
  country: 'US',
};

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('OrderStatusBadge', () => {
  it('says every status in words, in English and Spanish', async () => {
    for (const status of ORDER_STATUSES) {
      const { unmount } = render(<OrderStatusBadge status={status} />);
      const english = screen.getByTestId('order-status').textContent;
      await act(() => setLanguage('es'));
      const spanish = screen.getByTestId('order-status').textContent;
      expect(english).toMatch(/\w/);
      expect(spanish).toMatch(/\w/);
      expect(spanish).not.toBe(status);
      unmount();
      await act(() => setLanguage('en'));
    }
  });

  it('reads "Awaiting payment" / "Pendiente de pago" for an unpaid order', async () => {
    render(<OrderStatusBadge status="pending_payment" />);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    await act(() => setLanguage('es'));
    expect(screen.getByTestId('order-status')).toHaveTextContent('Pendiente de pago');
  });
});

describe('address lines', () => {
  it('puts an address on its parcel lines', () => {
    expect(addressLines(address)).toEqual(['60-12 Myrtle Avenue', 'Ridgewood, NY 11385', 'US']);
  });

  it('leaves out a blank line', () => {
    expect(addressLines({ ...address, country: ' ' })).toEqual([
      '60-12 Myrtle Avenue',
      'Ridgewood, NY 11385',
    ]);
  });

  it('renders one line each inside an <address>', () => {
    const { container } = render(<AddressLines address={address} className="small mb-0" />);
    const element = container.querySelector('address');
    expect(element).toHaveClass('small', 'mb-0');
    expect([...(element?.children ?? [])].map((line) => line.textContent)).toEqual([
      '60-12 Myrtle Avenue',
      'Ridgewood, NY 11385',
      'US',
    ]);
  });
});
