import type { EventChange, MinistryEvent } from '@ministry/contracts/event';
import type { OccurrenceDetail, SignupSettings } from '@ministry/contracts/event-signup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@ministry/contracts/user';
import { setLanguage } from '@ministry/platform/i18n';
import AdminDashboardPage from '../pages/admin-dashboard';
import { ADMIN, MEMBER, RESOURCES, SUBMISSIONS, makeEvent, makeUsers } from './fixtures';
import { mockFetch, renderPage, type FakeResponse, type FetchCall } from './test-utils';

const EVENTS = [
  makeEvent('e1', 'Prayer Group', '2099-01-06'),
  makeEvent('e2', 'Bible Study', '2099-01-07'),
  makeEvent('e3', 'Book Club', '2099-01-08'),
  makeEvent('e4', 'Retreat', '2099-02-01'),
];

const SIGNUP: SignupSettings = { enabled: true, capacity: 20, waitlist: true, closesHoursBefore: 0 };

const SIGNUP_EVENTS = [
  makeEvent('e1', 'Women’s Retreat', '2099-01-06', { startTime: '19:30', endTime: '21:00', signup: SIGNUP }),
  makeEvent('e2', 'Bible Study', '2099-01-07', { signup: { ...SIGNUP, capacity: null, waitlist: false } }),
  makeEvent('e3', 'Book Club', '2099-01-08', { signup: { ...SIGNUP, enabled: false } }),
];

function occurrence(id: string, date: string, seats: OccurrenceDetail['seats']): OccurrenceDetail {
  const event = SIGNUP_EVENTS.find((entry) => entry.id === id)!;
  return {
    id,
    date,
    title: event.title,
    category: event.category,
    location: event.location,
    description: event.description,
    startTime: event.startTime ?? '19:00',
    endTime: event.endTime ?? '20:30',
    timeZone: 'America/New_York',
    startsAt: `${date}T19:00:00-05:00`,
    endsAt: `${date}T20:30:00-05:00`,
    signup: event.signup!,
    seats,
    signupState: 'open',
  };
}

interface Api {
  user?: User | null;
  users?: User[] | FakeResponse;
  roleChange?: (id: string, role: string) => FakeResponse;
  resources?: FakeResponse;
  /** Each service's outbox answer (GET /api/admin/outbox/<service>); nothing queued by default. */
  outbox?: Record<string, FakeResponse>;
  /** The events list (EVENTS by default). */
  events?: MinistryEvent[];
  /** Occurrences by '<event id>/<day>' (GET /api/events/:id/occurrences/:date). */
  occurrences?: Record<string, FakeResponse>;
}

function serve(api: Api = {}): FetchCall[] {
  let users = Array.isArray(api.users) ? [...api.users] : [ADMIN, MEMBER];
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user') return api.user === null ? { status: 401 } : { body: api.user ?? ADMIN };
    if (url === '/api/events') return { body: api.events ?? EVENTS };
    const occurrence = /^\/api\/events\/([^/]+\/\d{4}-\d{2}-\d{2})$/.exec(url.replace('/occurrences/', '/'));
    if (occurrence && url.includes('/occurrences/')) return api.occurrences?.[occurrence[1]!];
    if (url === '/api/events/history') return { body: HISTORY };
    if (url === '/api/resources' && method === 'GET') return api.resources ?? { body: RESOURCES };
    if (url === '/api/admin/contact-submissions') return { body: SUBMISSIONS };
    const outbox = /^\/api\/admin\/outbox\/(\w+)$/.exec(url);
    if (outbox) return api.outbox?.[outbox[1]!] ?? { body: { pending: 0, failed: 0 } };
    if (url === '/api/admin/users')
      return api.users && !Array.isArray(api.users) ? api.users : { body: users };
    const role = /^\/api\/admin\/users\/([^/]+)\/role$/.exec(url);
    if (role && method === 'PATCH') {
      const wanted = (JSON.parse(String(init?.body)) as { role: string }).role;
      if (api.roleChange) return api.roleChange(role[1]!, wanted);
      users = users.map((user) => (user.id === role[1] ? { ...user, role: wanted as User['role'] } : user));
      return { body: users.find((user) => user.id === role[1]) };
    }
    return undefined;
  });
}

