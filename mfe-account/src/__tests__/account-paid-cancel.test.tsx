import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyRegistration } from '@ministry/contracts/event-signup';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AccountPage from '../pages/account';
import { MEMBER, mockFetch, renderPage } from './test-utils';

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const paid = (cancelUntil: string, people = 1): MyRegistration => ({
  id: 'r1',
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
  paidPlace: { people, cancelUntil, cutoffHours: 48 },
});

function serve(registration: MyRegistration) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/auth/user') return { body: MEMBER };
    if (key === 'GET /api/subscription') return { body: { subscription: null } };
    if (key === 'GET /api/events/registrations/mine') return { body: [registration] };
    if (key === 'POST /api/events/registrations/r1/cancel') return { body: { id: 'r1', status: 'canceled' } };
    return undefined;
  });
}

const FUTURE = new Date(Date.now() + 7 * 86_400_000).toISOString();
const PAST = new Date(Date.now() - 3_600_000).toISOString();

describe('her paid place in the Events tab', () => {
  it('before the cut-off: says until when, asks about the whole registration and the refund, cancels', async () => {
    const calls = serve(paid(FUTURE, 3));
    renderPage(<AccountPage />, '/account?tab=events', '/account');
    const item = await screen.findByTestId('my-registration');
    expect(item).toHaveTextContent('Paid place: you can cancel it here until');
    fireEvent.click(within(item).getByRole('button', { name: /^Cancel my place, Women’s Winter Retreat/ }));
    expect(
      within(item).getByRole('group', {
        name: 'Cancel your paid registration for Women’s Winter Retreat on Saturday, December 5, 2026, all 3 places? They go to the people waiting, and the ministry will decide on a refund.',
      }),
    ).toHaveFocus();
    fireEvent.click(within(item).getByRole('button', { name: 'Yes, cancel my place' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/events/registrations/r1/cancel', body: undefined },
      ]),
    );
  });

  it('after the cut-off: no button, why not, and the contact page (Spanish too)', async () => {
    serve(paid(PAST));
    renderPage(<AccountPage />, '/account?tab=events', '/account');
    const item = await screen.findByTestId('my-registration');
    expect(within(item).queryByRole('button', { name: /^Cancel my place/ })).toBeNull();
    expect(within(item).getByTestId('paid-cancel-closed')).toHaveTextContent(
      'Paid places can be canceled here only up to 48 hours before the event. To cancel now, contact us',
    );
    expect(within(item).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');

    await act(() => setLanguage('es'));
    await waitFor(() =>
      expect(within(item).getByTestId('paid-cancel-closed')).toHaveTextContent(
        'Los lugares pagados solo se pueden cancelar aquí hasta 48 horas antes del evento. Para cancelar ahora, contáctenos',
      ),
    );
    expect(within(item).getByRole('link', { name: 'contáctenos' })).toHaveAttribute('href', '/contact');
  });

  it('asks about one paid place in Spanish before the cut-off', async () => {
    serve(paid(FUTURE));
    await act(() => setLanguage('es'));
    renderPage(<AccountPage />, '/account?tab=events', '/account');
    const item = await screen.findByTestId('my-registration');
    expect(item).toHaveTextContent('Lugar pagado: puede cancelarlo aquí hasta el');
    fireEvent.click(within(item).getByRole('button', { name: /^Cancelar mi lugar, Retiro de invierno/ }));
    expect(
      within(item).getByRole('group', {
        name: '¿Cancelar su lugar pagado en Retiro de invierno para mujeres el sábado, 5 de diciembre de 2026? Pasará a la primera persona en espera, y el ministerio decidirá sobre un reembolso.',
      }),
    ).toBeInTheDocument();
  });
});
