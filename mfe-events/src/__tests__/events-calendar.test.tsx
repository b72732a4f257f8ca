import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import EventsCalendarPage from '../pages/events-calendar';
import { ALL_EVENTS, MARCH_OCCURRENCES } from './fixtures';
import { mockFetch, renderPage, type Handler } from './test-utils';

jest.mock('@ministry/contracts/calendar-day', () => ({
  ...jest.requireActual<object>('@ministry/contracts/calendar-day'),
  // A Tuesday.
  todayInNewYork: () => '2025-03-11',
}));

const api: Handler = (url) => {
  if (url === '/api/events') return { body: ALL_EVENTS };
  if (url === '/api/events?from=2025-02-23&to=2025-04-05') return { body: MARCH_OCCURRENCES };
  if (url.startsWith('/api/events?from=')) return { body: [] };
  return undefined;
};

const day = (date: string) => document.querySelector<HTMLButtonElement>(`button[data-day="${date}"]`)!;

function renderCalendar(path = '/events') {
  return renderPage(<EventsCalendarPage />, path, '/events');
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('/events', () => {
  it("marks the days with events (recurring ones included), highlights today and lists today's events", async () => {
    mockFetch(api);
    renderCalendar();
    expect(screen.getByRole('heading', { name: 'Events', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'March 2025' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Evening Bible Study' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Prayer Group' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Events on Tuesday, March 11, 2025' })).toBeInTheDocument();

    expect(day('2025-03-11')).toHaveAttribute('aria-current', 'date');
    expect(day('2025-03-11')).toHaveAccessibleName('Tuesday, March 11, 2025, today, 2 events');
    expect(day('2025-03-11').closest('td')).toHaveAttribute('aria-selected', 'true');
    for (const marked of ['2025-03-10', '2025-03-12', '2025-03-13', '2025-03-20']) {
      expect(day(marked)).toHaveAttribute('data-has-events', 'true');
    }
    expect(day('2025-03-14')).toHaveAttribute('data-has-events', 'false');
    expect(day('2025-03-14')).toHaveAccessibleName('Friday, March 14, 2025');
    // One tab stop in the grid: the chosen day.
    expect(day('2025-03-11')).toHaveAttribute('tabindex', '0');
    expect(day('2025-03-12')).toHaveAttribute('tabindex', '-1');
  });

  it('filters the list by the chosen day and says when a day has nothing', async () => {
    mockFetch(api);
    renderCalendar();
    await screen.findByRole('heading', { name: 'Evening Bible Study' });
    fireEvent.click(day('2025-03-14'));
    expect(screen.getByRole('heading', { name: 'Events on Friday, March 14, 2025' })).toBeInTheDocument();
    expect(screen.getByText('No events scheduled for this date.')).toBeInTheDocument();
    fireEvent.click(day('2025-03-12'));
    expect(screen.getByRole('heading', { name: 'Morning Bible Study' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Evening Bible Study' })).toBeNull();
    expect(day('2025-03-12').closest('td')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows every upcoming event once when the choice is cleared, and comes back to today', async () => {
    mockFetch(api);
    renderCalendar();
    await screen.findByRole('heading', { name: 'Evening Bible Study' });
    fireEvent.click(screen.getByRole('button', { name: 'Show all upcoming events' }));
    expect(screen.getByRole('heading', { name: 'All Upcoming Events' })).toBeInTheDocument();
    const list = screen.getByTestId('upcoming-events');
    const titles = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    // By next day: Tue 11 (two), Wed 12, Mon 17 (book club), Thu 20 (workshop); the past retreat is gone.
    expect(titles).toEqual([
      'Evening Bible Study',
      'Prayer Group',
      'Morning Bible Study',
      'Book Club',
      'Workshop: Healthy Boundaries',
    ]);
    expect(within(list).getByText('Every Tuesday and Thursday')).toBeInTheDocument();
    expect(within(list).getByText('Every Monday until June 30, 2025')).toBeInTheDocument();
    expect(within(list).getByText(/Next: Monday, March 17, 2025/)).toBeInTheDocument();
    expect(within(list).getByText('Other')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to today' }));
    expect(screen.getByRole('heading', { name: 'Events on Tuesday, March 11, 2025' })).toBeInTheDocument();
  });

  it('moves between days with the arrow keys, changes month with Page Down, and reads that month', async () => {
    const calls = mockFetch(api);
    renderCalendar();
    await screen.findByRole('heading', { name: 'Evening Bible Study' });
    const grid = screen.getByRole('grid');
    day('2025-03-11').focus();
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(day('2025-03-12')).toHaveFocus();
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(day('2025-03-19')).toHaveFocus();
    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(day('2025-03-11')).toHaveFocus();
    fireEvent.keyDown(grid, { key: 'Home' });
    expect(day('2025-03-09')).toHaveFocus();
    fireEvent.keyDown(grid, { key: 'End' });
    expect(day('2025-03-15')).toHaveFocus();
    fireEvent.keyDown(grid, { key: 'PageDown' });
    await waitFor(() => expect(day('2025-04-15')).toHaveFocus());
    expect(screen.getByRole('grid', { name: 'April 2025' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/events?from=2025-03-30&to=2025-05-10');
    // Only the focused day is in the tab order; choosing is a button press (Enter or Space).
    expect(day('2025-04-15')).toHaveAttribute('tabindex', '0');
    fireEvent.click(day('2025-04-15'));
    expect(screen.getByRole('heading', { name: 'Events on Tuesday, April 15, 2025' })).toBeInTheDocument();
  });

  it('pages months with the buttons and comes back with Today', async () => {
    mockFetch(api);
    renderCalendar();
    await screen.findByRole('heading', { name: 'Evening Bible Study' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'February 2025' })).toBeInTheDocument();
    // The chosen day stays chosen while another month is shown.
    expect(screen.getByRole('heading', { name: 'Events on Tuesday, March 11, 2025' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'April 2025' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('grid', { name: 'March 2025' })).toBeInTheDocument();
  });

  it('opens an event in a dialog with every detail, and gives the focus back on Close', async () => {
    mockFetch(api);
    renderCalendar();
    const opener = within(await screen.findByRole('heading', { name: 'Evening Bible Study' })).getByRole(
      'button',
    );
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Evening Bible Study' });
    expect(within(dialog).getByText('Bible Study')).toBeInTheDocument();
    expect(within(dialog).getByText('Tuesday, March 11, 2025')).toBeInTheDocument();
    expect(within(dialog).getByText('7:00 PM – 8:30 PM')).toBeInTheDocument();
    expect(within(dialog).getByText('Ministry Center')).toBeInTheDocument();
    expect(within(dialog).getByText('Reading Scripture together.')).toBeInTheDocument();
    expect(within(dialog).getByText('Every Tuesday and Thursday')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/events/e1.ics?lang=en',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("links the dialog to the chosen date's own page: details and sign-up", async () => {
    mockFetch(api);
    renderCalendar('/events?date=2025-03-20');
    fireEvent.click(
      within(await screen.findByRole('heading', { name: 'Workshop: Healthy Boundaries' })).getByRole(
        'button',
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Workshop: Healthy Boundaries' });
    expect(within(dialog).getByText('6:30 PM – 9:00 PM')).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'Details and sign-up' });
    expect(link).toHaveAttribute('href', '/events/e4/2025-03-20');
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/events/e4/2025-03-20'));
  });

  it('names the link of an event without sign-up plainly, and shows times in Spanish', async () => {
    mockFetch(api);
    await act(() => setLanguage('es'));
    renderCalendar();
    const opener = within(
      await screen.findByRole('heading', { name: 'Estudio bíblico vespertino' }),
    ).getByRole('button');
    expect(screen.getByText('7:00 p.m. – 8:30 p.m.')).toBeInTheDocument();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Página del evento' })).toHaveAttribute(
      'href',
      '/events/e1/2025-03-11',
    );
    expect(within(dialog).getByText('7:00 p.m. – 8:30 p.m.')).toBeInTheDocument();
  });

  it('shows the category legend, grey for other categories, and the calendar feed', async () => {
    mockFetch(api);
    renderCalendar();
    const legend = screen.getByTestId('category-legend');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bible Study', 'Counseling', 'Workshop', 'Retreat', 'Prayer Meeting', 'Youth', 'Other']);
    const swatch = (category: string) =>
      legend.querySelector<HTMLElement>(`[data-category="${category}"] .ev-swatch`)!.style.backgroundColor;
    expect(swatch('other')).toBe('rgb(107, 114, 128)');
    expect(
      new Set(['bible-study', 'counseling', 'workshop', 'retreat', 'prayer', 'youth'].map(swatch)).size,
    ).toBe(6);
    expect(screen.getByRole('link', { name: 'Subscribe to this calendar' })).toHaveAttribute(
      'href',
      '/api/events.ics?lang=en',
    );
    await screen.findByRole('heading', { name: 'Evening Bible Study' });
  });

  it('says so while loading, and when loading fails', async () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
    const { unmount } = renderCalendar();
    expect(screen.getByText('Loading events…')).toBeInTheDocument();
    unmount();

    mockFetch(() => ({
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.' },
    }));
    renderCalendar();
    expect(await screen.findByText('There was an error loading the events.')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    mockFetch(api);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Evening Bible Study' })).toBeInTheDocument();
  });

  it('starts on the day given in ?date=', async () => {
    mockFetch(api);
    renderCalendar('/events?date=2025-03-20');
    expect(await screen.findByRole('heading', { name: 'Workshop: Healthy Boundaries' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Events on Thursday, March 20, 2025' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    mockFetch(api);
    await act(() => setLanguage('es'));
    renderCalendar();
    expect(await screen.findByRole('heading', { name: 'Estudio bíblico vespertino' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Eventos', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Eventos del martes, 11 de marzo de 2025' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Marzo de 2025' })).toBeInTheDocument();
    fireEvent.click(day('2025-03-14'));
    expect(screen.getByText('No hay eventos programados para esta fecha.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ver todos los próximos eventos' }));
    expect(screen.getByRole('heading', { name: 'Todos los próximos eventos' })).toBeInTheDocument();
    expect(screen.getByText('Cada martes y jueves')).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('heading', { name: 'Estudio bíblico vespertino' })).getByRole('button'),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Leemos juntas las Escrituras.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Añadir al calendario' })).toHaveAttribute(
      'href',
      '/api/events/e1.ics?lang=es',
    );
  });
});
