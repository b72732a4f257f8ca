import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MinistryEvent } from '@ministry/contracts/event';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import EventManagementPage from '../pages/event-management';
import { bookClub, eveningStudy, prayerGroup, workshop } from './fixtures';
import { mockFetch, renderPage, type FetchCall, type Handler } from './test-utils';

jest.mock('@ministry/contracts/calendar-day', () => ({
  ...jest.requireActual<object>('@ministry/contracts/calendar-day'),
  todayInNewYork: () => '2025-03-11',
}));

const editor = { id: 'u1', username: 'debora', email: 'debora@example.org', role: 'event_editor' };

/** A small events service in memory. */
function fakeService(
  options: { user?: object | null; fail?: 'POST' | 'PATCH' | 'DELETE'; events?: MinistryEvent[] } = {},
) {
  let events: MinistryEvent[] = options.events ?? [eveningStudy, prayerGroup, bookClub];
  const handler: Handler = (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user') {
      return options.user === null
        ? { status: 401, body: { message: 'Please sign in first.' } }
        : { body: options.user ?? editor };
    }
    if (method === options.fail)
      return { status: 500, body: { message: 'Something went wrong on our side.' } };
    if (url === '/api/events' && method === 'GET') return { body: events };
    if (url === '/api/events' && method === 'POST') {
      const body = JSON.parse(String(init!.body)) as MinistryEvent;
      const created = { ...body, id: 'new1', date: `${body.date}T12:00:00.000Z` };
      events = [...events, created];
      return { status: 201, body: created };
    }
    const match = /^\/api\/events\/(\w+)$/.exec(url);
    if (match && method === 'PATCH') {
      const body = JSON.parse(String(init!.body)) as MinistryEvent;
      const updated = { ...body, id: match[1]!, date: `${body.date}T12:00:00.000Z` };
      events = events.map((event) => (event.id === match[1] ? updated : event));
      return { body: updated };
    }
    if (match && method === 'DELETE') {
      events = events.filter((event) => event.id !== match[1]);
      return { status: 204 };
    }
    return undefined;
  };
  return handler;
}

function renderManager(path = '/events/manage') {
  return renderPage(<EventManagementPage />, path, '/events/manage');
}

const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');
/** A form field by its label, with or without the required star. */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

async function fillRequired() {
  fireEvent.change(field('Title'), { target: { value: 'Mothers in Prayer' } });
  fireEvent.change(field('Start time'), { target: { value: '09:00' } });
  fireEvent.change(field('End time'), { target: { value: '10:00' } });
  fireEvent.change(field('Location'), { target: { value: 'Ministry Center' } });
  fireEvent.change(field('Category'), { target: { value: 'prayer' } });
  fireEvent.change(field('Description'), { target: { value: 'We pray for our children.' } });
}

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

