import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import CounselingBookPage from '../pages/counseling-book';
import { COUNSELOR_ID, serveCare, TYPES, VERIFIED } from './care-fixtures';
import { renderPage, type FakeResponse } from './test-utils';

// /counseling/book: a signed-out visitor books a type open to visitors with her name and e-mail;
// she then pays from the link e-mailed to her. A member books from her account.

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

/** The initial consultation and the counseling session open to visitors; the plan's not. */
const VISITOR_TYPES = TYPES.map((type) =>
  type.id === 'plan-growth' ? type : { ...type, visitorBookable: true },
);
/** Tuesday March 5, 2030, 10:00 AM in New York. */
const SLOT = {
  counselorId: COUNSELOR_ID,
  startsAt: '2030-03-05T15:00:00.000Z',
  endsAt: '2030-03-05T15:50:00.000Z',
};

function serveVisitor(booked: FakeResponse | ((body: unknown) => FakeResponse)) {
  return serveCare({
    slots: () => [SLOT],
    answers: {
      'GET /api/auth/user': { status: 401 },
      'GET /api/care/session-types': { body: { sessionTypes: VISITOR_TYPES } },
      'POST /api/care/visitor-appointments': booked,
    },
  });
}

const open = (query = '') =>
  renderPage(<CounselingBookPage />, `/counseling/book${query}`, '/counseling/book');

async function pickTime(form: HTMLElement, day = 'Tuesday, March 5', time = /^10:00 AM, Tuesday, March 5/) {
  fireEvent.click(await within(form).findByRole('button', { name: day }));
  fireEvent.click(within(form).getByRole('button', { name: time }));
}

