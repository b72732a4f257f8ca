import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MinistryEvent } from '@ministry/contracts/event';
import type { OccurrenceRegistrations, Registration } from '@ministry/contracts/event-signup';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import EventManagementPage from '../pages/event-management';
import { eveningStudy, registration, workshop } from './fixtures';
import { mockFetch, renderPage, type FetchCall, type Handler } from './test-utils';

jest.mock('@ministry/contracts/calendar-day', () => ({
  ...jest.requireActual<object>('@ministry/contracts/calendar-day'),
  todayInNewYork: () => '2025-03-11',
}));

const editor = { id: 'u1', username: 'debora', email: 'debora@example.org', role: 'event_editor' };
const LIST_URL = '/api/events/e4/occurrences/2025-03-20/registrations';

/** The events service for the workshop of 20 March (sign-up on) and a study without sign-up. */
function fakeService(options: { failAttendance?: boolean; unconfirmed?: boolean } = {}) {
  const events: MinistryEvent[] = [eveningStudy, workshop];
  let registrations: Registration[] = [
    registration({ id: 'g1', name: 'María López', createdAt: '2025-03-12T14:05:00.000Z' }),
    registration({ id: 'g2', name: 'Ana Reyes', attended: true, createdAt: '2025-03-12T15:00:00.000Z' }),
    registration({ id: 'g3', name: 'Rosa Díaz', createdAt: '2025-03-13T09:00:00.000Z' }),
    registration({ id: 'g4', name: 'Eva Ruiz', status: 'waitlisted', waitlistPosition: 1 }),
    ...(options.unconfirmed
      ? [
          registration({
            id: 'g6',
            name: 'Bot One',
            email: 'bot@example.org',
            status: 'waitlisted',
            waitlistPosition: 2,
            confirmBy: '2025-03-12T16:00:00.000Z',
          }),
        ]
      : []),
  ];
  const list = (): OccurrenceRegistrations => {
    const confirmed = registrations.filter((entry) => entry.status === 'confirmed');
    return {
      seats: { capacity: 3, taken: confirmed.length, waitlist: registrations.length - confirmed.length },
      attended: confirmed.filter((entry) => entry.attended).length,
      registrations,
    };
  };
  const handler: Handler = (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user') return { body: editor };
    if (url === '/api/events' && method === 'GET') return { body: events };
    if (url === LIST_URL && method === 'GET') return { body: list() };
    if (url === `${LIST_URL}/unconfirmed` && method === 'DELETE') {
      const removed = registrations.filter((entry) => entry.confirmBy).length;
      registrations = registrations.filter((entry) => !entry.confirmBy);
      return { body: { removed } };
    }
    if (url === `${LIST_URL}/manual` && method === 'POST') {
      const body = JSON.parse(String(init!.body)) as { name: string; email: string };
      const added = registration({
        id: 'g5',
        name: body.name,
        email: body.email,
        status: 'waitlisted',
        waitlistPosition: 2,
      });
      registrations = [...registrations, added];
      return { status: 201, body: { id: added.id, status: added.status } };
    }
    const attendance = /^\/api\/events\/registrations\/(\w+)\/attendance$/.exec(url);
    if (attendance && method === 'PATCH') {
      if (options.failAttendance) return { status: 500, body: { message: 'Something went wrong.' } };
      const { attended } = JSON.parse(String(init!.body)) as { attended: boolean };
      registrations = registrations.map((entry) =>
        entry.id === attendance[1] ? { ...entry, attended } : entry,
      );
      return { body: registrations.find((entry) => entry.id === attendance[1]) };
    }
    return undefined;
  };
  return handler;
}

function renderManager(path = '/events/manage') {
  return renderPage(<EventManagementPage />, path, '/events/manage');
}

const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');
const panel = () => screen.getByRole('region', { name: 'Sign-ups and check-in' });

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

