import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyRegistration } from '@ministry/contracts/event-signup';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AccountPage from '../pages/account';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from './test-utils';

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

function registration(extra: Partial<MyRegistration> & Pick<MyRegistration, 'id'>): MyRegistration {
  return {
    eventId: 'e-retreat',
    date: '2026-12-05',
    name: 'Martha Reyes',
    email: 'martha@example.org',
    status: 'confirmed',
    waitlistPosition: null,
    attended: false,
    createdAt: '2026-11-01T15:00:00.000Z',
    title: 'Women’s Winter Retreat',
    titleEs: 'Retiro de invierno para mujeres',
    startsAt: '2026-12-05T10:00:00-05:00',
    endsAt: '2026-12-05T16:00:00-05:00',
    location: 'Ministry Center',
    ...extra,
  };
}

const RETREAT = registration({ id: 'r1' });
const STUDY = registration({
  id: 'r2',
  eventId: 'e-study',
  date: '2026-12-08',
  title: 'Tuesday Bible Study',
  titleEs: null,
  startsAt: '2026-12-08T19:30:00-05:00',
  endsAt: '2026-12-08T21:00:00-05:00',
  location: 'Fellowship Hall',
  status: 'waitlisted',
  waitlistPosition: 2,
});

/** The services behind the account page; her sign-ups as the events service keeps them. */
function serve(mine: MyRegistration[] | FakeResponse, answers: Record<string, FakeResponse> = {}) {
  let list = Array.isArray(mine) ? [...mine] : null;
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (answers[key]) return answers[key];
    if (key === 'GET /api/auth/user') return { body: MEMBER };
    if (key === 'GET /api/subscription') return { body: { subscription: null } };
    if (key === 'GET /api/events/registrations/mine') return list ? { body: list } : (mine as FakeResponse);
    const cancel = /^POST \/api\/events\/registrations\/([^/]+)\/cancel$/.exec(key);
    if (cancel && list) {
      list = list.filter((entry) => entry.id !== cancel[1]);
      return { body: { id: cancel[1], status: 'canceled' } };
    }
    return undefined;
  });
}

const items = () => screen.getAllByTestId('my-registration');
const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ');

