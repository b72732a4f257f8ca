import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@ministry/contracts/user';
import { setLanguage } from '@ministry/platform/i18n';
import VerifyEmailPage from '../pages/verify-email';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from './test-utils';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

const TOKEN = 'k3Q9x0bV7mN2pL5sR8tY1wZ4cF6hJ0aD';
const INVALID =
  'This link to confirm an e-mail address is no longer valid: it was already used, it expired, or it is incomplete.';

/** The identity service: her session (or none), the link's answer, the send-again answer. */
function service(options: { user?: User | null; verify?: FakeResponse; send?: FakeResponse }) {
  let user = options.user ?? null;
  return mockFetch((url, init) => {
    if (url === '/api/auth/user') return user ? { body: user } : { status: 401 };
    if (url === '/api/auth/verify-email' && init?.method === 'POST') {
      const answer = options.verify ?? { body: { purpose: 'verify' } };
      if ((answer.status ?? 200) === 200 && user) user = { ...user, emailVerified: true };
      return answer;
    }
    if (url === '/api/account/email-verification' && init?.method === 'POST')
      return options.send ?? { status: 202, body: user };
    return undefined;
  });
}

const open = (path = `/verify-email#token=${TOKEN}`) =>
  renderPage(<VerifyEmailPage />, path, '/verify-email');

describe('/verify-email', () => {
  it('posts the fragment’s token once, removes it from the address bar, and says she is verified', async () => {
    const calls = service({ user: { ...MEMBER, emailVerified: false } });
    open();
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/verify-email$/);
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', url: '/api/auth/verify-email', body: { token: TOKEN } }]);
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    // Her session is asked again after the link was followed.
    const verified = calls.findIndex((call) => call.url === '/api/auth/verify-email');
    expect(calls.slice(verified + 1).some((call) => call.url === '/api/auth/user')).toBe(true);
  });

  it('says a new address is now hers after a change, signed out too', async () => {
    service({ user: null, verify: { body: { purpose: 'change' } } });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Your new e-mail address is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Faccount',
    );
  });

  it('explains an invalid link, and offers a new one when she is signed in and not verified', async () => {
    const calls = service({
      user: { ...MEMBER, emailVerified: false },
      verify: { status: 400, body: { message: INVALID } },
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toHaveFocus();
    fireEvent.click(await screen.findByRole('button', { name: 'Send the verification e-mail again' }));
    expect(await screen.findByText('A new link is on its way. Please check your inbox.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/account/email-verification')).toHaveLength(1);
  });

  it('shows the limit’s message when too many links were asked for', async () => {
    const tooMany =
      'We have sent several links already. Please check your inbox (and spam folder) and try again in an hour.';
    service({
      user: { ...MEMBER, emailVerified: false },
      verify: { status: 400, body: { message: INVALID } },
      send: { status: 429, body: { message: tooMany } },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Send the verification e-mail again' }));
    await waitFor(() => expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(tooMany));
  });

  it('says so without asking the service when the address has no token, and tells a visitor to sign in', async () => {
    const calls = service({ user: null });
    open('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link to confirm an e-mail address is incomplete.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Faccount',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('speaks Spanish', async () => {
    service({ user: null });
    await act(() => setLanguage('es'));
    open();
    expect(
      await screen.findByRole('heading', { name: 'Su correo electrónico está confirmado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mi cuenta' })).toBeInTheDocument();
  });
});
