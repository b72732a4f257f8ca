import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccessLogPage } from '@ministry/contracts/access-log';
import type { User } from '@ministry/contracts/user';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AdminDashboardPage from '../pages/admin-dashboard';
import { ADMIN, MEMBER } from './fixtures';
import { mockFetch, renderPage } from './test-utils';

// Who sees donors' records: the Users tab's Finance switch, and the Giving tab without that access.

const LYDIA: User = { ...ADMIN, id: 'u-lydia', username: 'lydia', firstName: 'Lydia', lastName: 'Purple' };
const LOG: AccessLogPage = {
  entries: [
    {
      id: 'l1',
      userId: 'u-admin',
      userName: 'grace',
      action: 'donors-csv',
      detail: 'from=2026-01-01',
      requestId: 'req-1',
      at: '2026-03-04T15:00:00.000Z',
    },
  ],
  page: 1,
  pageSize: 50,
  totalCount: 1,
};

function serve(me: User, users: User[]) {
  let list = [...users];
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0];
    if (url === '/api/auth/user') return { body: me };
    if (url === '/api/admin/users') return { body: list };
    const finance = /^\/api\/admin\/users\/([^/]+)\/finance$/.exec(url);
    if (finance && method === 'PUT') {
      const wanted = (JSON.parse(String(init?.body)) as { finance: boolean }).finance;
      list = list.map((user) => (user.id === finance[1] ? { ...user, finance: wanted } : user));
      return { body: list.find((user) => user.id === finance[1]) };
    }
    if (path === '/api/admin/giving/funds') return { body: [] };
    if (path === '/api/admin/giving/summary')
      return { body: { totalCents: 0, donors: 0, byFund: [], byMonth: [] } };
    if (path === '/api/admin/giving/gifts')
      return { body: { gifts: [], page: 1, pageSize: 25, totalCount: 0 } };
    if (path === '/api/admin/access-log') return { body: LOG };
    return undefined;
  });
}

const open = (tab: string) => renderPage(<AdminDashboardPage />, `/admin?tab=${tab}`, '/admin');

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

describe('the Finance switch on the Users tab', () => {
  it('gives an admin access (first grant while nobody has it), named after its visible label', async () => {
    const calls = serve(ADMIN, [ADMIN, LYDIA, MEMBER]);
    open('users');
    const toggle = await screen.findByRole('switch', { name: 'Finance (Lydia Purple)' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    // Members have no switch: the permission is for admins only.
    expect(screen.queryByRole('switch', { name: /Ruth Moab/ })).toBeNull();
    fireEvent.click(toggle);
    expect(await screen.findByText("Access to donors' records updated")).toBeInTheDocument();
    expect(screen.getByText("Lydia Purple now sees donors' records.")).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PUT',
      url: '/api/admin/users/u-lydia/finance',
      body: { finance: true },
    });
    await waitFor(() => expect(toggle).toBeChecked());
    // Now someone has it and Grace does not: she can change it for nobody.
    expect(screen.getByRole('switch', { name: 'Finance (Grace Lopez)' })).toBeDisabled();
  });

  it('reads Finanzas in Spanish, and stays open to a finance admin', async () => {
    serve({ ...ADMIN, finance: true }, [{ ...ADMIN, finance: true }, LYDIA]);
    await act(() => setLanguage('es'));
    open('users');
    expect(await screen.findByRole('switch', { name: 'Finanzas (Lydia Purple)' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Finanzas (Grace Lopez)' })).toBeChecked();
  });
});

describe('the Giving tab and donors’ records', () => {
  it('tells an admin without finance why she sees no gifts, in both languages', async () => {
    const calls = serve(ADMIN, [ADMIN]);
    open('giving');
    expect(await screen.findByText('Only finance staff see gifts and donors.')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-gifts')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    await act(() => setLanguage('es'));
    expect(
      await screen.findByText('Solo el personal de finanzas ve las donaciones y los donantes.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/admin/giving/gifts'))).toBe(false);
    expect(calls.some((call) => call.url.startsWith('/api/admin/access-log'))).toBe(false);
  });

  it('shows a finance admin the gifts and the access log', async () => {
    serve({ ...ADMIN, finance: true }, [ADMIN]);
    open('giving');
    const log = await screen.findByTestId('admin-access-log');
    expect(within(log).getByText('grace')).toBeInTheDocument();
    expect(within(log).getByText("Exported the donors' CSV")).toBeInTheDocument();
    expect(within(log).getByText('req-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByText('Only finance staff see gifts and donors.')).toBeNull();
  });
});
