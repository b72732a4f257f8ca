import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import ForgotPasswordPage from '../pages/forgot-password';
import { mockFetch, renderPage, type FakeResponse } from './test-utils';

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const SENT =
  'If an account uses this e-mail address, we have sent it a link to choose a new password. The link works for 60 minutes.';

function service(...answers: FakeResponse[]) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/user') return { status: 401 };
    if (url === '/api/auth/password-reset' && init?.method === 'POST') return answers.shift();
    return undefined;
  });
}

const email = () => screen.getByLabelText(/^Email Address/);
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

describe('/forgot-password', () => {
  it('sends the address, then shows the service’s answer, the address to check and the way back', async () => {
    const calls = service({ status: 202, body: { message: SENT } });
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.change(email(), { target: { value: ' martha@example.org ' } });
    send();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
    expect(screen.getByText(/inbox of martha@example\.org/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { email: 'martha@example.org' },
    ]);

    // Another address: the one she typed is still there, focused.
    fireEvent.click(screen.getByRole('button', { name: 'Use a different address' }));
    await waitFor(() => expect(email()).toHaveFocus());
    expect(email()).toHaveValue('martha@example.org');
  });

  it('refuses an address that is not one, on its field, and sends nothing', async () => {
    const calls = service();
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.change(email(), { target: { value: 'martha@' } });
    send();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says “too many” in the service’s words and keeps the address', async () => {
    service({
      status: 429,
      body: { message: 'Too many password reset requests. Please wait 15 minutes and try again.' },
    });
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.change(email(), { target: { value: 'martha@example.org' } });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many password reset requests. Please wait 15 minutes and try again.',
    );
    expect(screen.getByTestId('toast')).toHaveTextContent('Could not send the link');
    expect(email()).toHaveValue('martha@example.org');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    expect(screen.queryByTestId('reset-link-sent')).toBeNull();
  });

  it('says when the service cannot be reached, in Spanish, and keeps the address to try again', async () => {
    service({ status: 502 }, { status: 202, body: { message: 'Si alguna cuenta usa este correo…' } });
    await act(() => setLanguage('es'));
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), {
      target: { value: 'marta@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo salió mal. Inténtelo de nuevo.');
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('marta@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Si alguna cuenta usa este correo…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
