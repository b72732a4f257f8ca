import { act, fireEvent, screen, within } from '@testing-library/react';
import type { OccurrenceDetail } from '@ministry/contracts/event-signup';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import EventOccurrencePage from '../pages/event-occurrence';
import { occurrenceDetail } from './fixtures';
import { mockFetch, renderPage, type FakeResponse, type Handler } from './test-utils';

const PATH = '/events/r1/2025-03-22';
const OCCURRENCE_URL = '/api/events/r1/occurrences/2025-03-22';
const member = {
  id: 'u7',
  username: 'ana',
  email: 'ana@example.org',
  firstName: 'Ana',
  lastName: 'Reyes',
  role: 'member',
};

/** The events service for one occurrence, and the identity service's answer for the session. */
function fakeService(options: {
  occurrence?: OccurrenceDetail;
  user?: object | null;
  signUp?: FakeResponse;
  after?: OccurrenceDetail;
}): Handler {
  let current = options.occurrence ?? occurrenceDetail();
  return (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user') {
      return options.user ? { body: options.user } : { status: 401, body: { message: 'Please sign in.' } };
    }
    if (url === OCCURRENCE_URL && method === 'GET') return { body: current };
    if (url === `${OCCURRENCE_URL}/registrations` && method === 'POST') {
      const answer = options.signUp ?? { status: 201, body: { id: 'g1', status: 'confirmed' } };
      if (options.after && (answer.status ?? 200) < 300) current = options.after;
      return answer;
    }
    if (url === '/api/events/registrations/g9/cancel' && method === 'POST') {
      current = occurrenceDetail({ myRegistration: null });
      return { body: { id: 'g9', status: 'canceled' } };
    }
    return undefined;
  };
}

function renderOccurrence(path = PATH) {
  return renderPage(<EventOccurrencePage />, path, '/events/:id/:date');
}

const signupBox = () => screen.getByRole('region', { name: 'Sign up' });

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

