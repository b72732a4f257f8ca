import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import LoginPage from '../pages/login';
import { MEMBER, mockFetch, renderPage } from './test-utils';

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('/login', () => {
  it('refuses an empty form with each field’s message and sends nothing', async () => {
    const calls = mockFetch((url) => (url === '/api/auth/user' ? { status: 401 } : undefined));
    renderPage(<LoginPage />, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the server’s message on a refusal and keeps what was typed', async () => {
    mockFetch((url, init) => {
      if (url === '/api/auth/user') return { status: 401 };
      if (url === '/api/auth/login' && init?.method === 'POST')
        return {
          status: 429,
          body: { message: 'Too many failed attempts. Please wait 15 minutes and try again.' },
        };
      return undefined;
    });
    renderPage(<LoginPage />, '/login');
    fill('Username', 'martha');
    fill('Password', 'not her password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. Please wait 15 minutes and try again.',
    );
    expect(screen.getByLabelText(/^Username/)).toHaveValue('martha');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('signs in, says so, and goes back where the member came from (never off the site)', async () => {
    let signedIn = false;
    const calls = mockFetch((url, init) => {
      if (url === '/api/auth/user') return signedIn ? { body: MEMBER } : { status: 401 };
      if (url === '/api/auth/login' && init?.method === 'POST') {
        signedIn = true;
        return { body: MEMBER };
      }
      return undefined;
    });
    renderPage(<LoginPage />, '/login?redirect=%2Fsubscribe', '/login');
    fill('Username', ' martha ');
    fill('Password', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subscribe'));
    const login = calls.find((call) => call.url === '/api/auth/login');
    expect(login?.body).toEqual({ username: 'martha', password: 'correct horse battery' });
  });

  it('sends the first admin with a bootstrap password to choose her own, whatever the redirect', async () => {
    const admin = { ...MEMBER, role: 'admin' as const, mustChangePassword: true };
    mockFetch((url, init) =>
      url === '/api/auth/login' && init?.method === 'POST'
        ? { body: admin }
        : url === '/api/auth/user'
          ? { body: admin }
          : undefined,
    );
    renderPage(<LoginPage />, '/login?redirect=%2Fadmin', '/login');
    fill('Username', 'admin');
    fill('Password', 'bootstrap passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account?tab=security'));
  });

  it('ignores a redirect to another site', async () => {
    mockFetch((url, init) =>
      url === '/api/auth/login' && init?.method === 'POST'
        ? { body: MEMBER }
        : url === '/api/auth/user'
          ? { status: 401 }
          : undefined,
    );
    renderPage(<LoginPage />, '/login?redirect=%2F%2Fevil.example', '/login');
    fill('Username', 'martha');
    fill('Password', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('speaks Spanish', async () => {
    mockFetch((url) => (url === '/api/auth/user' ? { status: 401 } : undefined));
    await act(() => setLanguage('es'));
    renderPage(<LoginPage />, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El nombre de usuario es obligatorio')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrese' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
