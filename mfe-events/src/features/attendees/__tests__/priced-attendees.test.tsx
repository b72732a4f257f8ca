import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ListedRegistration, ListedRegistrations } from '@ministry/contracts/event-signup';
import { setLanguage } from '@ministry/platform/i18n';
import EventManagementPage from '../../../pages/event-management';
import { eveningStudy, registration, workshop } from '../../../__tests__/fixtures';
import { mockFetch, renderPage, type Handler } from '../../../__tests__/test-utils';

jest.mock('@ministry/contracts/calendar-day', () => ({
  ...jest.requireActual<object>('@ministry/contracts/calendar-day'),
  todayInNewYork: () => '2025-03-11',
}));

const editor = { id: 'u1', username: 'debora', email: 'debora@example.org', role: 'event_editor' };
const LIST_URL = '/api/events/e4/occurrences/2025-03-20/registrations';
const PAGE = '/events/manage?signups=e4&date=2025-03-20';

const free = {
  payment: { state: 'free', orderNumber: null },
  placeKind: null,
  optionName: null,
  optionNameEs: null,
  unitCents: null,
  childAgeMonths: null,
  offeredUntil: null,
} as const;

/** A place of a priced event as the service lists it. */
function place(
  fields: Partial<ListedRegistration> & Pick<ListedRegistration, 'id' | 'name'>,
): ListedRegistration {
  return {
    ...registration({ id: fields.id, name: fields.name }),
    ...free,
    placeKind: 'participant',
    optionName: 'Participant',
    optionNameEs: 'Participante',
    unitCents: 3500,
    ...fields,
  };
}

const paid = (orderNumber: string) => ({ state: 'paid', orderNumber }) as const;
const childcare = {
  placeKind: 'childcare',
  optionName: 'Childcare',
  optionNameEs: 'Cuidado infantil',
} as const;

const PRICED: ListedRegistrations = {
  seats: { capacity: 10, taken: 2, waitlist: 0 },
  attended: 0,
  held: 1,
  attendees: 2,
  childcare: 2,
  registrations: [
    place({ id: 'p1', name: 'Marta Gil', payment: paid('WOP-AAAA-BBBB') }),
    place({ id: 'p2', name: 'Sofía Gil', ...childcare, childAgeMonths: 50, payment: paid('WOP-AAAA-BBBB') }),
    place({ id: 'p3', name: 'Tomás Gil', ...childcare, childAgeMonths: 18, payment: paid('WOP-AAAA-BBBB') }),
    // Added by hand: no option, free.
    place({ id: 'p4', name: 'Lucía Paz', ...free, createdAt: '2025-03-13T09:00:00.000Z' }),
    place({
      id: 'p5',
      name: 'Nora Held',
      status: 'held',
      payment: { state: 'held', orderNumber: 'WOP-HHHH-JJJJ' },
    }),
    place({
      id: 'p6',
      name: 'Carla Soto',
      status: 'canceled',
      payment: { state: 'canceled', orderNumber: 'WOP-CCCC-DDDD' },
      canceledAt: '2025-03-14T10:00:00.000Z',
    }),
  ],
};

const FREE: ListedRegistrations = {
  seats: { capacity: 3, taken: 1, waitlist: 0 },
  attended: 0,
  held: 0,
  attendees: 1,
  childcare: 0,
  registrations: [{ ...registration({ id: 'g1', name: 'María López' }), ...free }],
};

function service(list: ListedRegistrations): Handler {
  return (url, init) => {
    if ((init?.method ?? 'GET') !== 'GET') return undefined;
    if (url === '/api/auth/user') return { body: editor };
    if (url === '/api/events') return { body: [eveningStudy, workshop] };
    if (url === LIST_URL) return { body: list };
    return undefined;
  };
}

