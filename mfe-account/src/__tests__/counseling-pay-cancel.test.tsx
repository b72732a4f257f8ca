import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionAnswer } from '@ministry/contracts/care-checkout';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import CounselingPayPage from '../pages/counseling-pay';
import { mockFetch, renderPage, type FakeResponse } from './test-utils';

// /counseling/pay#token=…: "Cancel this session" asks first, saying whether it will be refunded,
// then shows what happened; after the cut-off care's message says why.

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const TOKEN = `65f1a2b3c4d5e6f708192a3b.${'A'.repeat(43)}`;
const BOOKED: SessionAnswer = {
  appointmentId: '65f1a2b3c4d5e6f708192a3b',
  priceCents: 7500,
  startsAt: '2030-03-04T14:00:00.000Z',
  durationMinutes: 50,
  counselorName: 'Dr. Maria Rodriguez',
  typeName: 'Initial consultation',
  typeNameEs: 'Consulta inicial',
  status: 'booked',
  holdExpiresAt: null,
  changeableUntil: '2030-03-03T14:00:00.000Z',
  counselorId: 'c1',
  typeId: 'initial-consultation',
};

function serve(preview: SessionAnswer, cancel: FakeResponse) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/auth/user') return { status: 401 };
    if (key === 'POST /api/care/visitor-appointments/preview') return { body: preview };
    if (key === 'POST /api/care/visitor-appointments/cancel') return cancel;
    return undefined;
  });
}

const open = () => renderPage(<CounselingPayPage />, `/counseling/pay#token=${TOKEN}`, '/counseling/pay');

describe('/counseling/pay: cancel this session', () => {
  it('a paid session: the dialog says it will be refunded, then the page says it is canceled', async () => {
    const calls = serve(BOOKED, { body: { ...BOOKED, status: 'canceled' } });
    open();
    const booking = await screen.findByTestId('visitor-booking');
    expect(within(booking).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(booking).toHaveTextContent('Your session is booked and paid');
    expect(booking).not.toHaveTextContent('Pay to confirm it');
    expect(booking).toHaveTextContent(
      'You can change or cancel this session with this link until Sunday, March 3, 9:00 AM (New York time).',
    );
    fireEvent.click(within(booking).getByRole('button', { name: 'Cancel this session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(dialog).toHaveTextContent('the $75.00 you paid refunded to your card');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    const done = await screen.findByTestId('visitor-canceled');
    expect(done).toHaveTextContent('Your session is canceled');
    expect(done).toHaveTextContent('The $75.00 you paid is being refunded');
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/care/visitor-appointments/cancel',
      body: { token: TOKEN },
    });
    expect(screen.queryByRole('button', { name: 'Cancel this session' })).toBeNull();
    expect(booking).not.toHaveTextContent('Your session is booked and paid');
  });

  it('one awaiting payment, in Spanish: nothing to refund; Keep my session changes nothing', async () => {
    await act(() => setLanguage('es'));
    const calls = serve(
      { ...BOOKED, status: 'awaiting_payment' },
      { body: { ...BOOKED, status: 'canceled' } },
    );
    open();
    const booking = await screen.findByTestId('visitor-booking');
    fireEvent.click(within(booking).getByRole('button', { name: 'Cancelar esta sesión' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar esta sesión?' });
    expect(dialog).toHaveTextContent('No se ha cobrado nada');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conservar mi sesión' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.url.endsWith('/cancel'))).toBe(false);
    fireEvent.click(within(booking).getByRole('button', { name: 'Cancelar esta sesión' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelarla' }),
    );
    expect(await screen.findByTestId('visitor-canceled')).toHaveTextContent('No se cobró nada.');
  });

  it('after the cut-off says care’s reason and keeps the session shown', async () => {
    const message =
      'This session starts in less than 24 hours, so it can no longer be changed or canceled online.';
    serve(BOOKED, { status: 409, body: { message } });
    open();
    const booking = await screen.findByTestId('visitor-booking');
    fireEvent.click(within(booking).getByRole('button', { name: 'Cancel this session' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('The session was not canceled');
    expect(toast).toHaveTextContent(message);
    expect(screen.queryByTestId('visitor-canceled')).toBeNull();
    expect(within(booking).getByRole('button', { name: 'Cancel this session' })).toBeEnabled();
  });
});
