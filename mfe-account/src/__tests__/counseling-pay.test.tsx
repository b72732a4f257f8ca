import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionAnswer } from '@ministry/contracts/care-checkout';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import CounselingPayPage from '../pages/counseling-pay';
import { mockFetch, renderPage, type FakeResponse } from './test-utils';

// /counseling/pay#token=…: the link e-mailed to a visitor who booked: her booking, then "Pay $75.00
// to confirm" puts it in the cart and goes to the checkout.

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const TOKEN = `65f1a2b3c4d5e6f708192a3b.${'A'.repeat(43)}`;
/** Monday March 4, 2030, 9:00 AM in New York, held until 10:30 AM on March 1. */
const SESSION: SessionAnswer = {
  appointmentId: '65f1a2b3c4d5e6f708192a3b',
  priceCents: 7500,
  startsAt: '2030-03-04T14:00:00.000Z',
  durationMinutes: 50,
  counselorName: 'Dr. Maria Rodriguez',
  typeName: 'Initial consultation',
  typeNameEs: 'Consulta inicial',
  status: 'awaiting_payment',
  holdExpiresAt: '2030-03-01T15:30:00.000Z',
  changeableUntil: '2030-03-03T14:00:00.000Z',
  counselorId: 'c1',
  typeId: 'initial-consultation',
};

function serve(preview: FakeResponse, cart: FakeResponse = { status: 201, body: [] }) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/auth/user') return { status: 401 };
    if (key === 'POST /api/care/visitor-appointments/preview') return preview;
    if (key === 'POST /api/cart/session') return cart;
    return undefined;
  });
}

const open = (hash = `#token=${TOKEN}`) =>
  renderPage(<CounselingPayPage />, `/counseling/pay${hash}`, '/counseling/pay');

describe('/counseling/pay', () => {
  it('shows her booking from the link, and Pay to confirm adds it to the cart and goes to the checkout', async () => {
    const calls = serve({ body: SESSION });
    open();
    const booking = await screen.findByTestId('visitor-booking');
    // The token leaves the address bar at once.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/counseling\/pay$/);
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/care/visitor-appointments/preview',
      body: { token: TOKEN },
    });
    expect(booking).toHaveTextContent('SessionInitial consultation');
    expect(booking).toHaveTextContent('Monday, March 4, 9:00 AM – 9:50 AM (New York time)');
    expect(booking).toHaveTextContent('CounselorDr. Maria Rodriguez');
    expect(booking).toHaveTextContent('Price$75.00');
    expect(booking).toHaveTextContent('Held until10:30 AM (New York time)');
    fireEvent.click(within(booking).getByRole('button', { name: 'Pay $75.00 to confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(calls).toContainEqual({ method: 'POST', url: '/api/cart/session', body: { token: TOKEN } });
  });

  it('says why when the shop refuses, and stays', async () => {
    serve(
      { body: SESSION },
      {
        status: 409,
        body: { message: 'The time held for this booking has ended. Please book the session again.' },
      },
    );
    open();
    const booking = await screen.findByTestId('visitor-booking');
    fireEvent.click(within(booking).getByRole('button', { name: 'Pay $75.00 to confirm' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('The session was not added to your cart');
    expect(toast).toHaveTextContent('The time held for this booking has ended.');
    expect(screen.getByTestId('location')).toHaveTextContent('/counseling/pay');
    expect(within(booking).getByRole('button', { name: 'Pay $75.00 to confirm' })).toBeEnabled();
  });

  it('says a link that names no booking cannot be used, with the way back to Counseling', async () => {
    serve({
      status: 404,
      body: { message: 'This booking link is not valid or has ended. Please book again.' },
    });
    open();
    const invalid = await screen.findByTestId('visitor-link-invalid');
    await waitFor(() =>
      expect(invalid).toHaveTextContent('This booking link is not valid or has ended. Please book again.'),
    );
    expect(within(invalid).getByRole('link', { name: 'Back to Counseling' })).toHaveAttribute(
      'href',
      '/counseling',
    );
  });

  it('says the same with no token, asking nothing', async () => {
    const calls = serve({ body: SESSION });
    open('');
    const invalid = await screen.findByTestId('visitor-link-invalid');
    expect(invalid).toHaveTextContent('This link cannot be used');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers to try again when care cannot answer', async () => {
    let failing = true;
    mockFetch((url, init) => {
      if (url === '/api/auth/user') return { status: 401 };
      if (init?.method === 'POST' && url === '/api/care/visitor-appointments/preview')
        return failing ? { status: 503 } : { body: SESSION };
      return undefined;
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not read your booking.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('visitor-booking')).toHaveTextContent('Initial consultation');
  });

  it('speaks Spanish: the type’s Spanish name and the price in the button', async () => {
    serve({ body: SESSION });
    await act(() => setLanguage('es'));
    open();
    const booking = await screen.findByTestId('visitor-booking');
    expect(booking).toHaveTextContent('Consulta inicial');
    expect(booking).toHaveTextContent('lunes, 4 de marzo');
    expect(
      within(booking).getByRole('button', { name: /^Pagar .*75.* para confirmar$/ }),
    ).toBeInTheDocument();
  });
});
