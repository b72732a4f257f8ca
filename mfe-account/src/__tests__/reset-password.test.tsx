import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import ResetPasswordPage from '../pages/reset-password';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from './test-utils';

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const TOKEN = 'k3Q9x0bV7mN2pL5sR8tY1wZ4cF6hJ0aD';
const INVALID =
  'This link to reset your password is no longer valid: it was already used, it expired, or it is incomplete. Ask for a new one.';

/** The identity service: signed out until the reset succeeds, which signs her in. */
function service(answer: FakeResponse) {
  let signedIn = false;
  return mockFetch((url, init) => {
    if (url === '/api/auth/user') return signedIn ? { body: MEMBER } : { status: 401 };
    if (url === '/api/auth/password-reset/confirm' && init?.method === 'POST') {
      if ((answer.status ?? 200) === 200) signedIn = true;
      return answer;
    }
    return undefined;
  });
}

function choose(password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
}

describe('/reset-password', () => {
  it('sets the new password with the link’s token, refreshes the session and opens her account', async () => {
    const calls = service({ body: MEMBER });
    renderPage(<ResetPasswordPage />, `/reset-password#token=${TOKEN}`, '/reset-password');
    choose('a fresh start 2026');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/));
    const confirm = calls.findIndex((call) => call.url === '/api/auth/password-reset/confirm');
    expect(calls[confirm]?.body).toEqual({ token: TOKEN, password: 'a fresh start 2026' });
    // The session is asked again after the reset: the header and /account know she is signed in.
    expect(calls.slice(confirm + 1).some((call) => call.url === '/api/auth/user')).toBe(true);
  });

  it('reads the token from the fragment and removes it from the address bar at once', async () => {
    const calls = service({ body: MEMBER });
    renderPage(<ResetPasswordPage />, `/reset-password#token=${TOKEN}`, '/reset-password');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reset-password$/));
    choose('a fresh start 2026');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/));
    expect(calls.find((call) => call.url === '/api/auth/password-reset/confirm')?.body).toEqual({
      token: TOKEN,
      password: 'a fresh start 2026',
    });
    expect(calls.every((call) => !call.url.includes(TOKEN))).toBe(true);
  });

  it('never reads a token from the query string', async () => {
    const calls = service({ body: MEMBER });
    renderPage(<ResetPasswordPage />, `/reset-password?token=${TOKEN}`, '/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link to reset your password is incomplete. Ask for a new one.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses a confirmation that differs, on its field, and sends nothing', async () => {
    const calls = service({ body: MEMBER });
    renderPage(<ResetPasswordPage />, `/reset-password#token=${TOKEN}`, '/reset-password');
    choose('a fresh start 2026', 'a fresh start 2062');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm New Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Confirm New Password/)).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says when the link was used or expired, with the way to ask for a new one', async () => {
    service({ status: 400, body: { message: INVALID } });
    renderPage(<ResetPasswordPage />, `/reset-password#token=${TOKEN}`, '/reset-password');
    choose('a fresh start 2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('heading', { name: 'This link no longer works' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });

  it('says so at once when the address has no token', async () => {
    const calls = service({ body: MEMBER });
    renderPage(<ResetPasswordPage />, '/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link to reset your password is incomplete. Ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('treats a token cut or padded out of shape as a dead link, without asking the service', async () => {
    const calls = service({ body: MEMBER });
    renderPage(<ResetPasswordPage />, `/reset-password#token=${'x'.repeat(201)}`, '/reset-password');
    choose('a fresh start 2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows a password the service refuses on its field and keeps the form', async () => {
    service({
      status: 400,
      body: {
        message: 'Password must be at least 8 characters',
        errors: { password: 'Password must be at least 8 characters' },
      },
    });
    renderPage(<ResetPasswordPage />, `/reset-password#token=${TOKEN}`, '/reset-password');
    choose('a fresh start 2026');
    await waitFor(() =>
      expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('a fresh start 2026');
    expect(screen.queryByTestId('reset-link-invalid')).toBeNull();
  });

  it('speaks Spanish, the service’s refusal included', async () => {
    const invalid =
      'Este enlace para restablecer su contraseña ya no es válido: ya se usó, caducó o está incompleto. Pida uno nuevo.';
    service({ status: 400, body: { message: invalid } });
    await act(() => setLanguage('es'));
    renderPage(<ResetPasswordPage />, `/reset-password#token=${TOKEN}`, '/reset-password');
    fireEvent.change(screen.getByLabelText(/^Nueva contraseña/), { target: { value: 'un nuevo comienzo' } });
    fireEvent.change(screen.getByLabelText(/^Confirmar nueva contraseña/), {
      target: { value: 'un nuevo comienzo' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
