import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AccountPage from '../pages/account';
import { appointment, COUNSELOR_ID, CREDITS, inHours, serveCare, VERIFIED } from './care-fixtures';
import { renderPage } from './test-utils';

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const openTab = () => renderPage(<AccountPage />, '/account?tab=care', '/account');
const items = (testId: string) => within(screen.getByTestId(testId)).getAllByTestId('care-appointment');

// Monday March 4, 2030, 9:00 AM in New York (EST).
const LATER = appointment({ id: 'a1', startsAt: '2030-03-04T14:00:00.000Z' });
const SOON = appointment({ id: 'a2', startsAt: inHours(3), typeId: 'regular-session', usesCredit: false });
const NOW_ON = appointment({ id: 'a3', startsAt: inHours(-0.1) });
const PAST = appointment({ id: 'a4', startsAt: '2026-01-06T15:00:00.000Z', status: 'canceled' });

describe('/account?tab=care', () => {
  it('shows her plan sessions, upcoming sessions with Join near the time, the cut-off, and past ones', async () => {
    serveCare({ appointments: [PAST, NOW_ON, SOON, LATER] });
    openTab();
    expect(await screen.findByRole('tab', { name: 'Counseling' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('1 of 2 sessions left this month')).toBeInTheDocument();
    expect(screen.getByText('Growth plan')).toBeInTheDocument();
    expect(screen.getByText('This month of your plan ends on December 14, 2026.')).toBeInTheDocument();

    await waitFor(() => expect(items('care-upcoming')).toHaveLength(3));
    const [now, soon, later] = items('care-upcoming') as [HTMLElement, HTMLElement, HTMLElement];
    // In progress: the Join link; no changes (past the cut-off).
    expect(within(now).getByRole('link', { name: /^Join the session, / })).toHaveAttribute(
      'href',
      'https://meet.example.org/maria',
    );
    expect(within(now).getByTestId('cutoff-note')).toHaveTextContent(
      /^It could be moved or canceled online until \w+, \w+ \d+, \d+:\d\d [AP]M\./,
    );
    // Three hours away: no link yet, no buttons, the note.
    expect(within(soon).queryByRole('link', { name: /Join/ })).toBeNull();
    expect(
      within(soon).getByText('The link to join appears 15 minutes before the start.'),
    ).toBeInTheDocument();
    expect(within(soon).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(within(soon).getByTestId('cutoff-note')).toBeInTheDocument();
    // Far off: type, counselor from the team page, New York time named, her own zone, mode, status, buttons.
    await waitFor(() => expect(later).toHaveTextContent('Growth plan session with Dr. Maria Rodriguez'));
    expect(later).toHaveTextContent('Monday, March 4, 9:00 AM – 9:45 AM (New York time)');
    expect(within(later).getByTestId('local-time')).toHaveTextContent(
      'Your time (Coordinated Universal Time): Monday, March 4, 2:00 PM – 2:45 PM',
    );
    expect(later).toHaveTextContent('Virtual');
    expect(later).toHaveTextContent('Booked');
    expect(
      within(later).getByRole('button', { name: 'Reschedule, Monday, March 4, 9:00 AM' }),
    ).toBeInTheDocument();
    expect(
      within(later).getByRole('button', { name: 'Cancel, Monday, March 4, 9:00 AM' }),
    ).toBeInTheDocument();

    expect(items('care-past')).toHaveLength(1);
    expect(items('care-past')[0]).toHaveTextContent('Canceled');
  });

  it('books a plan session: kind, counselor, day, time, a confidential intake, then Confirm', async () => {
    const calls = serveCare({
      slots: () => [
        {
          counselorId: COUNSELOR_ID,
          startsAt: '2030-03-05T14:00:00.000Z',
          endsAt: '2030-03-05T14:45:00.000Z',
        },
        {
          counselorId: COUNSELOR_ID,
          startsAt: '2030-03-05T15:00:00.000Z',
          endsAt: '2030-03-05T15:45:00.000Z',
        },
        {
          counselorId: COUNSELOR_ID,
          startsAt: '2030-03-06T14:00:00.000Z',
          endsAt: '2030-03-06T14:45:00.000Z',
        },
      ],
    });
    openTab();
    const form = await screen.findByTestId('care-booking');
    // Paid types are offered with her price, confirmed once paid (care-pay.test.tsx).
    expect(form).toHaveTextContent(
      'Paid sessions (Initial consultation, $75.00; Counseling session, $125.00) are confirmed once paid online.',
    );
    const kind = within(form).getByLabelText(/What kind of help\?/);
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a kind of session',
      'Initial consultation (50 minutes, $75.00)',
      'Counseling session (50 minutes, $125.00)',
      'Growth plan session (45 minutes, included in your plan)',
    ]);
    expect(
      within(form).getByText('Confidential: only you and your counselor can read it.'),
    ).toBeInTheDocument();

    // Nothing chosen: the errors, translated.
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm the booking' }));
    // Her one kind is chosen for her; no time yet: the error, translated.
    expect(kind).toHaveValue('plan-growth');
    expect(await within(form).findByText('Choose a start time.')).toBeInTheDocument();

    fireEvent.change(kind, { target: { value: 'plan-growth' } });
    fireEvent.change(within(form).getByLabelText('Language of the session'), { target: { value: 'es' } });
    const counselor = within(form).getByLabelText('Counselor');
    // Spanish: only the counselor who counsels in Spanish.
    await waitFor(() =>
      expect(
        within(counselor)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['First available', 'Dr. Maria Rodriguez']),
    );
    fireEvent.change(counselor, { target: { value: COUNSELOR_ID } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Wednesday, March 6' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Tuesday, March 5' }));
    fireEvent.click(within(form).getByRole('button', { name: '10:00 AM, Tuesday, March 5' }));
    fireEvent.change(within(form).getByLabelText(/What would you like help with\?/), {
      target: { value: 'Grief after my mother passed.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm the booking' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Session booked');
    expect(screen.getByTestId('toast')).toHaveTextContent(
      'Growth plan session with Dr. Maria Rodriguez, Tuesday, March 5, 10:00 AM – 10:45 AM.',
    );
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/care/appointments',
      body: {
        counselorId: COUNSELOR_ID,
        typeId: 'plan-growth',
        startsAt: '2030-03-05T15:00:00.000Z',
        mode: 'virtual',
        language: 'es',
        intake: 'Grief after my mother passed.',
        usePackage: false,
      },
    });
    expect(calls.some((call) => call.url.startsWith('/api/care/slots?typeId=plan-growth&counselorId='))).toBe(
      true,
    );
    await waitFor(() => expect(items('care-upcoming')).toHaveLength(1));
  });

  it('first available: each time names its counselor', async () => {
    const calls = serveCare({
      slots: (url) =>
        url.searchParams.get('counselorId')
          ? []
          : [
              {
                counselorId: COUNSELOR_ID,
                startsAt: '2030-03-05T14:00:00.000Z',
                endsAt: '2030-03-05T14:45:00.000Z',
              },
            ],
    });
    openTab();
    const form = await screen.findByTestId('care-booking');
    fireEvent.change(within(form).getByLabelText(/What kind of help\?/), {
      target: { value: 'plan-growth' },
    });
    expect(
      await within(form).findByRole('button', { name: '9:00 AM, Tuesday, March 5, Dr. Maria Rodriguez' }),
    ).toBeInTheDocument();
    expect(
      calls.some((call) =>
        /\/api\/care\/slots\?typeId=plan-growth&language=en&mode=virtual&from=/.test(call.url),
      ),
    ).toBe(true);
  });

  it('reschedules to a free time of the same counselor, and cancels after asking', async () => {
    const calls = serveCare({
      appointments: [LATER],
      slots: () => [
        {
          counselorId: COUNSELOR_ID,
          startsAt: '2030-03-07T19:00:00.000Z',
          endsAt: '2030-03-07T19:45:00.000Z',
        },
      ],
    });
    openTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule, Monday, March 4, 9:00 AM' }));
    const panel = screen.getByTestId('reschedule-panel');
    fireEvent.click(await within(panel).findByRole('button', { name: '2:00 PM, Thursday, March 7' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Move to 2:00 PM, Thursday, March 7' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Session moved');
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/care/appointments/a1/reschedule',
      body: { startsAt: '2030-03-07T19:00:00.000Z' },
    });
    expect(calls.some((call) => call.url.includes(`typeId=plan-growth&counselorId=${COUNSELOR_ID}`))).toBe(
      true,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel, Thursday, March 7, 2:00 PM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(dialog).toHaveTextContent(
      'The session goes back to your plan’s sessions for that month.'.replace('’', "'"),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Session canceled'));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/care/appointments/a1/cancel',
      body: undefined,
    });
    await waitFor(() => expect(items('care-past')[0]).toHaveTextContent('Canceled'));
  });

  it('shows the service’s refusal after the cut-off', async () => {
    serveCare({
      appointments: [LATER],
      answers: {
        'POST /api/care/appointments/a1/cancel': {
          status: 409,
          body: {
            message:
              'This session starts in less than 24 hours, so it can no longer be changed or canceled online.',
          },
        },
      },
    });
    openTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel, Monday, March 4, 9:00 AM' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('The session was not canceled');
    expect(toast).toHaveTextContent('can no longer be changed or canceled online');
  });

  it('without a plan: the way to the plans; an unverified address: verify first', async () => {
    const calls = serveCare({ credits: null, user: { ...VERIFIED, emailVerified: false } });
    openTab();
    expect(await screen.findByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscribe');
    const verify = await screen.findByTestId('care-verify-first');
    expect(verify).toHaveTextContent('Please verify your e-mail address before booking a session');
    expect(screen.queryByTestId('care-booking')).toBeNull();
    fireEvent.click(within(verify).getByRole('button', { name: 'Send me a new link' }));
    expect(await within(verify).findByRole('status')).toHaveTextContent(
      'A new link was sent to martha@example.org.',
    );
    expect(calls).toContainEqual({ method: 'POST', url: '/api/account/email-verification', body: undefined });
  });

  it('before any counselor is listed, says booking is not open yet instead of a form no choice can fill', async () => {
    serveCare({ answers: { 'GET /api/care/counselors': { body: { counselors: [] } } } });
    openTab();
    const notice = await screen.findByTestId('care-no-counselors');
    expect(notice).toHaveTextContent('our counselors have not opened their calendars');
    expect(within(notice).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByTestId('care-booking')).toBeNull();
  });

  it('asks for a reduced rate (confidential, not empty) and for a mentor', async () => {
    const calls = serveCare({
      credits: { ...CREDITS, kinds: [] },
      answers: {
        'POST /api/care/sliding-scale': {
          status: 201,
          body: {
            id: 's1',
            status: 'pending',
            prices: [],
            createdAt: '2026-11-30T15:00:00.000Z',
            decidedAt: null,
          },
        },
      },
    });
    openTab();
    const reason = await screen.findByLabelText(/Why do you ask for a reduced rate\?/);
    fireEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByText('Please write a few words.')).toBeInTheDocument();
    fireEvent.change(reason, { target: { value: 'I lost my job.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Request sent');
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/care/sliding-scale',
      body: { reason: 'I lost my job.' },
    });
    expect(screen.getByLabelText(/Tell us about yourself and what you hope for/)).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    serveCare({ appointments: [LATER] });
    await act(() => setLanguage('es'));
    openTab();
    expect(await screen.findByRole('tab', { name: 'Consejería' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Le quedan 1 de 2 sesiones este mes')).toBeInTheDocument();
    const [later] = (await waitFor(() => items('care-upcoming'))) as [HTMLElement];
    await waitFor(() =>
      expect(later).toHaveTextContent('Sesión del plan Crecimiento con Dr. Maria Rodriguez'),
    );
    expect(later).toHaveTextContent('lunes, 4 de marzo, 9:00 a.m. – 9:45 a.m. (hora de Nueva York)');
    expect(
      within(later).getByRole('button', { name: 'Cancelar, lunes, 4 de marzo, 9:00 a.m.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Confidencial: solo usted y su consejera pueden leerlo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar la reserva' })).toBeInTheDocument();
  });
});
