import { render, screen } from '@testing-library/react';
import { AddressLines, addressLines } from '../address-lines';
import { NotFoundView } from '../not-found-view';
import { OrderStatusBadge } from '../order-status-badge';
import { renderPage } from '../testing';

const ADDRESS = {
  street: '60-12 Myrtle Avenue',
  city: 'Ridgewood',
  state: 'NY',
  zipCode: '11385',
  country: 'US',
};

describe('OrderStatusBadge', () => {
  it('writes the status in the caller’s words, with a colour that has contrast for them', () => {
    render(<OrderStatusBadge status="pending_payment" label="Awaiting payment" pill />);
    const badge = screen.getByTestId('order-status');
    expect(badge).toHaveTextContent('Awaiting payment');
    expect(badge).toHaveClass('bg-warning', 'text-dark', 'rounded-pill');
  });

  it('is square unless asked for a pill', () => {
    render(<OrderStatusBadge status="refunded" label="Refunded" />);
    expect(screen.getByTestId('order-status')).toHaveClass('bg-dark');
    expect(screen.getByTestId('order-status')).not.toHaveClass('rounded-pill');
  });
});

describe('addressLines', () => {
  it('puts an address on its parcel lines', () => {
    expect(addressLines(ADDRESS)).toEqual(['60-12 Myrtle Avenue', 'Ridgewood, NY 11385', 'US']);
  });

  it('leaves out a blank line', () => {
    expect(addressLines({ ...ADDRESS, country: ' ' })).toEqual([
      '60-12 Myrtle Avenue',
      'Ridgewood, NY 11385',
    ]);
  });

  it('renders the lines inside one <address>', () => {
    const { container } = render(<AddressLines address={ADDRESS} className="small mb-0" />);
    const address = container.querySelector('address');
    expect(address).toHaveClass('small', 'mb-0');
    expect(address?.children).toHaveLength(3);
  });
});

describe('NotFoundView', () => {
  it('titles the page and leads on to where it says', () => {
    renderPage(
      <NotFoundView
        title="Product not found"
        body="It may have been removed."
        to="/shop"
        action="Back to the shop"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Product not found \| /);
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });
});
