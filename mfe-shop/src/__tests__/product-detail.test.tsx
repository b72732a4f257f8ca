import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import ProductDetailPage from '../pages/product-detail';
import { BRACELET, cartItem, mockFetch, renderPage, TEE, type Handler } from './test-utils';

const base: Handler = (method, url) => {
  if (url === '/api/auth/user') return { status: 401 };
  if (url === '/api/cart' && method === 'GET') return { body: [] };
  if (url === `/api/products/${TEE.id}`) return { body: TEE };
  if (url === `/api/products/${BRACELET.id}`) return { body: BRACELET };
  return undefined;
};

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

describe('/shop/:id', () => {
  it('shows a tee with breadcrumb, price, stock, size M chosen and quantity 1', async () => {
    mockFetch(base);
    renderPage(<ProductDetailPage />, `/shop/${TEE.id}`, '/shop/:id');
    expect(await screen.findByRole('heading', { name: 'Faith Over Fear Tee', level: 1 })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent('HomeShopFaith Over Fear Tee');
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Faith Over Fear Tee' })).toHaveAttribute('src', TEE.imageUrl);
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'L, sold out' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(document.title).toBe('Faith Over Fear Tee | Spiritual Counseling & Bible Study');
  });

  it('adds the chosen size and quantity, with the success toast', async () => {
    const calls = mockFetch((method, url, body) =>
      method === 'POST'
        ? { status: 201, body: [cartItem({ quantity: 3, options: { size: 'XL' } })] }
        : base(method, url, body),
    );
    renderPage(<ProductDetailPage />, `/shop/${TEE.id}`, '/shop/:id');
    await screen.findByRole('heading', { name: 'Faith Over Fear Tee', level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'XL' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/cart',
      body: { productId: TEE.id, quantity: 3, options: { size: 'XL' } },
    });
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 3 items'));
  });

  it('shows the error toast when adding fails, and the server reason for a stock refusal', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let status = 500;
    mockFetch((method, url, body) =>
      method === 'POST'
        ? { status, body: { message: 'Sorry, only 2 of Faith Over Fear Tee (M) left in stock.' } }
        : base(method, url, body),
    );
    renderPage(<ProductDetailPage />, `/shop/${TEE.id}`, '/shop/:id');
    await screen.findByRole('heading', { name: 'Faith Over Fear Tee', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const alert = await screen.findByTestId('toast');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to add item to cart. Please try again.');
    expect(alert).toHaveAttribute('role', 'alert');
    status = 409;
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent(
        'Sorry, only 2 of Faith Over Fear Tee (M) left in stock.',
      ),
    );
  });

  it('shows a bracelet with January chosen and its stone, and switches the picture with the month', async () => {
    const calls = mockFetch((method, url, body) =>
      method === 'POST' ? { status: 201, body: [] } : base(method, url, body),
    );
    renderPage(<ProductDetailPage />, `/shop/${BRACELET.id}`, '/shop/:id');
    const select = await screen.findByRole('combobox', { name: 'Birthstone month' });
    expect(select).toHaveValue('January');
    expect(screen.getByText('Garnet · Deep Red')).toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'May' } });
    expect(screen.getByText('Emerald · Green')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Birthstone Cross Bracelet' })).toHaveAttribute(
      'src',
      '/api/products/images/bracelet-may.svg',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        productId: BRACELET.id,
        quantity: 1,
        options: { birthstone: 'May' },
      }),
    );
  });

  it("says 'Product Not Found' with a way back to the shop", async () => {
    mockFetch(base);
    renderPage(<ProductDetailPage />, '/shop/sample-product', '/shop/:id');
    expect(await screen.findByRole('heading', { name: 'Product Not Found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Shop' })).toHaveAttribute('href', '/shop');
  });

  it('speaks Spanish, with the months and stones', async () => {
    await act(() => setLanguage('es'));
    mockFetch(base);
    renderPage(<ProductDetailPage />, `/shop/${BRACELET.id}`, '/shop/:id');
    expect(
      await screen.findByRole('heading', { name: 'Pulsera con cruz y piedra natal', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Enero — Granate' })).toBeInTheDocument();
    expect(screen.getByText('Granate · Rojo intenso')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir al carrito' })).toBeEnabled();
  });
});