describe('/events/:id/:date', () => {
  it("shows the occurrence's details, the seats left and when sign-up closes", async () => {
    mockFetch(fakeService({}));
    renderOccurrence();
    expect(await screen.findByRole('heading', { name: "Women's Retreat Day", level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Retreat')).toBeInTheDocument();
    expect(screen.getByTestId('occurrence-date')).toHaveTextContent('Saturday, March 22, 2025');
    expect(screen.getByTestId('occurrence-time')).toHaveTextContent('9:30 AM – 4:00 PM');
    expect(screen.getByText('Ministry Center')).toBeInTheDocument();
    expect(screen.getByText('A day of rest, prayer and worship.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/events/r1.ics?lang=en',
    );
    expect(screen.getByText('7 of 20 seats left')).toBeInTheDocument();
    expect(screen.getByText('Sign-up closes March 21, 2025 at 9:30 AM')).toBeInTheDocument();
    expect(document.title).toMatch(/^Women's Retreat Day \|/);
    expect(screen.getByRole('link', { name: 'See other dates on the calendar' })).toHaveAttribute(
      'href',
      '/events?date=2025-03-22',
    );
  });

  it('lets a visitor sign up with name and email, checked first, and asks her to confirm from her email', async () => {
    const calls = mockFetch(
      fakeService({
        after: occurrenceDetail({ seats: { capacity: 20, taken: 14, waitlist: 0 } }),
        signUp: {
          status: 201,
          body: { id: 'g1', status: 'confirmed', confirmBy: '2025-03-12T15:00:00.000Z', holdMinutes: 60 },
        },
      }),
    );
    renderOccurrence();
    await screen.findByRole('heading', { level: 1 });
    const box = signupBox();
    fireEvent.click(within(box).getByRole('button', { name: 'Sign up' }));
    expect(await within(box).findByText('Name is required')).toBeInTheDocument();
    expect(within(box).getByText('Email is required')).toBeInTheDocument();
    expect(within(box).getByLabelText('Your name')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(box).getByLabelText('Your name'), { target: { value: ' Rosa Díaz ' } });
    fireEvent.change(within(box).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Sign up' }));
    expect(await within(box).findByText('Please enter a valid email address')).toBeInTheDocument();
    fireEvent.change(within(box).getByLabelText('Email'), { target: { value: 'rosa@example.org' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Sign up' }));

    const status = await within(box).findByTestId('signup-status');
    expect(status).toHaveAttribute('data-status', 'unconfirmed');
    expect(within(status).getByRole('heading', { name: 'Check your email to keep your seat' })).toHaveFocus();
    expect(status).toHaveTextContent(
      'Follow it within 60 minutes to confirm your sign-up for Saturday, March 22, 2025',
    );
    // A visitor cancels from the link in her email, not here.
    expect(within(box).queryByRole('button', { name: 'Cancel my place' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `${OCCURRENCE_URL}/registrations`,
        body: { name: 'Rosa Díaz', email: 'rosa@example.org' },
      },
    ]);
    expect(await screen.findByText('6 of 20 seats left')).toBeInTheDocument();
  });

  it('signs a member up in one click, with her name and email shown', async () => {
    const calls = mockFetch(fakeService({ user: member }));
    renderOccurrence();
    expect(
      await screen.findByText('You will be signed up as Ana Reyes (ana@example.org).'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).toBeNull();
    fireEvent.click(within(signupBox()).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'You are signed up!' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: `${OCCURRENCE_URL}/registrations`, body: {} },
    ]);
    // Her own sign-up can be canceled from here.
    expect(screen.getByRole('button', { name: 'Cancel my place' })).toBeInTheDocument();
  });

  it('offers the waitlist when the seats are taken, and says she is waitlisted', async () => {
    mockFetch(
      fakeService({
        occurrence: occurrenceDetail({
          signupState: 'waitlist',
          seats: { capacity: 20, taken: 20, waitlist: 2 },
        }),
        signUp: { status: 201, body: { id: 'g2', status: 'waitlisted' } },
      }),
    );
    renderOccurrence();
    expect(await screen.findByText('All 20 seats are taken')).toBeInTheDocument();
    expect(screen.getByText('2 people on the waitlist')).toBeInTheDocument();
    expect(screen.getByText(/Join the waitlist and we will email you/)).toBeInTheDocument();
    const box = signupBox();
    expect(within(box).queryByRole('button', { name: 'Sign up' })).toBeNull();
    fireEvent.change(within(box).getByLabelText('Your name'), { target: { value: 'Rosa' } });
    fireEvent.change(within(box).getByLabelText('Email'), { target: { value: 'rosa@example.org' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Join the waitlist' }));
    const status = await within(box).findByTestId('signup-status');
    expect(status).toHaveAttribute('data-status', 'waitlisted');
    expect(within(status).getByRole('heading', { name: 'You are on the waitlist' })).toBeInTheDocument();
    expect(status).toHaveTextContent('We will email you if a seat frees up for Saturday, March 22, 2025.');
  });

  it('says so when the date is full (no waitlist) or sign-up is closed, with no form', async () => {
    mockFetch(
      fakeService({
        occurrence: occurrenceDetail({
          signupState: 'full',
          signup: { enabled: true, capacity: 20, waitlist: false, closesHoursBefore: 24 },
          seats: { capacity: 20, taken: 20, waitlist: 0 },
        }),
      }),
    );
    const { unmount } = renderOccurrence();
    expect(
      await screen.findByText('This date is full. Look for another date on the calendar.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(within(signupBox()).queryByRole('button')).toBeNull();
    unmount();

    mockFetch(fakeService({ occurrence: occurrenceDetail({ signupState: 'closed' }) }));
    renderOccurrence();
    expect(await screen.findByText('Sign-up for this date is closed.')).toBeInTheDocument();
    expect(screen.queryByText(/Sign-up closes/)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('tells a member she is already signed up, and lets her cancel after asking', async () => {
    const calls = mockFetch(
      fakeService({
        user: member,
        occurrence: occurrenceDetail({ myRegistration: { id: 'g9', status: 'confirmed' } }),
      }),
    );
    renderOccurrence();
    expect(await screen.findByText('You are signed up for this date.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your place?' });
    expect(dialog).toHaveTextContent(
      'Your place for Saturday, March 22, 2025 goes to the next person waiting.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel my place' }));
    expect(await screen.findByText('Your place is canceled')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/events/registrations/g9/cancel', body: {} },
    ]);
    // The page is fetched again: she may sign up again.
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('tells a member coming back that her sign-up waits for the link e-mailed to her', async () => {
    const confirmBy = new Date(Date.now() + 30 * 60_000).toISOString();
    mockFetch(
      fakeService({
        user: member,
        occurrence: occurrenceDetail({ myRegistration: { id: 'g9', status: 'confirmed', confirmBy } }),
      }),
    );
    renderOccurrence();
    expect(await screen.findByText('Check your email to keep your seat')).toBeInTheDocument();
    expect(screen.queryByText('You are signed up for this date.')).toBeNull();
    expect(screen.getByTestId('signup-status')).toHaveAttribute('data-status', 'unconfirmed');
  });

  it('shows a waitlisted member where she stands', async () => {
    mockFetch(
      fakeService({
        user: member,
        occurrence: occurrenceDetail({
          signupState: 'waitlist',
          myRegistration: { id: 'g9', status: 'waitlisted' },
        }),
      }),
    );
    renderOccurrence();
    expect(await screen.findByText('You are on the waitlist for this date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel my place' })).toBeInTheDocument();
  });

  it("says the service's reason for a refused sign-up (already signed up)", async () => {
    mockFetch(
      fakeService({
        signUp: {
          status: 409,
          body: { message: 'This e-mail address is already signed up for this date.' },
        },
      }),
    );
    renderOccurrence();
    await screen.findByRole('heading', { level: 1 });
    const box = signupBox();
    fireEvent.change(within(box).getByLabelText('Your name'), { target: { value: 'Rosa' } });
    fireEvent.change(within(box).getByLabelText('Email'), { target: { value: 'rosa@example.org' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Sign up' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'This e-mail address is already signed up for this date.',
    );
    expect(within(box).queryByTestId('signup-status')).toBeNull();
  });

  it('invites a visitor to sign in for a members-only event, and signs a member up in one click', async () => {
    const membersOnly = occurrenceDetail({
      signup: { enabled: true, capacity: 20, waitlist: true, closesHoursBefore: 24, membersOnly: true },
    });
    mockFetch(fakeService({ occurrence: membersOnly }));
    const { unmount } = renderOccurrence();
    const notice = await screen.findByTestId('members-only');
    expect(notice).toHaveTextContent('Sign-up for this event is for members.');
    expect(within(notice).getByRole('link', { name: 'Sign in to sign up' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(PATH)}`,
    );
    expect(within(signupBox()).queryByLabelText('Your name')).toBeNull();
    unmount();

    mockFetch(fakeService({ occurrence: membersOnly, user: member }));
    renderOccurrence();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(await within(signupBox()).findByRole('button', { name: 'Sign up' }));
    expect(await within(signupBox()).findByTestId('signup-status')).toHaveAttribute(
      'data-status',
      'confirmed',
    );
  });

  it('says when sign-up is not needed', async () => {
    mockFetch(
      fakeService({
        occurrence: occurrenceDetail({
          signupState: 'off',
          signup: { ...occurrenceDetail().signup, enabled: false },
        }),
      }),
    );
    renderOccurrence();
    expect(
      await screen.findByText('No sign-up is needed for this event: everyone is welcome, just come.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign up' })).toBeNull();
  });

  it('shows loading, then an error with retry; an unknown event or date is not found', async () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
    const { unmount } = renderOccurrence();
    expect(screen.getByText('Loading the event…')).toBeInTheDocument();
    unmount();

    mockFetch((url) =>
      url === OCCURRENCE_URL ? { status: 500, body: { message: 'Something went wrong.' } } : undefined,
    );
    const second = renderOccurrence();
    expect(await screen.findByText('There was an error loading this event.')).toBeInTheDocument();
    mockFetch(fakeService({}));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "Women's Retreat Day" })).toBeInTheDocument();
    second.unmount();

    mockFetch(() => ({ status: 404, body: { message: 'This event does not take place on that day.' } }));
    const third = renderOccurrence('/events/r1/2025-03-23');
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the events calendar' })).toHaveAttribute(
      'href',
      '/events',
    );
    third.unmount();

    const calls = mockFetch(() => undefined);
    renderOccurrence('/events/r1/next-saturday');
    expect(screen.getByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    // The page's one read, the session's, settles (it changes nothing on the page): still not found,
    // and the events service was never asked.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/user']);
    expect(screen.getByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/events'))).toEqual([]);
  });

  it('speaks Spanish, times included', async () => {
    mockFetch(fakeService({}));
    await act(() => setLanguage('es'));
    renderOccurrence();
    expect(
      await screen.findByRole('heading', { name: 'Día de retiro para mujeres', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('occurrence-date')).toHaveTextContent('sábado, 22 de marzo de 2025');
    expect(screen.getByTestId('occurrence-time')).toHaveTextContent('9:30 a.m. – 4:00 p.m.');
    expect(screen.getByText('Quedan 7 de 20 lugares')).toBeInTheDocument();
    expect(
      screen.getByText('La inscripción se cierra el 21 de marzo de 2025, 9:30 a.m.'),
    ).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Inscripción' });
    fireEvent.click(within(box).getByRole('button', { name: 'Inscribirme' }));
    expect(await within(box).findByText('El nombre es obligatorio')).toBeInTheDocument();
  });
});