describe('/counseling/book', () => {
  it('books the type of ?type= with her name and e-mail, then says to check her e-mail', async () => {
    const calls = serveVisitor({ status: 201, body: { holdExpiresAt: '2030-03-01T15:00:00.000Z' } });
    open('?type=regular-session');
    const form = await screen.findByTestId('care-booking');
    const kind = within(form).getByLabelText(/^What kind of help\?/);
    expect(kind).toHaveValue('regular-session');
    // Only the kinds open to visitors, with their price.
    expect(
      within(kind).getByRole('option', { name: 'Initial consultation (50 minutes, $75.00)' }),
    ).toBeInTheDocument();
    expect(within(kind).queryByRole('option', { name: /Growth plan/ })).toBeNull();
    expect(within(form).getByLabelText(/^Counselor/)).toHaveValue('');
    await pickTime(form);
    fireEvent.change(within(form).getByLabelText(/^Your name/), { target: { value: 'Rosa Luna' } });
    fireEvent.change(within(form).getByLabelText(/^Your e-mail/), { target: { value: 'rosa@example.org' } });
    fireEvent.change(within(form).getByLabelText(/^What would you like help with\?/), {
      target: { value: 'Grief.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Book and get the payment link' }));
    const booked = await screen.findByTestId('visitor-booked');
    expect(booked).toHaveTextContent(
      'Check your e-mail: we sent you a link to pay and confirm. The time is held until 10:00 AM.',
    );
    expect(calls.find((call) => call.url === '/api/care/visitor-appointments')?.body).toEqual({
      counselorId: COUNSELOR_ID,
      typeId: 'regular-session',
      startsAt: SLOT.startsAt,
      mode: 'virtual',
      language: 'en',
      intake: 'Grief.',
      usePackage: false,
      name: 'Rosa Luna',
      email: 'rosa@example.org',
    });
    expect(screen.queryByTestId('care-booking')).toBeNull();
  });

  it('says the session is booked when its type is free (nothing to pay, no hold)', async () => {
    serveVisitor({ status: 201, body: { holdExpiresAt: null } });
    open('?type=initial-consultation');
    const form = await screen.findByTestId('care-booking');
    await pickTime(form);
    fireEvent.change(within(form).getByLabelText(/^Your name/), { target: { value: 'Rosa Luna' } });
    fireEvent.change(within(form).getByLabelText(/^Your e-mail/), { target: { value: 'rosa@example.org' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Book and get the payment link' }));
    expect(await screen.findByTestId('visitor-booked')).toHaveTextContent(
      'Your session is booked: we sent the confirmation and the calendar invitation to your e-mail.',
    );
  });

  it('checks her name, e-mail and time in the browser, and shows the service’s field errors on their fields', async () => {
    const calls = serveVisitor({
      status: 400,
      body: { message: 'Please check the form.', errors: { email: 'This address cannot receive e-mail.' } },
    });
    open('?type=initial-consultation');
    const form = await screen.findByTestId('care-booking');
    expect(within(form).getByLabelText(/^What kind of help\?/)).toHaveValue('initial-consultation');
    fireEvent.change(within(form).getByLabelText(/^Your e-mail/), { target: { value: 'rosa-at-example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Book and get the payment link' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Your name/)).toHaveAccessibleDescription('A name is required.'),
    );
    expect(within(form).getByLabelText(/^Your e-mail/)).toHaveAccessibleDescription(
      /^Enter a valid e-mail address\./,
    );
    expect(within(form).getByText('Choose a start time.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await pickTime(form);
    fireEvent.change(within(form).getByLabelText(/^Your name/), { target: { value: 'Rosa Luna' } });
    fireEvent.change(within(form).getByLabelText(/^Your e-mail/), { target: { value: 'rosa@example.org' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Book and get the payment link' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Your e-mail/)).toHaveAccessibleDescription(
        /^This address cannot receive e-mail\./,
      ),
    );
    // Nothing she typed is lost.
    expect(within(form).getByLabelText(/^Your name/)).toHaveValue('Rosa Luna');
    expect(screen.queryByTestId('visitor-booked')).toBeNull();
  });

  it('before any counselor is listed, says booking is not open yet and where to write instead', async () => {
    serveCare({
      answers: {
        'GET /api/auth/user': { status: 401 },
        'GET /api/care/session-types': { body: { sessionTypes: VISITOR_TYPES } },
        'GET /api/care/counselors': { body: { counselors: [] } },
      },
    });
    open('?type=initial-consultation');
    const notice = await screen.findByTestId('care-no-counselors');
    expect(notice).toHaveTextContent(
      'Sessions cannot be booked online yet: our counselors have not opened their calendars.',
    );
    expect(within(notice).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByTestId('care-booking')).toBeNull();
    expect(screen.queryByText(/^Choose a time that suits you/)).toBeNull();
  });

  it('when the counselors cannot be read, says so and reads them again on Try again', async () => {
    let failing = true;
    serveCare({
      answers: {
        'GET /api/auth/user': { status: 401 },
        'GET /api/care/session-types': { body: { sessionTypes: VISITOR_TYPES } },
        'GET /api/care/counselors': () =>
          failing ? { status: 503, body: { message: 'Unavailable' } } : { body: { counselors: [] } },
      },
    });
    open();
    expect(
      await screen.findByText('We could not load the sessions you can book. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('care-no-counselors')).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('care-no-counselors')).toBeInTheDocument();
  });

  it('sends a signed-in member to her account’s Counseling tab', async () => {
    const calls = serveCare({ user: VERIFIED });
    open('?type=initial-consultation');
    const note = await screen.findByTestId('visitor-signed-in');
    expect(note).toHaveTextContent('You are signed in');
    expect(within(note).getByRole('link', { name: 'Go to my Counseling tab' })).toHaveAttribute(
      'href',
      '/account?tab=care',
    );
    expect(screen.queryByTestId('care-booking')).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/care/slots'))).toBe(false);
  });

  it('speaks Spanish', async () => {
    serveVisitor({ status: 201, body: { holdExpiresAt: '2030-03-01T15:00:00.000Z' } });
    await act(() => setLanguage('es'));
    open('?type=initial-consultation');
    expect(
      await screen.findByRole('heading', { name: 'Reservar una sesión de consejería' }),
    ).toBeInTheDocument();
    const form = await screen.findByTestId('care-booking');
    expect(within(form).getByLabelText(/^Su nombre/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Su correo electrónico/)).toBeInTheDocument();
    expect(
      within(form).getByRole('button', { name: 'Reservar y recibir el enlace de pago' }),
    ).toBeInTheDocument();
  });
});