const renderManager = (path = PAGE) => renderPage(<EventManagementPage />, path, '/events/manage');
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('/events/manage: the list of a priced occurrence', () => {
  it("shows each place's option and payment, the paid counts and the members' cancellations", async () => {
    mockFetch(service(PRICED));
    renderManager();
    const counts = await screen.findByTestId('attendee-counts');
    expect(counts).toHaveTextContent('Attendees: 2');
    expect(counts).toHaveTextContent('Childcare: 2');
    expect(counts).toHaveTextContent('Held for unpaid orders: 1');

    const confirmed = screen.getByRole('table', { name: 'Signed up (4)' });
    expect(
      within(confirmed)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Signed up', 'Option', 'Payment', 'Attended']);
    const rows = within(confirmed).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row).slice(3, 5))).toEqual([
      ['Participant', 'Paid · WOP-AAAA-BBBB'],
      ['Childcare (4 years)', 'Paid · WOP-AAAA-BBBB'],
      ['Childcare (18 months)', 'Paid · WOP-AAAA-BBBB'],
      ['', 'Free'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'WOP-AAAA-BBBB' })).toHaveAttribute(
      'href',
      '/admin?tab=orders&order=WOP-AAAA-BBBB',
    );
    expect(confirmed).not.toHaveTextContent('Nora Held');
    expect(confirmed).not.toHaveTextContent('Carla Soto');

    const canceled = screen.getByRole('table', { name: 'Canceled by members (refund to decide in Orders)' });
    const [row] = within(canceled).getAllByRole('row').slice(1);
    expect(cellTexts(row!)).toEqual(['Carla Soto', 'Participant', 'WOP-CCCC-DDDD']);
    expect(within(row!).getByRole('link', { name: 'WOP-CCCC-DDDD' })).toHaveAttribute(
      'href',
      '/admin?tab=orders&order=WOP-CCCC-DDDD',
    );

    // The check-in lists only the confirmed people.
    fireEvent.click(screen.getByRole('button', { name: 'Open the check-in view' }));
    const checkIn = await screen.findByTestId('check-in-list');
    expect(within(checkIn).getAllByRole('button')).toHaveLength(4);
    expect(checkIn).not.toHaveTextContent('Carla Soto');
    expect(checkIn).not.toHaveTextContent('Nora Held');
  });

  it('speaks Spanish', async () => {
    mockFetch(service(PRICED));
    await act(() => setLanguage('es'));
    renderManager();
    const counts = await screen.findByTestId('attendee-counts');
    expect(counts).toHaveTextContent('Asistentes: 2');
    expect(counts).toHaveTextContent('Cuidado infantil: 2');
    expect(counts).toHaveTextContent('Reservados para pedidos sin pagar: 1');
    const confirmed = screen.getByRole('table', { name: 'Inscritas (4)' });
    expect(
      within(confirmed)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toContain('Pago');
    const rows = within(confirmed).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row).slice(3, 5))).toEqual([
      ['Participante', 'Pagado · WOP-AAAA-BBBB'],
      ['Cuidado infantil (4 años)', 'Pagado · WOP-AAAA-BBBB'],
      ['Cuidado infantil (18 meses)', 'Pagado · WOP-AAAA-BBBB'],
      ['', 'Gratis'],
    ]);
    const canceled = screen.getByRole('table', {
      name: 'Canceladas por las participantes (el reembolso se decide en Pedidos)',
    });
    expect(canceled).toHaveTextContent('Carla Soto');
  });

  it('shows a free occurrence as always: no option, payment or paid counts', async () => {
    mockFetch(service(FREE));
    renderManager();
    const counts = await screen.findByTestId('attendee-counts');
    expect(counts).not.toHaveTextContent('Attendees');
    expect(counts).not.toHaveTextContent('Childcare');
    const confirmed = screen.getByRole('table', { name: 'Signed up (1)' });
    expect(
      within(confirmed)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Signed up', 'Attended']);
    expect(screen.queryByRole('table', { name: /^Canceled by members/ })).not.toBeInTheDocument();
  });
});
