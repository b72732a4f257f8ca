import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import AdminDashboardPage from '../../../pages/admin-dashboard';
import { ADMIN } from '../../../__tests__/fixtures';
import { mockFetch, renderPage, type FakeResponse } from '../../../__tests__/test-utils';

function serve(summary: FakeResponse) {
  return mockFetch((url) => {
    if (url === '/api/auth/user') return { body: ADMIN };
    if (url === '/api/admin/shop/summary') return summary;
    if (url.startsWith('/api/admin/orders?'))
      return { body: { orders: [], page: 1, pageSize: 20, totalCount: 0 } };
    if (url === '/api/admin/products') return { body: [] };
    return undefined;
  });
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the dashboard’s shop counts', () => {
  it('shows orders to ship and low-stock products, each leading to its tab', async () => {
    serve({ body: { ordersToShip: 3, lowStockProducts: 2 } });
    renderPage(<AdminDashboardPage />, '/admin', '/admin');
    await waitFor(() => expect(screen.getByTestId('count-orders-to-ship')).toHaveTextContent('3'));
    expect(screen.getByRole('generic', { name: 'Low-stock products' })).toHaveTextContent('2');

    await act(() => setLanguage('es'));
    expect(screen.getByRole('generic', { name: 'Pedidos por enviar' })).toHaveTextContent('3');
    await act(() => setLanguage('en'));

    fireEvent.click(screen.getByRole('button', { name: 'See orders to ship' }));
    expect(location()).toBe('/admin?tab=orders&status=paid');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('paid');
  });

  it('leads to the low-stock products', async () => {
    serve({ body: { ordersToShip: 0, lowStockProducts: 1 } });
    renderPage(<AdminDashboardPage />, '/admin', '/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'See low-stock products' }));
    expect(location()).toBe('/admin?tab=products&stock=low');
    expect(await screen.findByRole('checkbox', { name: 'Low stock only' })).toBeChecked();
  });

  it('says the counts are not available when the shop does not answer, the rest of the dashboard kept', async () => {
    serve({ status: 502, body: { message: 'Bad gateway' } });
    renderPage(<AdminDashboardPage />, '/admin', '/admin');
    await waitFor(() =>
      expect(screen.getByTestId('count-orders-to-ship')).toHaveTextContent('Not available'),
    );
    expect(screen.getByTestId('count-low-stock')).toHaveTextContent('Not available');
    expect(screen.getByRole('heading', { name: 'Welcome, Grace Lopez' })).toBeInTheDocument();
  });
});
