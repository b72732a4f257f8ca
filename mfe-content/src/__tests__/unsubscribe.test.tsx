import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UnsubscribeInfo } from '@ministry/contracts/outreach';
import { setLanguage } from '@ministry/platform/i18n';
import i18n from '@ministry/platform/i18n';
import UnsubscribePage from '../pages/unsubscribe';
import ConfirmListSubscriptionPage from '../pages/confirm-list-subscription';
import { mockFetch, renderPage, type FakeResponse } from './test-utils';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

const NEWS = {
  id: 'news',
  name: 'Ministry news',
  nameEs: 'Noticias del ministerio',
  description: 'Once a month.',
  descriptionEs: 'Una vez al mes.',
};

const INFO: UnsubscribeInfo = {
  list: NEWS,
  email: 'r***@example.org',
  subscribed: true,
  language: 'en',
  member: false,
};

/** The identity service's unsubscribe routes for one token; the POST answers `posted`. */
function service(info: FakeResponse, posted: FakeResponse = { status: 200, body: { unsubscribed: true } }) {
  return mockFetch((url, init) => {
    if (url !== '/api/unsubscribe/tok-123') return undefined;
    return (init?.method ?? 'GET') === 'GET' ? info : posted;
  });
}

describe('/unsubscribe/:token', () => {
  it('opening it only reads (JSON): the list and the masked address, nothing posted until the button', async () => {
    const calls = service({ body: INFO });
    renderPage(<UnsubscribePage />, '/unsubscribe/tok-123', '/unsubscribe/:token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from Ministry news?' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('unsubscribe-address')).toHaveTextContent('Address: r***@example.org');
    expect(document.title).toBe('Unsubscribe | Spiritual Counseling & Bible Study');
    // Give any stray effect its chance: still only the GET.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(calls).toEqual([{ method: 'GET', url: '/api/unsubscribe/tok-123', body: undefined }]);

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('unsubscribe-outcome')).toHaveTextContent(
      'You will receive no more Ministry news emails. Receipts and reminders for what you sign up for still arrive.',
    );
    expect(screen.getByTestId('unsubscribe-outcome')).toHaveFocus();
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['GET', '/api/unsubscribe/tok-123', undefined],
      ['POST', '/api/unsubscribe/tok-123', {}],
    ]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    // A visitor chooses her lists again with the sign-up form.
    expect(screen.getByRole('link', { name: 'Sign up for our news again' })).toHaveAttribute(
      'href',
      '/announcements#news-signup',
    );
  });

  it('opens in the language she saved, and a member is sent to her account', async () => {
    service({ body: { ...INFO, language: 'es', member: true } });
    renderPage(<UnsubscribePage />, '/unsubscribe/tok-123', '/unsubscribe/:token');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '¿Cancelar la suscripción a Noticias del ministerio?',
      }),
    ).toBeInTheDocument();
    expect(i18n.language).toBe('es');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar suscripción' }));
    expect(await screen.findByTestId('unsubscribe-outcome')).toHaveTextContent(
      'No recibirá más correos de Noticias del ministerio.',
    );
    expect(screen.getByRole('link', { name: 'Elija sus listas de correo en su cuenta' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('says so when the address is no longer on the list, with no button', async () => {
    service({ body: { ...INFO, subscribed: false } });
    renderPage(<UnsubscribePage />, '/unsubscribe/tok-123', '/unsubscribe/:token');
    expect(await screen.findByTestId('unsubscribe-outcome')).toHaveTextContent(
      'This address is not subscribed to Ministry news',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it.each([
    ['en', 'This link does not work'],
    ['es', 'Este enlace no funciona'],
  ] as const)('an invalid link says so, translated (%s), and offers no button', async (language, heading) => {
    await act(() => setLanguage(language));
    const calls = service({ status: 404, body: { message: 'Not found.' } });
    renderPage(<UnsubscribePage />, '/unsubscribe/tok-123', '/unsubscribe/:token');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('unsubscribe-invalid')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('keeps the button when the POST fails, with the failure said', async () => {
    service({ body: INFO }, { status: 503, body: { message: 'Down' } });
    renderPage(<UnsubscribePage />, '/unsubscribe/tok-123', '/unsubscribe/:token');
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unsubscribing did not work. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});

describe('/mailing-lists/confirm#token=…', () => {
  function confirmService(answer: FakeResponse) {
    return mockFetch((url, init) =>
      url === '/api/mailing-lists/confirm' && init?.method === 'POST' ? answer : undefined,
    );
  }

  it('confirms only when the button is pressed, then thanks her', async () => {
    const calls = confirmService({ status: 200, body: { confirmed: true } });
    renderPage(<ConfirmListSubscriptionPage />, '/mailing-lists/confirm#token=abc', '/mailing-lists/confirm');
    const button = screen.getByRole('button', { name: 'Confirm my subscription' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(calls).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByTestId('confirm-list-outcome')).toHaveTextContent('Your subscription is confirmed.');
    expect(calls).toEqual([{ method: 'POST', url: '/api/mailing-lists/confirm', body: { token: 'abc' } }]);
  });

  it('says a used or wrong link does not work, in Spanish too', async () => {
    await act(() => setLanguage('es'));
    confirmService({ status: 400, body: { message: 'x' } });
    renderPage(<ConfirmListSubscriptionPage />, '/mailing-lists/confirm#token=abc', '/mailing-lists/confirm');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar mi suscripción' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este enlace no funciona' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('confirm-list-outcome')).toHaveFocus());
  });
});