const HISTORY: EventChange[] = [
  {
    eventId: 'e9',
    eventTitle: 'Book Club',
    action: 'deleted',
    fields: [],
    by: { id: 'u2', username: 'martha' },
    at: '2025-03-03T15:00:00.000Z',
  },
  {
    eventId: 'e1',
    eventTitle: 'Prayer Group',
    action: 'updated',
    fields: ['title', 'time'],
    by: { id: 'u1', username: 'grace' },
    at: '2025-03-02T15:00:00.000Z',
  },
  {
    eventId: 'e9',
    eventTitle: 'Book Club',
    action: 'created',
    fields: [],
    by: { id: 'u2', username: 'martha' },
    at: '2025-03-01T15:00:00.000Z',
  },
];

const renderAdmin = (path = '/admin') => renderPage(<AdminDashboardPage />, path, '/admin');
const location = () => screen.getByTestId('location').textContent;

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('/admin access', () => {
  it('sends a visitor to /login, back to the same tab afterwards', async () => {
    const calls = serve({ user: null });
    renderAdmin('/admin?tab=users');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fadmin%3Ftab%3Dusers'));
    expect(calls.filter((call) => call.url.startsWith('/api/admin'))).toEqual([]);
  });

  it('sends a member to /not-found without loading admin data', async () => {
    const calls = serve({ user: MEMBER });
    renderAdmin('/admin?tab=messages');
    await waitFor(() => expect(location()).toBe('/not-found'));
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/user']);
  });
});

