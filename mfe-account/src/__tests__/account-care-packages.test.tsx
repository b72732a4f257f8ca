import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AccountPage from '../pages/account';
import { appointment, carePackage, COUNSELOR_ID, serveCare } from './care-fixtures';
import { renderPage } from './test-utils';

// Her packages of sessions on the Counseling tab, and booking a session with one of them: no card,
// confirmed at once like a plan session; canceled, the session goes back to the package.

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const openTab = () => renderPage(<AccountPage />, '/account?tab=care', '/account');
const packages = () => screen.findAllByTestId('care-package');
const SLOT = {
  counselorId: COUNSELOR_ID,
  startsAt: '2030-03-05T15:00:00.000Z',
  endsAt: '2030-03-05T15:50:00.000Z',
};

/** Chooses the Counseling session, Tuesday March 5 at 10:00 AM, in `form`. */
async function chooseSession(form: HTMLElement) {
  fireEvent.change(within(form).getByLabelText(/What kind of help\?/), {
    target: { value: 'regular-session' },
  });
  fireEvent.click(await within(form).findByRole('button', { name: 'Tuesday, March 5' }));
  fireEvent.click(within(form).getByRole('button', { name: /^10:00 AM, Tuesday, March 5/ }));
}

describe('her packages of sessions', () => {
  it('lists each with the sessions left and until when, or that it was refunded', async () => {
    serveCare({
      credits: null,
      packages: [carePackage(), carePackage({ id: 'p0', status: 'refunded', used: 3 })],
    });
    openTab();
    const [active, refunded] = (await packages()) as [HTMLElement, HTMLElement];
    expect(active).toHaveTextContent(
      'Package of 8 sessions — 7 of 8 sessions left, valid until March 3, 2027',
    );
    expect(refunded).toHaveTextContent('Package of 8 sessions — Refunded');
    expect(screen.getByRole('region', { name: 'Your packages of sessions' })).toBeInTheDocument();
  });

  it('says a session given back is a session credit, in her language, with its session type', async () => {
    const credit = carePackage({
      id: 'c1',
      kind: 'session-credit',
      typeId: 'initial-consultation',
      name: 'Initial consultation',
      nameEs: 'Consulta inicial',
      sessionTypeId: 'initial-consultation',
      credits: 1,
      used: 0,
    });
    serveCare({ credits: null, packages: [credit] });
    await act(() => setLanguage('es'));
    openTab();
    const [shown] = (await packages()) as [HTMLElement];
    expect(shown).toHaveTextContent(
      'Crédito de sesión: Consulta inicial — Le queda 1 de 1 sesión, válido hasta el 3 de marzo de 2027',
    );
    await act(() => setLanguage('en'));
    expect(shown).toHaveTextContent('Session credit: Initial consultation — 1 of 1 session left');
  });

  it('shows nothing of packages when she has none, and books the session paid as before', async () => {
    serveCare({ credits: null, slots: () => [SLOT] });
    openTab();
    const form = await screen.findByTestId('care-booking');
    await chooseSession(form);
    expect(screen.queryByTestId('care-package')).toBeNull();
    expect(within(form).queryByRole('radio')).toBeNull();
  });

  it('books with a package session (chosen first): no payment, confirmed, then 6 left; canceled, 7 again', async () => {
    const calls = serveCare({ credits: null, packages: [carePackage()], slots: () => [SLOT] });
    openTab();
    const form = await screen.findByTestId('care-booking');
    await chooseSession(form);
    const choice = within(form).getByRole('group', { name: 'How to pay for this session' });
    // The package first.
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement!.textContent),
    ).toEqual(['Use a package session (7 left)', 'Pay $125.00']);
    expect(within(choice).getByRole('radio', { name: 'Use a package session (7 left)' })).toBeChecked();
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm the booking' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Session booked');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/care/appointments',
      body: { typeId: 'regular-session', startsAt: SLOT.startsAt, usePackage: true },
    });
    expect(screen.queryByTestId('care-booked-awaiting')).toBeNull();
    await waitFor(async () => expect((await packages())[0]).toHaveTextContent('6 of 8 sessions left'));

    const [booked] = within(screen.getByTestId('care-upcoming')).getAllByTestId('care-appointment');
    fireEvent.click(within(booked!).getByRole('button', { name: /^Cancel, / }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(async () => expect((await packages())[0]).toHaveTextContent('7 of 8 sessions left'));
  });

  it('pays instead when she chooses to', async () => {
    const calls = serveCare({
      credits: null,
      packages: [carePackage()],
      slots: () => [SLOT],
      answers: {
        'POST /api/care/appointments': (body) => ({
          status: 201,
          body: appointment({
            id: 'held1',
            typeId: 'regular-session',
            startsAt: (body as { startsAt: string }).startsAt,
            status: 'awaiting_payment',
            holdExpiresAt: '2030-03-01T12:30:00.000Z',
            usesCredit: false,
          }),
        }),
      },
    });
    openTab();
    const form = await screen.findByTestId('care-booking');
    await chooseSession(form);
    fireEvent.click(within(form).getByRole('radio', { name: 'Pay $125.00' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm the booking' }));
    expect(await screen.findByTestId('care-booked-awaiting')).toHaveTextContent('Pay to confirm it.');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ usePackage: false });
  });

  it('offers no package session when its sessions are used up, it ended or was refunded', async () => {
    serveCare({
      credits: null,
      packages: [
        carePackage({ used: 8 }),
        carePackage({ id: 'p2', validUntil: '2026-01-01T17:00:00.000Z' }),
        carePackage({ id: 'p3', status: 'refunded' }),
      ],
      slots: () => [SLOT],
    });
    openTab();
    const form = await screen.findByTestId('care-booking');
    await chooseSession(form);
    expect(within(form).queryByRole('radio')).toBeNull();
    const [used, ended, refunded] = (await packages()) as [HTMLElement, HTMLElement, HTMLElement];
    expect(used).toHaveTextContent('0 of 8 sessions left');
    expect(ended).toHaveTextContent('Ended on January 1, 2026');
    expect(refunded).toHaveTextContent('Refunded');
  });

  it('speaks Spanish', async () => {
    serveCare({ credits: null, packages: [carePackage()], slots: () => [SLOT] });
    await act(() => setLanguage('es'));
    openTab();
    expect((await packages())[0]).toHaveTextContent(
      'Paquete de 8 sesiones — Le quedan 7 de 8 sesiones, válido hasta el 3 de marzo de 2027',
    );
    const form = await screen.findByTestId('care-booking');
    fireEvent.change(within(form).getByLabelText(/¿Qué tipo de ayuda\?/), {
      target: { value: 'regular-session' },
    });
    expect(
      await within(form).findByRole('radio', { name: 'Usar una sesión del paquete (quedan 7)' }),
    ).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Pagar $125.00' })).not.toBeChecked();
  });
});