describe('/events/manage', () => {
  it('sends a visitor to /login and a member to /not-found', async () => {
    mockFetch(fakeService({ user: null }));
    const { unmount } = renderManager();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fevents%2Fmanage'),
    );
    unmount();
    mockFetch(fakeService({ user: { ...editor, role: 'member', username: 'martha' } }));
    renderManager();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/not-found'));
  });

  it('lets an admin in too', async () => {
    mockFetch(fakeService({ user: { ...editor, role: 'admin', username: 'grace' } }));
    renderManager();
    expect(await screen.findByRole('heading', { name: 'Event Management', level: 1 })).toBeInTheDocument();
  });

  it('shows the form in create mode with today as the date, and the list with Edit and Delete', async () => {
    mockFetch(fakeService());
    renderManager();
    expect(await screen.findByRole('heading', { name: 'Create New Event' })).toBeInTheDocument();
    expect(field('Date')).toHaveValue('2025-03-11');
    expect(screen.getByRole('checkbox', { name: 'This is a recurring event' })).not.toBeChecked();
    expect(screen.queryByTestId('recurring-fields')).toBeNull();
    const list = await screen.findByRole('region', { name: 'Existing events' });
    expect(list).toHaveStyle({ maxHeight: '24rem', overflowY: 'auto' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('button', { name: 'Edit Evening Bible Study' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Delete Evening Bible Study' })).toBeInTheDocument();
    expect(within(list).getByText('Every Tuesday and Thursday')).toBeInTheDocument();
  });

  it("says which required fields are missing, with the shared schema's messages, and sends nothing", async () => {
    const calls = mockFetch(fakeService());
    renderManager();
    await screen.findByRole('region', { name: 'Existing events' });
    fireEvent.change(field('Date'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    for (const text of [
      'Title is required',
      'Date is required',
      'Time is required',
      'End time is required',
      'Location is required',
      'Description is required',
      'Category is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(field('Title')).toHaveFocus();
    expect(writes(calls)).toEqual([]);
    // The messages follow the language.
    await act(() => setLanguage('es'));
    expect(screen.getByText('El título es obligatorio')).toBeInTheDocument();
  });

  it('shows the recurring fields only when recurring, and the weekdays only for weekly', async () => {
    mockFetch(fakeService());
    renderManager();
    await screen.findByRole('region', { name: 'Existing events' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'This is a recurring event' }));
    expect(screen.getByTestId('recurring-fields')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'On these days' })).toBeInTheDocument();
    // The date's weekday is ticked to begin with (11 March 2025 is a Tuesday).
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Repeats'), { target: { value: 'monthly' } });
    expect(screen.queryByRole('group', { name: 'On these days' })).toBeNull();
    expect(screen.getByText(/months without that day are skipped/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Repeats'), { target: { value: 'weekly' } });
    expect(screen.getByRole('group', { name: 'On these days' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'This is a recurring event' }));
    expect(screen.queryByTestId('recurring-fields')).toBeNull();
  });

  it('creates an event, says so, and resets the form', async () => {
    const calls = mockFetch(fakeService());
    renderManager();
    await screen.findByRole('region', { name: 'Existing events' });
    await fillRequired();
    fireEvent.click(screen.getByRole('checkbox', { name: 'This is a recurring event' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Thursday' }));
    fireEvent.change(field('Ends on (optional)'), { target: { value: '2025-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/events',
        body: {
          title: 'Mothers in Prayer',
          titleEs: null,
          date: '2025-03-11',
          startTime: '09:00',
          endTime: '10:00',
          location: 'Ministry Center',
          category: 'prayer',
          description: 'We pray for our children.',
          descriptionEs: null,
          isRecurring: true,
          recurringType: 'weekly',
          recurringDays: ['tuesday', 'thursday'],
          recurringEndDate: '2025-06-30',
          signup: {
            enabled: false,
            capacity: null,
            waitlist: false,
            closesHoursBefore: 0,
            membersOnly: false,
          },
          // Free: no paid places.
          pricing: null,
        },
      },
    ]);
    await waitFor(() => expect(field('Title')).toHaveValue(''));
    expect(field('Date')).toHaveValue('2025-03-11');
    expect(screen.queryByTestId('recurring-fields')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Edit Mothers in Prayer' })).toBeInTheDocument();
  });

  it('edits: Edit fills the form, Update saves and returns to create mode; Cancel does too', async () => {
    const calls = mockFetch(fakeService());
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Evening Bible Study' }));
    expect(screen.getByRole('heading', { name: 'Edit Event' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Evening Bible Study');
    expect(field('Title in Spanish (optional)')).toHaveValue('Estudio bíblico vespertino');
    expect(field('Date')).toHaveValue('2025-03-04');
    expect(field('Start time')).toHaveValue('19:00');
    expect(field('End time')).toHaveValue('20:30');
    expect(screen.getByRole('checkbox', { name: 'This is a recurring event' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
    await waitFor(() => expect(field('Title')).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Create New Event' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Prayer Group' }));
    fireEvent.change(field('Title'), { target: { value: 'Tuesday Prayer Group' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    expect(writes(calls)).toMatchObject([
      {
        method: 'PATCH',
        url: '/api/events/e2',
        body: { title: 'Tuesday Prayer Group', recurringDays: ['tuesday'] },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Create New Event' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('');
    expect(await screen.findByRole('button', { name: 'Edit Tuesday Prayer Group' })).toBeInTheDocument();
  });

  it('takes start and end times from time pickers, and says which is missing', async () => {
    const calls = mockFetch(fakeService());
    renderManager();
    await screen.findByRole('region', { name: 'Existing events' });
    expect(field('Start time')).toHaveAttribute('type', 'time');
    expect(field('End time')).toHaveAttribute('type', 'time');
    expect(screen.queryByLabelText(/^Time/)).toBeNull();
    await fillRequired();
    fireEvent.change(field('Start time'), { target: { value: '' } });
    fireEvent.change(field('End time'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Time is required')).toBeInTheDocument();
    expect(screen.getByText('End time is required')).toBeInTheDocument();
    expect(field('Start time')).toHaveFocus();
    expect(field('Start time')).toHaveAccessibleDescription(/Time is required/);
    fireEvent.change(field('Start time'), { target: { value: '19:30' } });
    fireEvent.change(field('End time'), { target: { value: '19:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('The end time must differ from the start time')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('turns sign-up on with seats, a waitlist and a closing time, and sends them', async () => {
    const calls = mockFetch(fakeService());
    renderManager();
    await screen.findByRole('region', { name: 'Existing events' });
    await fillRequired();
    const signup = screen.getByRole('group', { name: 'Sign-up' });
    const enabled = within(signup).getByRole('checkbox', { name: 'People sign up for this event' });
    expect(enabled).not.toBeChecked();
    expect(within(signup).queryByLabelText('Seats per date')).toBeNull();
    fireEvent.click(enabled);
    const seats = within(signup).getByLabelText('Seats per date');
    expect(seats).toHaveAccessibleDescription('Leave empty for unlimited seats.');

    // Seats must be a whole number from 1; the schema's message says so and nothing is sent.
    fireEvent.change(seats, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(
      await screen.findByText('Seats must be a whole number from 1 to 10,000, or empty for unlimited'),
    ).toBeInTheDocument();
    expect(seats).toHaveFocus();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(seats, { target: { value: '12' } });
    fireEvent.click(
      within(signup).getByRole('checkbox', { name: 'Offer a waitlist when the seats are taken' }),
    );
    fireEvent.change(within(signup).getByLabelText('Sign-up closes (hours before the start)'), {
      target: { value: '24' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(writes(calls)).toMatchObject([
      {
        method: 'POST',
        body: {
          startTime: '09:00',
          endTime: '10:00',
          signup: { enabled: true, capacity: 12, waitlist: true, closesHoursBefore: 24 },
        },
      },
    ]);
  });

  it("sends an empty seats field as unlimited, and shows an event's sign-up settings when editing", async () => {
    const calls = mockFetch(fakeService());
    const { unmount } = renderManager();
    await screen.findByRole('region', { name: 'Existing events' });
    await fillRequired();
    fireEvent.click(screen.getByRole('checkbox', { name: 'People sign up for this event' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(writes(calls)[0]?.body).toMatchObject({
      signup: { enabled: true, capacity: null, waitlist: false, closesHoursBefore: 0 },
    });
    unmount();

    mockFetch(fakeService({ events: [workshop] }));
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Workshop: Healthy Boundaries' }));
    expect(field('Start time')).toHaveValue('18:30');
    expect(field('End time')).toHaveValue('21:00');
    expect(screen.getByRole('checkbox', { name: 'People sign up for this event' })).toBeChecked();
    expect(field('Seats per date')).toHaveValue(20);
    expect(screen.getByRole('checkbox', { name: 'Offer a waitlist when the seats are taken' })).toBeChecked();
    expect(field('Sign-up closes (hours before the start)')).toHaveValue(24);
  });

  it('keeps an unknown category when editing (shown as Other)', async () => {
    mockFetch(fakeService());
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Book Club' }));
    expect(field('Category')).toHaveValue('book-club');
    expect(screen.getByRole('option', { name: 'Other (book-club)' })).toBeInTheDocument();
    expect(field('Ends on (optional)')).toHaveValue('2025-06-30');
  });

  it('deletes after a confirmation, and Cancel keeps the event', async () => {
    const calls = mockFetch(fakeService());
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Prayer Group' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete event?' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete “Prayer Group”? This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Prayer Group' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event deleted')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'DELETE', url: '/api/events/e2', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Prayer Group' })).toBeNull());
  });

  it.each([
    ['POST', 'Failed to create event. Please try again.'],
    ['PATCH', 'Failed to update event. Please try again.'],
    ['DELETE', 'Failed to delete event. Please try again.'],
  ] as const)('says so when %s fails', async (method, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(fakeService({ fail: method }));
    renderManager();
    await screen.findByRole('region', { name: 'Existing events' });
    if (method === 'POST') {
      await fillRequired();
      fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    } else if (method === 'PATCH') {
      fireEvent.click(screen.getByRole('button', { name: 'Edit Prayer Group' }));
      fireEvent.click(screen.getByRole('button', { name: 'Update Event' }));
    } else {
      fireEvent.click(screen.getByRole('button', { name: 'Delete Prayer Group' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    }
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    if (method === 'POST') expect(field('Title')).toHaveValue('Mothers in Prayer');
    if (method === 'PATCH') expect(screen.getByRole('heading', { name: 'Edit Event' })).toBeInTheDocument();
  });

  it('shows the service field errors of a refused save', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch((url, init) =>
      init?.method === 'POST'
        ? {
            status: 400,
            body: { message: 'Time is required', errors: { startTime: 'Time is required' } },
          }
        : fakeService()(url, init),
    );
    renderManager();
    await screen.findByRole('region', { name: 'Existing events' });
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Time is required')).toBeInTheDocument();
    expect(field('Start time')).toHaveFocus();
  });

  it('opens the event of ?id= in edit mode, and says when it does not exist', async () => {
    mockFetch(fakeService());
    const { unmount } = renderManager('/events/manage?id=e2');
    expect(await screen.findByRole('heading', { name: 'Edit Event' })).toBeInTheDocument();
    await waitFor(() => expect(field('Title')).toHaveValue('Prayer Group'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/events\/manage$/);
    unmount();

    renderManager('/events/manage?id=gone');
    expect(
      await screen.findByText('The event you asked to edit was not found. It may have been deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create New Event' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    mockFetch(fakeService());
    await act(() => setLanguage('es'));
    renderManager();
    expect(await screen.findByRole('heading', { name: 'Gestión de eventos', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Crear nuevo evento' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Editar Evening Bible Study' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Crear evento' }));
    expect(await screen.findByText('La descripción es obligatoria')).toBeInTheDocument();
  });
});