describe('/admin as an admin', () => {
  it('shows the dashboard by default: counts, own role, quick actions and the first 3 events', async () => {
    serve();
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Welcome, Grace Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByTestId('count-events')).toHaveTextContent('4'));
    expect(screen.getByTestId('count-resources')).toHaveTextContent('2');
    await waitFor(() => expect(screen.getByTestId('count-messages')).toHaveTextContent('2'));
    expect(screen.getByTestId('own-role')).toHaveTextContent('Admin');
    const upcoming = within(screen.getByTestId('upcoming-events')).getAllByRole('listitem');
    expect(upcoming.map((item) => item.textContent)).toEqual([
      'Prayer GroupTue, Jan 6, 2099 · 7:00 PM – 8:30 PM',
      'Bible StudyWed, Jan 7, 2099 · 7:00 PM – 8:30 PM',
      'Book ClubThu, Jan 8, 2099 · 7:00 PM – 8:30 PM',
    ]);
    expect(screen.getByRole('link', { name: 'Manage Events' })).toHaveAttribute('href', '/events/manage');
    expect(screen.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');

    fireEvent.click(screen.getByRole('button', { name: 'Add New Resource' }));
    expect(location()).toBe('/admin?tab=resources&resource=new');
    expect(await screen.findByRole('heading', { name: 'New Resource' })).toBeInTheDocument();
  });

  it('shows seats taken / seats for the upcoming events with sign-up, in the admin’s language', async () => {
    const calls = serve({
      events: SIGNUP_EVENTS,
      occurrences: {
        'e1/2099-01-06': { body: occurrence('e1', '2099-01-06', { capacity: 20, taken: 12, waitlist: 3 }) },
        'e2/2099-01-07': { body: occurrence('e2', '2099-01-07', { capacity: null, taken: 8, waitlist: 0 }) },
      },
    });
    renderAdmin();
    const list = await screen.findByTestId('upcoming-events');
    await waitFor(() => expect(within(list).getAllByTestId('event-seats')).toHaveLength(2));
    const [retreat, study, club] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(retreat).getByTestId('event-seats')).toHaveTextContent(
      '12 / 20 seats taken · 3 on the waitlist',
    );
    expect(retreat).toHaveTextContent('Tue, Jan 6, 2099 · 7:30 PM – 9:00 PM');
    expect(within(study).getByTestId('event-seats')).toHaveTextContent(/^8 signed up$/);
    // Sign-up off: no seats line, and no call for it.
    expect(within(club).queryByTestId('event-seats')).toBeNull();
    expect(
      calls
        .filter((call) => call.url.includes('/occurrences/'))
        .map((call) => call.url)
        .sort(),
    ).toEqual(['/api/events/e1/occurrences/2099-01-06', '/api/events/e2/occurrences/2099-01-07']);

    await act(() => setLanguage('es'));
    expect(within(retreat).getByTestId('event-seats')).toHaveTextContent(
      '12 / 20 lugares ocupados · 3 en la lista de espera',
    );
    expect(retreat).toHaveTextContent('mar, 6 de ene de 2099 · 7:30 p.m. – 9:00 p.m.');
    expect(within(study).getByTestId('event-seats')).toHaveTextContent(/^8 inscritas$/);
  });

  it('takes the seats of the day it shows: a weekly event’s next date, not its first', async () => {
    const weekly = makeEvent('e1', 'Tuesday Bible Study', '2020-01-07', {
      isRecurring: true,
      recurringType: 'weekly',
      recurringDays: ['tuesday'],
      signup: { ...SIGNUP, capacity: 1 },
    });
    const calls = serve({ events: [weekly], occurrences: {} });
    renderAdmin();
    const list = await screen.findByTestId('upcoming-events');
    const day = within(list).getByRole('listitem').querySelector('time')?.getAttribute('dateTime');
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(day! > '2020-01-07').toBe(true);
    await waitFor(() => expect(calls.map((call) => call.url)).toContain(`/api/events/e1/occurrences/${day}`));
  });

  it('keeps the dashboard when the seats cannot be read', async () => {
    serve({
      events: SIGNUP_EVENTS,
      occurrences: {
        'e1/2099-01-06': { status: 503, body: { message: 'Service unavailable' } },
        'e2/2099-01-07': { body: 'nonsense' },
      },
    });
    renderAdmin();
    const list = await screen.findByTestId('upcoming-events');
    const [retreat, study] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(await within(retreat).findByText('Seats not available')).toBeInTheDocument();
    expect(within(study).queryByTestId('event-seats')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('count-events')).toHaveTextContent('3'));
    expect(screen.getByRole('heading', { name: 'Welcome, Grace Lopez' })).toBeInTheDocument();
  });

  it('counts e-mail that never arrived over the five services, a service that is down shown as such', async () => {
    const calls = serve({
      outbox: {
        identity: { body: { pending: 1, failed: 2 } },
        content: { body: { pending: 0, failed: 3 } },
        events: { status: 502, body: { message: 'Bad gateway' } },
        billing: { body: { pending: 2, failed: 0 } },
      },
    });
    renderAdmin();
    await waitFor(() => expect(screen.getByTestId('count-mail-failed')).toHaveTextContent('5'));
    expect(screen.getByRole('generic', { name: 'Undelivered e-mail' })).toHaveTextContent('5');
    expect(screen.getByTestId('count-mail-pending')).toHaveTextContent('3 messages waiting to be sent');
    const byService = screen.getByRole('list', { name: 'Undelivered and waiting e-mail by service' });
    expect(
      within(byService)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Accounts: undelivered 2 · waiting 1',
      'Contact: undelivered 3 · waiting 0',
      'Events: Not available',
      'Shop: undelivered 0 · waiting 0',
      'Subscriptions: undelivered 0 · waiting 2',
    ]);
    expect(screen.getByText(/failed every attempt and will not be sent again/)).toBeInTheDocument();
    // The rest of the dashboard is unaffected.
    await waitFor(() => expect(screen.getByTestId('count-events')).toHaveTextContent('4'));
    expect(
      calls
        .filter((call) => call.url.startsWith('/api/admin/outbox/'))
        .map((call) => call.url)
        .sort(),
    ).toEqual(
      ['billing', 'content', 'events', 'identity', 'shop'].map((service) => `/api/admin/outbox/${service}`),
    );

    await act(() => setLanguage('es'));
    expect(screen.getByText('Correos no entregados')).toBeInTheDocument();
    expect(screen.getByTestId('count-mail-pending')).toHaveTextContent('3 mensajes en espera de envío');
    expect(within(byService).getByText('Eventos')).toBeInTheDocument();
    expect(within(byService).getAllByRole('listitem')[2]).toHaveTextContent('Eventos: No disponible');
    expect(within(byService).getAllByRole('listitem')[0]).toHaveTextContent(
      'Cuentas: no entregados 2 · en espera 1',
    );
  });

  it('says nothing failed when every outbox is clear, and “not available” when no service answers', async () => {
    serve({ outbox: { identity: { body: { pending: 1, failed: 0 } } } });
    const first = renderAdmin();
    await waitFor(() => expect(screen.getByTestId('count-mail-failed')).toHaveTextContent('0'));
    expect(screen.getByTestId('count-mail-pending')).toHaveTextContent('1 message waiting to be sent');
    expect(screen.queryByText(/failed every attempt/)).toBeNull();
    first.unmount();

    const down = { status: 503, body: { message: 'Service unavailable' } };
    serve({
      outbox: { identity: down, content: down, events: down, shop: down, billing: { body: 'nonsense' } },
    });
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Welcome, Grace Lopez' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('count-mail-failed')).toHaveTextContent('Not available'));
    expect(screen.queryByTestId('count-mail-pending')).toBeNull();
    expect(
      within(screen.getByTestId('mail-by-service'))
        .getAllByRole('listitem')
        .every((item) => item.textContent?.endsWith('Not available')),
    ).toBe(true);
  });

  it('opens the tab named in the address; Manage Users goes to the users tab', async () => {
    serve();
    renderAdmin('/admin?tab=dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Users' }));
    expect(location()).toBe('/admin?tab=users');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Ruth Moab')).toBeInTheDocument();
  });

  it('lists events with Edit links to event management', async () => {
    serve();
    renderAdmin('/admin?tab=events');
    const edit = await screen.findByRole('link', { name: 'Edit Prayer Group' });
    expect(edit).toHaveAttribute('href', '/events/manage?id=e1');
  });

  it('shows who created, changed and deleted events, newest first, in the admin’s language', async () => {
    serve();
    renderAdmin('/admin?tab=events');
    const history = await screen.findByTestId('event-history');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['martha deleted “Book Club”', 'grace changed “Prayer Group”', 'martha created “Book Club”']);
    expect(history).toHaveTextContent('(title, time)');
    await act(() => setLanguage('es'));
    expect(await within(history).findByText('martha eliminó «Book Club»')).toBeInTheDocument();
  });

  it('shows messages newest first, as text, with Reply and Call', async () => {
    serve();
    renderAdmin('/admin?tab=messages');
    const cards = await screen.findAllByTestId('contact-message');
    expect(cards[0]).toHaveTextContent('Lydia Pérez');
    expect(within(cards[0]!).getByTestId('contact-message-body').textContent).toBe(SUBMISSIONS[1]!.message);
    expect(cards[0]!.querySelector('script')).toBeNull();
    expect(within(cards[0]!).getByRole('link', { name: 'Call, Lydia Pérez' })).toHaveAttribute(
      'href',
      'tel:7185550123',
    );
    expect(within(cards[0]!).getByRole('link', { name: 'Reply, Lydia Pérez' })).toHaveAttribute(
      'href',
      'mailto:lydia@example.org?subject=Re%3A%20Counseling',
    );
    // No phone, no Call link.
    expect(within(cards[1]!).queryByRole('link', { name: /^Call/ })).toBeNull();
  });
});

