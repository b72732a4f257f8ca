import { act, fireEvent, screen } from '@testing-library/react';
import type { MyRegistration } from '@ministry/contracts/event-signup';
import { setLanguage } from '@ministry/platform/i18n';
import CancelRegistrationPage from '../pages/cancel-registration';
import { registration } from './fixtures';
import { mockFetch, renderPage, type FakeResponse } from './test-utils';

const CANCEL_URL = '/api/events/registrations/cancel';
const PREVIEW_URL = `${CANCEL_URL}/preview`;

const retreatPlace: MyRegistration = {
  ...registration({ id: 'g1', name: 'Rosa Díaz', eventId: 'r1', date: '2025-03-22' }),
  title: "Women's Retreat Day",
  titleEs: 'Día de retiro para mujeres',
  startsAt: '2025-03-22T09:30:00-04:00',
  endsAt: '2025-03-22T16:00:00-04:00',
  location: 'Ministry Center',
};

/** The e-mail's link: the token in the fragment, as the browser's address holds it. */
function renderCancel(address = '/events/cancel#token=abc.def') {
  return renderPage(<CancelRegistrationPage />, address, '/events/cancel');
}

/** The service: what the link names (POSTed preview), and its answer to the button (POST). */
function service(cancel: FakeResponse, preview: FakeResponse = { body: retreatPlace }) {
  return mockFetch((url, init) => {
    if (url === PREVIEW_URL && init?.method === 'POST') return preview;
    if (url === CANCEL_URL && init?.method === 'POST') return cancel;
    return undefined;
  });
}

const posts = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === CANCEL_URL);

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('/events/cancel', () => {
  it('shows which sign-up the link names, and cancels it with one button', async () => {
    const calls = service({ body: { id: 'g1', status: 'canceled' } });
    renderCancel();
    expect(await screen.findByRole('heading', { name: 'Cancel your place', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/it goes to the next person on the waitlist/)).toBeInTheDocument();
    const summary = screen.getByTestId('cancel-summary');
    expect(summary).toHaveTextContent("Women's Retreat Day");
    expect(summary).toHaveTextContent('Saturday, March 22, 2025 · 9:30 AM – 4:00 PM');
    expect(summary).toHaveTextContent('Ministry Center');
    expect(summary).toHaveTextContent('You are signed up for this date.');
    // Opening the link cancels nothing: only the button does.
    expect(posts(calls)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my place' }));
    const done = await screen.findByRole('heading', { name: 'Your place is canceled' });
    expect(done).toHaveFocus();
    expect(posts(calls)).toEqual([{ method: 'POST', url: CANCEL_URL, body: { token: 'abc.def' } }]);
    // The token went in bodies only, and left the address bar at once.
    expect(calls.every((call) => !call.url.includes('abc.def'))).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/events\/cancel$/);
    expect(screen.queryByRole('button', { name: 'Cancel my place' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the events calendar' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it("says at once that a wrong or used link no longer works, in the service's words", async () => {
    const wrong = {
      status: 400,
      body: { message: 'This cancellation link is not valid. Please use the link from your e-mail.' },
    };
    service(wrong, wrong);
    const { unmount } = renderCancel();
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByText(/Please use the link from your e-mail/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel my place' })).toBeNull();
    unmount();

    service({ status: 409, body: {} }, { body: { ...retreatPlace, status: 'canceled' } });
    renderCancel();
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the place was canceled meanwhile (409 on the button)', async () => {
    service({ status: 409, body: { message: 'This sign-up has already been canceled.' } });
    renderCancel();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel my place' }));
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toHaveFocus();
    expect(screen.getByText('This sign-up has already been canceled.')).toBeInTheDocument();
  });

  it('still cancels when the summary cannot be read, and says a failure with a retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { status: 500, body: { message: 'Something went wrong on our side.' } };
    service(broken, broken);
    renderCancel();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel my place' }));
    expect(screen.queryByTestId('cancel-summary')).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    service({ body: { id: 'g1', status: 'canceled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my place' }));
    expect(await screen.findByRole('heading', { name: 'Your place is canceled' })).toBeInTheDocument();
  });

  it('says a link without its token is incomplete', () => {
    const calls = mockFetch(() => undefined);
    renderCancel('/events/cancel');
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('speaks Spanish', async () => {
    service({ body: { id: 'g1', status: 'canceled' } });
    await act(() => setLanguage('es'));
    renderCancel();
    expect(await screen.findByTestId('cancel-summary')).toHaveTextContent(
      'sábado, 22 de marzo de 2025 · 9:30 a.m. – 4:00 p.m.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar mi lugar' }));
    expect(await screen.findByRole('heading', { name: 'Su lugar está cancelado' })).toBeInTheDocument();
  });
});
