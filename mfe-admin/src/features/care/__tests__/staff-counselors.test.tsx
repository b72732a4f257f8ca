import { act, fireEvent, screen, within } from '@testing-library/react';
import type { CounselorProfile } from '@ministry/contracts/care';
import { setLanguage } from '@ministry/platform/i18n';
import AdminDashboardPage from '../../../pages/admin-dashboard';
import { ADMIN, MEMBER } from '../../../__tests__/fixtures';
import { mockFetch, renderPage } from '../../../__tests__/test-utils';
import { COUNSELOR_USER, PROFILE, SESSION_TYPES } from './care-fixtures';

const TEAM = {
  key: 'team',
  revision: 1,
  publishedAt: '2026-01-01T00:00:00.000Z',
  content: {
    members: [
      { id: 'maria-rodriguez', name: 'María Rodríguez' },
      { id: 'sarah-johnson', name: 'Dr. Sarah Johnson' },
    ],
  },
};

function serve() {
  let counselors: CounselorProfile[] = [];
  const calls = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user') return { body: ADMIN };
    if (url === '/api/admin/users') return { body: [ADMIN, MEMBER, COUNSELOR_USER] };
    if (url === '/api/site-content/team') return { body: TEAM };
    if (url === '/api/admin/care/counselors' && method === 'POST') {
      counselors = [{ ...PROFILE, ...(JSON.parse(String(init!.body)) as object) }];
      return { status: 201, body: counselors[0] };
    }
    if (url === '/api/admin/care/counselors') return { body: { counselors } };
    if (url.startsWith('/api/admin/care/appointments')) return { body: { appointments: [] } };
    if (/\/api\/admin\/care\/(sliding-scale|mentoring|requests)$/.test(url))
      return { body: { requests: [] } };
    if (url.startsWith('/api/admin/care/text-reads')) return { body: { reads: [] } };
    if (url.endsWith('/session-types')) return { body: { sessionTypes: SESSION_TYPES } };
    return undefined;
  });
  return calls;
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('staff’s Care tab', () => {
  it('creates a counselor profile: an account with the role Counselor, her team member, languages, ways of meeting', async () => {
    const calls = serve();
    renderPage(<AdminDashboardPage />, '/admin?tab=care', '/admin');
    expect(await screen.findByText('No counselors yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add counselor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New counselor profile' });

    // Nothing chosen: both choices asked for, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create profile' }));
    expect(await within(dialog).findByText('Choose the account of the counselor.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the team member this counselor is.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Only accounts with the role Counselor are offered.
    const account = within(dialog).getByLabelText(/^Account \(role Counselor\)/);
    expect(
      within(account)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an account', 'María Rodríguez (@maria)']);
    fireEvent.change(account, { target: { value: COUNSELOR_USER.id } });
    fireEvent.change(within(dialog).getByLabelText(/^Team member/), { target: { value: 'maria-rodriguez' } });
    fireEvent.click(within(dialog).getByLabelText('Spanish'));
    fireEvent.click(within(dialog).getByLabelText('In person'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create profile' }));

    expect(await screen.findByText('Counselor profile created')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/admin/care/counselors',
      body: {
        userId: COUNSELOR_USER.id,
        teamSlug: 'maria-rodriguez',
        languages: ['en', 'es'],
        modes: ['virtual', 'in-person'],
        mentor: false,
        meetingLink: null,
      },
    });
    const row = await screen.findByRole('row', { name: /María Rodríguez/ });
    expect(row).toHaveTextContent('Active');
    expect(within(row).getByRole('button', { name: 'Deactivate María Rodríguez' })).toBeInTheDocument();
  });

  it('is among every tab an admin sees, named in both languages', async () => {
    serve();
    renderPage(<AdminDashboardPage />, '/admin?tab=care', '/admin');
    expect(await screen.findByRole('tab', { name: 'Care' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Users' })).toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(await screen.findByRole('tab', { name: 'Consejería' })).toBeInTheDocument();
  });

  it('lets the Users tab give the role Counselor, named in each language', async () => {
    serve();
    renderPage(<AdminDashboardPage />, '/admin?tab=users', '/admin');
    const role = await screen.findByRole('combobox', { name: 'Role for Ruth Moab' });
    expect(within(role).getByRole('option', { name: 'Counselor' })).toHaveValue('counselor');
    await act(() => setLanguage('es'));
    expect(await within(role).findByRole('option', { name: 'Consejera' })).toHaveValue('counselor');
  });
});
