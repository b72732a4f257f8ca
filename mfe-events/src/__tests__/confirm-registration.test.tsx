import { act, screen } from '@testing-library/react';
import type { ConfirmResult } from '@ministry/contracts/event-signup';
import { setLanguage } from '@ministry/platform/i18n';
import ConfirmRegistrationPage from '../pages/confirm-registration';
import { registration } from './fixtures';
import { mockFetch, renderPage, type FakeResponse } from './test-utils';

const CONFIRM_URL = '/api/events/registrations/confirm';

const confirmed: ConfirmResult = {
  ...registration({ id: 'g1', name: 'Rosa Díaz', eventId: 'r1', date: '2025-03-22' }),
  confirmBy: null,
  title: "Women's Retreat Day",
  titleEs: 'Día de retiro para mujeres',
  startsAt: '2025-03-22T09:30:00-04:00',
  endsAt: '2025-03-22T16:00:00-04:00',
  location: 'Ministry Center',
};

/** The e-mail's link: the token in the fragment, as the browser's address holds it. */
function renderConfirm(answer: FakeResponse, address = '/events/confirm#token=abc.def') {
  const calls = mockFetch((url, init) =>
    url === CONFIRM_URL && init?.method === 'POST' ? answer : undefined,
  );
  renderPage(<ConfirmRegistrationPage />, address, '/events/confirm');
  return calls;
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('/events/confirm', () => {
  it('takes the token from the fragment, clears the address bar, POSTs it and says the sign-up counts', async () => {
    const calls = renderConfirm({ body: confirmed });
    const heading = await screen.findByRole('heading', { name: 'Your sign-up is confirmed', level: 1 });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('confirm-summary')).toHaveTextContent("Women's Retreat Day");
    expect(screen.getByTestId('confirm-summary')).toHaveTextContent(
      'Saturday, March 22, 2025 · 9:30 AM – 4:00 PM',
    );
    expect(calls).toEqual([{ method: 'POST', url: CONFIRM_URL, body: { token: 'abc.def' } }]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/events\/confirm$/);
    expect(screen.getByRole('link', { name: 'Go to the events calendar' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('confirms a place on the waitlist, in Spanish', async () => {
    await act(() => setLanguage('es'));
    renderConfirm({ body: { ...confirmed, status: 'waitlisted', waitlistPosition: 2 } });
    expect(
      await screen.findByRole('heading', { name: 'Su lugar en la lista de espera está confirmado' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('confirm-summary')).toHaveTextContent('Día de retiro para mujeres');
  });

  it("says a link past its hold, or wrong, no longer works, in the service's words; a second use is fine", async () => {
    renderConfirm({
      status: 410,
      body: {
        message:
          'This confirmation link has expired and the place it held was released. Please sign up again.',
      },
    });
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByText(/the place it held was released/)).toBeInTheDocument();
  });

  it('says a repeated link is already confirmed', async () => {
    renderConfirm({ status: 409, body: { message: 'This sign-up is already confirmed.' } });
    expect(await screen.findByRole('heading', { name: 'Already confirmed' })).toBeInTheDocument();
  });

  it('says a link without its token is incomplete, and sends nothing', () => {
    const calls = renderConfirm({ body: confirmed }, '/events/confirm');
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