describe('users tab', () => {
  it('changes a role through the dropdown and says so', async () => {
    const calls = serve();
    renderAdmin('/admin?tab=users');
    const select = await screen.findByRole('combobox', { name: 'Role for Ruth Moab' });
    fireEvent.change(select, { target: { value: 'event_editor' } });
    expect(await screen.findByText('Role updated')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PATCH',
      url: '/api/admin/users/u-member/role',
      body: { role: 'event_editor' },
    });
    await waitFor(() => expect(select).toHaveValue('event_editor'));
  });

  it('Make Admin is disabled for admins; a failure shows the Users tab’s message and the server’s reason', async () => {
    serve({
      roleChange: () => ({ status: 409, body: { message: 'The last admin cannot stop being an admin.' } }),
    });
    renderAdmin('/admin?tab=users');
    expect(await screen.findByRole('button', { name: 'Make Admin (Grace Lopez)' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Make Admin (Ruth Moab)' }));
    expect(await screen.findByText('Failed to update user role. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('The last admin cannot stop being an admin.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role for Ruth Moab' })).toHaveValue('member');
  });

  it('shows the empty state for no users and for a refused list', async () => {
    serve({ users: [] });
    const first = renderAdmin('/admin?tab=users');
    expect(
      await screen.findByText('No users found or you lack permission to view users.'),
    ).toBeInTheDocument();
    first.unmount();
    serve({ users: { status: 403, body: { message: 'You do not have permission to do that.' } } });
    renderAdmin('/admin?tab=users');
    expect(
      await screen.findByText('No users found or you lack permission to view users.'),
    ).toBeInTheDocument();
  });

  it('pages past 50 users and searches by name, username or e-mail', async () => {
    serve({ users: makeUsers(120) });
    renderAdmin('/admin?tab=users');
    expect(await screen.findByText('Showing 1–50 of 120 users')).toBeInTheDocument();
    expect(screen.getAllByTestId('user-row')).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 101–120 of 120 users')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'user117@' } });
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
    expect(screen.queryByRole('navigation', { name: 'User list pages' })).toBeNull();
  });
});

describe('resources tab', () => {
  it('validates with the shared schema, in the active language', async () => {
    const calls = serve();
    renderAdmin('/admin?tab=resources&resource=new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Resource' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(screen.getByText('El título es obligatorio')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows a load failure with a retry', async () => {
    serve({ resources: { status: 500, body: { message: 'down' } } });
    renderAdmin('/admin?tab=resources');
    expect(await screen.findByText('There was an error loading the resources.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
