import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@ministry/contracts/user';
import i18n, { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import { useSession } from '@ministry/platform/session';
import { mockFetch, renderPage, type FetchCall } from '@ministry/platform/testing';
import { LanguageSwitch } from '../language-switch';

const MEMBER: User = {
  id: 'u1',
  username: 'martha',
  email: 'martha@example.org',
  role: 'member',
  preferredLanguage: 'en',
};

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

/** The switch, once the session is known (a signed-in member's avatar, or nothing for a visitor). */
async function renderSwitch(user: User | null) {
  function Who() {
    const session = useSession();
    if (session.isLoading) return null;
    return (
      <p data-testid="who">
        {session.user ? `${session.user.username}:${session.user.preferredLanguage}` : 'visitor'}
      </p>
    );
  }
  renderPage(
    <>
      <LanguageSwitch />
      <Who />
    </>,
  );
  await screen.findByText(user ? `${user.username}:${user.preferredLanguage}` : 'visitor');
}

const puts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'PUT');

describe('the header’s language switch', () => {
  it('switches a visitor’s site and saves nothing on a server', async () => {
    const calls = mockFetch((url) => (url === '/api/auth/user' ? { status: 401 } : undefined));
    await renderSwitch(null);
    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(puts(calls)).toEqual([]);
  });

  it('saves a signed-in member’s choice on her account, so her e-mails follow it', async () => {
    const calls = mockFetch((url, init) => {
      if (url === '/api/auth/user') return { body: MEMBER };
      // The service answers her account with the language just saved.
      if (url === '/api/account/language' && init?.method === 'PUT') {
        const { language } = JSON.parse(String(init.body)) as { language: 'en' | 'es' };
        return { body: { ...MEMBER, preferredLanguage: language } };
      }
      return undefined;
    });
    await renderSwitch(MEMBER);
    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('martha:es'));
    expect(i18n.language).toBe('es');
    expect(puts(calls)).toEqual([{ method: 'PUT', url: '/api/account/language', body: { language: 'es' } }]);
    // Back to English: saved again; pressing the active language again asks nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('martha:en'));
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(puts(calls).map((call) => call.body)).toEqual([{ language: 'es' }, { language: 'en' }]);
  });

  it('switches all the same, and quietly, when saving fails', async () => {
    const calls = mockFetch((url, init) => {
      if (url === '/api/auth/user') return { body: MEMBER };
      if (url === '/api/account/language' && init?.method === 'PUT')
        return { status: 503, body: { message: 'Unavailable' } };
      return undefined;
    });
    await renderSwitch(MEMBER);
    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(i18n.language).toBe('es');
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(screen.getByTestId('who')).toHaveTextContent('martha:en');
  });
});
