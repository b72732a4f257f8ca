import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { cartItem, mockFetch, renderPage } from './test-utils';

describe('cart badge', () => {
  it('asks for the cart again on the next navigation after a failed load, so it recovers', async () => {
    let shopUp = false;
    const calls = mockFetch((method, url) => {
      if (url === '/api/auth/user') return { status: 401 };
      if (url !== '/api/cart' || method !== 'GET') return undefined;
      return shopUp
        ? { body: [cartItem({ quantity: 2 })] }
        : { status: 503, body: { message: 'The service is temporarily unavailable.' } };
    });
    const cartReads = () => calls.filter((call) => call.url === '/api/cart').length;
    renderPage(<Link to="/shop">Go shopping</Link>, '/about', '/about');
    await waitFor(() => expect(cartReads()).toBe(1));
    expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 0 items');

    shopUp = true;
    fireEvent.click(screen.getByRole('link', { name: 'Go shopping' }));
    expect(await screen.findByRole('heading', { name: 'Shop page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 2 items'));
    expect(cartReads()).toBe(2);
  });
});