describe('/account?tab=events', () => {
  it('lists her upcoming sign-ups, soonest first, with a link to each date’s page', async () => {
    serve([RETREAT, STUDY]);
    renderPage(<AccountPage />, '/account?tab=events', '/account');
    expect(await screen.findByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Your Events' })).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [retreat, study] = items() as [HTMLElement, HTMLElement];

    expect(within(retreat).getByRole('link', { name: 'Women’s Winter Retreat' })).toHaveAttribute(
      'href',
      '/events/e-retreat/2026-12-05',
    );
    expect(text(retreat)).toContain('Saturday, December 5, 2026 · 10:00 AM – 4:00 PM');
    expect(retreat).toHaveTextContent('Ministry Center');
    expect(retreat).toHaveTextContent('Confirmed');

    expect(within(study).getByRole('link', { name: 'Tuesday Bible Study' })).toHaveAttribute(
      'href',
      '/events/e-study/2026-12-08',
    );
    expect(text(study)).toContain('Tuesday, December 8, 2026 · 7:30 PM – 9:00 PM');
    expect(study).toHaveTextContent('On the waitlist: place 2');
    // Each button says which date it gives up, starting with what it shows.
    expect(
      within(study).getByRole('button', {
        name: 'Cancel my place, Tuesday Bible Study, Tuesday, December 8, 2026',
      }),
    ).toHaveTextContent('Cancel my place');
  });

  it('speaks Spanish: the Spanish title when there is one, dates and times the Spanish way', async () => {
    serve([RETREAT, STUDY]);
    await act(() => setLanguage('es'));
    renderPage(<AccountPage />, '/account?tab=events', '/account');
    expect(await screen.findByRole('tab', { name: 'Eventos' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Sus eventos' })).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [retreat, study] = items() as [HTMLElement, HTMLElement];
    expect(within(retreat).getByRole('link', { name: 'Retiro de invierno para mujeres' })).toHaveAttribute(
      'href',
      '/events/e-retreat/2026-12-05',
    );
    expect(text(retreat)).toContain('sábado, 5 de diciembre de 2026 · 10:00 a.m. – 4:00 p.m.');
    expect(retreat).toHaveTextContent('Confirmada');
    // No Spanish title: the English one.
    expect(within(study).getByRole('link', { name: 'Tuesday Bible Study' })).toBeInTheDocument();
    expect(text(study)).toContain('martes, 8 de diciembre de 2026 · 7:30 p.m. – 9:00 p.m.');
    expect(study).toHaveTextContent('En la lista de espera: puesto 2');
    expect(
      within(study).getByRole('button', { name: /^Cancelar mi lugar, Tuesday Bible Study, martes/ }),
    ).toBeInTheDocument();
  });

  it('cancels only after she confirms, then refreshes the list and says so', async () => {
    const calls = serve([RETREAT, STUDY]);
    renderPage(<AccountPage />, '/account?tab=events', '/account');
    await waitFor(() => expect(items()).toHaveLength(2));
    const retreat = items()[0]!;

    fireEvent.click(within(retreat).getByRole('button', { name: /^Cancel my place/ }));
    const question = within(retreat).getByRole('group', {
      name: 'Cancel your place at Women’s Winter Retreat on Saturday, December 5, 2026? It goes to the first person waiting.',
    });
    expect(question).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // "Keep my place" changes nothing and gives the focus back.
    fireEvent.click(within(question).getByRole('button', { name: 'Keep my place' }));
    const again = within(retreat).getByRole('button', { name: /^Cancel my place/ });
    await waitFor(() => expect(again).toHaveFocus());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(again);
    fireEvent.click(within(retreat).getByRole('button', { name: 'Yes, cancel my place' }));
    expect(await screen.findByText('Your place is canceled')).toBeInTheDocument();
    expect(screen.getByText('Women’s Winter Retreat, Saturday, December 5, 2026')).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('Tuesday Bible Study');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/events/registrations/r1/cancel', body: undefined },
    ]);
    // The list was read again from the service after the cancel.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/events/registrations/mine')).toHaveLength(2),
    );
    expect(screen.getByRole('heading', { name: 'Your Events' })).toHaveFocus();
  });

  it('asks a waitlisted member whether to leave the waitlist, and says why a cancel failed', async () => {
    serve([STUDY], {
      'POST /api/events/registrations/r2/cancel': {
        status: 404,
        body: { message: 'That sign-up was not found.' },
      },
    });
    renderPage(<AccountPage />, '/account?tab=events', '/account');
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel my place/ }));
    fireEvent.click(
      within(
        screen.getByRole('group', {
          name: 'Leave the waitlist for Tuesday Bible Study on Tuesday, December 8, 2026?',
        }),
      ).getByRole('button', { name: 'Yes, leave the waitlist' }),
    );
    expect(
      await screen.findByText('Your place could not be canceled. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('That sign-up was not found.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Cancel my place/ })).toHaveFocus());
  });

  it('says when she has no upcoming sign-up, with the way to the calendar', async () => {
    serve([]);
    renderPage(<AccountPage />, '/account?tab=events', '/account');
    expect(await screen.findByText('You have not signed up for any upcoming event.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the events calendar' })).toHaveAttribute('href', '/events');
  });

  it('shows a loading state, then a failure with a retry that loads the list', async () => {
    let fail = true;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockFetch(async (url) => {
      if (url === '/api/auth/user') return { body: MEMBER };
      if (url === '/api/subscription') return { body: { subscription: null } };
      if (url !== '/api/events/registrations/mine') return undefined;
      await answered;
      return fail ? { status: 503, body: { message: 'Service unavailable' } } : { body: [RETREAT] };
    });
    renderPage(<AccountPage />, '/account?tab=events', '/account');
    expect(await screen.findByText('Loading your sign-ups…')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('We could not load your sign-ups. Please try again.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Women’s Winter Retreat' })).toBeInTheDocument();
    expect(screen.queryByText('We could not load your sign-ups. Please try again.')).toBeNull();
  });

  it('loads her sign-ups only once the Events tab is opened', async () => {
    const calls = serve([RETREAT]);
    renderPage(<AccountPage />, '/account', '/account');
    fireEvent.click(await screen.findByRole('tab', { name: 'Events' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account?tab=events');
    expect(await screen.findByRole('link', { name: 'Women’s Winter Retreat' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/events/registrations/mine')).toHaveLength(1);
  });
});
