import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AccountPage from '../pages/account';
import { appointment, COUNSELOR_ID, serveCare } from './care-fixtures';
import { renderPage } from './test-utils';

// A paid session booked and awaiting payment: "Pay to confirm" puts it in the one cart and goes there.

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const openTab = () => renderPage(<AccountPage />, '/account?tab=care', '/account');

/** Monday March 4, 2030, 9:00 AM in New York, held until 8:30 AM that day. */
const AWAITING = appointment({
  id: '65f1a2b3c4d5e6f708192a3b',
  startsAt: '2030-03-04T14:00:00.000Z',
  typeId: 'initial-consultation',
  status: 'awaiting_payment',
  priceCents: 7500,
  usesCredit: false,
  holdExpiresAt: '2030-03-04T13:30:00.000Z',
});

describe('paying for a session awaiting payment', () => {
  it('lists it as awaiting payment until its hold ends, and Pay to confirm adds it to the cart', async () => {
    const calls = serveCare({
      appointments: [AWAITING],
      answers: { 'POST /api/cart/session': { status: 201, body: [] } },
    });
    openTab();
    const awaiting = await screen.findByTestId('care-awaiting');
    expect(awaiting).toHaveTextContent('Awaiting payment until 8:30 AM.');
    fireEvent.click(
      within(awaiting).getByRole('button', { name: 'Pay to confirm, Monday, March 4, 9:00 AM' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/cart/session',
      body: { appointmentId: AWAITING.id },
    });
  });

  it('says why when the shop refuses, and stays', async () => {
    serveCare({
      appointments: [AWAITING],
      answers: {
        'POST /api/cart/session': {
          status: 409,
          body: { message: 'The time held for this booking has ended. Please book the session again.' },
        },
      },
    });
    openTab();
    const awaiting = await screen.findByTestId('care-awaiting');
    fireEvent.click(within(awaiting).getByRole('button', { name: /^Pay to confirm/ }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('The session was not added to your cart');
    expect(toast).toHaveTextContent('The time held for this booking has ended.');
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
    expect(within(awaiting).getByRole('button', { name: /^Pay to confirm/ })).toBeEnabled();
  });

  it('offers a paid kind with its price; once booked, Pay to confirm right there', async () => {
    const calls = serveCare({
      credits: null,
      slots: () => [
        {
          counselorId: COUNSELOR_ID,
          startsAt: '2030-03-05T15:00:00.000Z',
          endsAt: '2030-03-05T15:50:00.000Z',
        },
      ],
      answers: {
        'POST /api/care/appointments': (body) => ({
          status: 201,
          body: appointment({
            ...AWAITING,
            startsAt: (body as { startsAt: string }).startsAt,
            holdExpiresAt: '2030-03-01T12:30:00.000Z',
          }),
        }),
        'POST /api/cart/session': { status: 201, body: [] },
      },
    });
    openTab();
    const form = await screen.findByTestId('care-booking');
    const kind = within(form).getByLabelText(/What kind of help\?/);
    expect(
      within(kind).getByRole('option', { name: 'Initial consultation (50 minutes, $75.00)' }),
    ).toBeInTheDocument();
    fireEvent.change(kind, { target: { value: 'initial-consultation' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Tuesday, March 5' }));
    fireEvent.click(within(form).getByRole('button', { name: /^10:00 AM, Tuesday, March 5/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm the booking' }));
    const held = await screen.findByTestId('care-booked-awaiting');
    expect(held).toHaveTextContent('is held until 7:30 AM. Pay to confirm it.');
    fireEvent.click(within(held).getByRole('button', { name: /^Pay to confirm, Tuesday, March 5/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    expect(calls.filter((call) => call.url === '/api/cart/session')).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    serveCare({ appointments: [AWAITING] });
    await act(() => setLanguage('es'));
    openTab();
    const awaiting = await screen.findByTestId('care-awaiting');
    expect(awaiting).toHaveTextContent('Pendiente de pago hasta las 8:30 a.m.');
    expect(
      within(awaiting).getByRole('button', { name: /^Pagar para confirmar, lunes, 4 de marzo/ }),
    ).toHaveTextContent('Pagar para confirmar');
  });
});
