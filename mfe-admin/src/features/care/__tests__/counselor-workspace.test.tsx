import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import AdminDashboardPage from '../../../pages/admin-dashboard';
import { mockFetch, renderPage, type FakeResponse } from '../../../__tests__/test-utils';
import { appointment, COUNSELOR_USER, newYorkTen, PROFILE, SESSION_TYPES } from './care-fixtures';

function serve(profile: FakeResponse = { body: PROFILE }, appointments = [appointment({})]) {
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user') return { body: COUNSELOR_USER };
    if (url === '/api/care/counselor/profile' && method === 'GET') return profile;
    if (url === '/api/care/counselor/appointments') return { body: { appointments } };
    if (url === '/api/care/counselor/outside-hours') return { body: { appointments: [] } };
    if (url === '/api/care/requests') return { body: { requests: [] } };
    if (url === '/api/care/session-types') return { body: { sessionTypes: SESSION_TYPES } };
    if (/\/attendance$/.test(url)) return { body: appointment({ status: 'attended' }) };
    return undefined;
  });
}

const renderAdmin = (path = '/admin') => renderPage(<AdminDashboardPage />, path, '/admin');

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the Care tab for a counselor', () => {
  it('is the only tab she sees, even when she asks for another; no staff data is loaded', async () => {
    const calls = serve();
    renderAdmin('/admin?tab=users');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Care']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'My appointments' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/admin'))).toEqual([]);
  });

  it('shows her week: the member, the session, the time in New York time, the way of meeting', async () => {
    serve();
    renderAdmin();
    const week = await screen.findByTestId('care-agenda-week');
    const row = within(week).getByRole('row', { name: /Ruth Moab/ });
    expect(row).toHaveTextContent('Initial consultation');
    expect(row).toHaveTextContent('10:00 AM – 10:50 AM');
    expect(row).toHaveTextContent('(New York time)');
    expect(row).toHaveTextContent('Virtual');
    // Not started yet: nothing to mark, but it can be moved or canceled.
    expect(within(row).queryByRole('button', { name: /^Attended/ })).toBeNull();
    expect(within(row).getByRole('button', { name: /^Move Ruth Moab/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Cancel appointment Ruth Moab/ })).toBeInTheDocument();
  });

  it('marks an appointment that has started as attended', async () => {
    const started = appointment({ startsAt: new Date(Date.now() - 10 * 60_000).toISOString() });
    const calls = serve({ body: PROFILE }, [
      started,
      appointment({ id: 'b'.repeat(24), startsAt: newYorkTen(3) }),
    ]);
    renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: /^Attended Ruth Moab/ }));
    expect(await screen.findByText('Attendance saved')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/attendance'))).toMatchObject({
      method: 'POST',
      url: `/api/care/appointments/${started.id}/attendance`,
      body: { status: 'attended' },
    });
  });

  it('says an admin must set her up when she has no counselor profile yet, in both languages', async () => {
    serve({ status: 403, body: { message: 'Only counselors may do that.' } });
    renderAdmin();
    expect(await screen.findByText('Your counselor profile is not set up yet')).toBeInTheDocument();
    expect(screen.getByText(/An admin must set up your counselor profile/)).toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(await screen.findByText('Su perfil de consejera aún no está configurado')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Consejería' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Mis citas' })).toBeNull());
  });
});