describe('/events/manage: sign-ups and check-in', () => {
  it('lists who signed up and who waits for a chosen occurrence, with counts and the CSV', async () => {
    mockFetch(fakeService());
    renderManager();
    await screen.findByRole('region', { name: 'Existing events' });
    const events = within(panel()).getByLabelText('Event');
    // Only events with sign-up on can be chosen.
    expect(
      within(events)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an event', 'Workshop: Healthy Boundaries']);
    fireEvent.change(events, { target: { value: 'e4' } });
    // The next date opens first (the workshop is once, on 20 March).
    expect(within(panel()).getByLabelText('Date')).toHaveValue('2025-03-20');
    const counts = await within(panel()).findByTestId('attendee-counts');
    expect(counts).toHaveTextContent('3 of 3 seats taken');
    expect(counts).toHaveTextContent('1 on the waitlist');
    expect(counts).toHaveTextContent('1 attended');
    const confirmed = within(panel()).getByRole('table', { name: 'Signed up (3)' });
    expect(
      within(confirmed)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['María López', 'Ana Reyes', 'Rosa Díaz']);
    expect(within(confirmed).getAllByRole('row')[2]).toHaveTextContent('Yes');
    const waitlist = within(panel()).getByRole('table', { name: 'Waitlist (1)' });
    expect(waitlist).toHaveTextContent('Eva Ruiz');
    expect(within(panel()).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `${LIST_URL}.csv`,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/events/manage?signups=e4');
  });

  it('shows sign-ups not confirmed by email apart, and removes them all after asking', async () => {
    const calls = mockFetch(fakeService({ unconfirmed: true }));
    renderManager();
    await screen.findByRole('region', { name: 'Existing events' });
    fireEvent.change(within(panel()).getByLabelText('Event'), { target: { value: 'e4' } });
    const unconfirmed = await within(panel()).findByRole('table', { name: 'Not confirmed by email yet (1)' });
    expect(unconfirmed).toHaveTextContent('Bot One');
    expect(unconfirmed).toHaveTextContent('Waitlist place held');
    expect(within(panel()).getByRole('table', { name: 'Waitlist (1)' })).not.toHaveTextContent('Bot One');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Remove all unconfirmed sign-ups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove unconfirmed sign-ups?' });
    expect(dialog).toHaveTextContent('The 1 sign-up not confirmed by email is removed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove all unconfirmed sign-ups' }));
    expect(await screen.findByText('1 unconfirmed sign-up removed')).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).queryByTestId('unconfirmed')).toBeNull());
    expect(writes(calls)).toEqual([{ method: 'DELETE', url: `${LIST_URL}/unconfirmed` }]);
  });

  it("opens an event's list from its Sign-ups button, and adds someone by hand", async () => {
    const calls = mockFetch(fakeService());
    renderManager();
    const list = await screen.findByRole('region', { name: 'Existing events' });
    expect(within(list).queryByRole('button', { name: 'Sign-ups Evening Bible Study' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Sign-ups Workshop: Healthy Boundaries' }));
    await within(panel()).findByTestId('attendee-counts');

    const form = within(panel()).getByTestId('add-attendee');
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Lucía Gómez' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'lucia@example.org' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added to the waitlist')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: `${LIST_URL}/manual`,
        body: { name: 'Lucía Gómez', email: 'lucia@example.org' },
      },
    ]);
    expect(await within(panel()).findByRole('table', { name: 'Waitlist (2)' })).toHaveTextContent(
      'Lucía Gómez',
    );
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('checks people in with a tap (and undoes it), counting those there', async () => {
    const calls = mockFetch(fakeService());
    renderManager('/events/manage?signups=e4&date=2025-03-20');
    const start = await screen.findByRole('region', { name: 'Sign-ups and check-in' });
    fireEvent.click(await within(start).findByRole('button', { name: 'Open the check-in view' }));
    expect(
      await screen.findByRole('heading', { name: /^Check-in\s+Workshop: Healthy Boundaries$/, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('view=checkin');
    expect(screen.getByText('Thursday, March 20, 2025 · 6:30 PM – 9:00 PM')).toBeInTheDocument();
    // The rest of the management screen is out of the way.
    expect(screen.queryByRole('heading', { name: 'Create New Event' })).toBeNull();
    const count = await screen.findByTestId('attended-count');
    expect(count).toHaveTextContent('1 of 3 here');
    const list = screen.getByTestId('check-in-list');
    // By name; the waitlist is not at the door.
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['✓Ana ReyesHere', 'María López', 'Rosa Díaz']);
    const maria = within(list).getByRole('button', { name: /^María López/ });
    expect(maria).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(maria);
    expect(maria).toHaveAttribute('aria-pressed', 'true');
    expect(count).toHaveTextContent('2 of 3 here');
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'PATCH', url: '/api/events/registrations/g1/attendance', body: { attended: true } },
      ]),
    );
    // Undo.
    fireEvent.click(maria);
    expect(maria).toHaveAttribute('aria-pressed', 'false');
    expect(count).toHaveTextContent('1 of 3 here');
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toMatchObject({ body: { attended: false } });

    // Finding a name, accents or not.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a name' }), { target: { value: 'maria' } });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a name' }), { target: { value: 'zoe' } });
    expect(screen.getByText('No name matches “zoe”.')).toBeInTheDocument();

    // Back to the list, where the attended mark shows.
    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    const region = await screen.findByRole('region', { name: 'Sign-ups and check-in' });
    expect(await within(region).findByTestId('attendee-counts')).toHaveTextContent('1 attended');
    expect(screen.getByTestId('location')).not.toHaveTextContent('view=checkin');
  });

  it('puts the mark back and says so when the service refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(fakeService({ failAttendance: true }));
    renderManager('/events/manage?signups=e4&date=2025-03-20&view=checkin');
    const rosa = await screen.findByRole('button', { name: /^Rosa Díaz/ });
    fireEvent.click(rosa);
    expect(rosa).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('The change was not saved. Please try again.')).toBeInTheDocument();
    expect(rosa).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('attended-count')).toHaveTextContent('1 of 3 here');
  });

  it('speaks Spanish', async () => {
    mockFetch(fakeService());
    await act(() => setLanguage('es'));
    renderManager('/events/manage?signups=e4&date=2025-03-20');
    const region = await screen.findByRole('region', { name: 'Inscripciones y registro de asistencia' });
    expect(await within(region).findByTestId('attendee-counts')).toHaveTextContent('3 de 3 lugares ocupados');
    fireEvent.click(within(region).getByRole('button', { name: 'Abrir el registro de asistencia' }));
    expect(await screen.findByTestId('attended-count')).toHaveTextContent('1 de 3 presentes');
    expect(screen.getByText('jueves, 20 de marzo de 2025 · 6:30 p.m. – 9:00 p.m.')).toBeInTheDocument();
  });
});
