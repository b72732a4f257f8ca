import { act, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { mockFetch, renderPage } from '@ministry/platform/testing';
import { PreviewBar } from '../preview-bar';

afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await act(() => setLanguage('en'));
});

describe("an editor's preview bar", () => {
  const signedInAs = (role: string | null) =>
    mockFetch((url) =>
      url === '/api/auth/user'
        ? role
          ? { body: { id: 'u1', username: 'ruth', email: 'ruth@example.org', role, preferredLanguage: 'en' } }
          : { status: 401 }
        : undefined,
    );

  it('says the page shows unpublished changes and leads out of the preview, in both languages', async () => {
    signedInAs('content_editor');
    window.history.replaceState(null, '', '/team?preview=draft&tab=2#bios');
    renderPage(<PreviewBar />, '/team');
    expect(await screen.findByRole('status')).toHaveTextContent('You are previewing unpublished changes');
    expect(screen.getByRole('link', { name: 'Leave the preview' })).toHaveAttribute(
      'href',
      '/team?tab=2#bios',
    );
    await act(() => setLanguage('es'));
    expect(screen.getByRole('status')).toHaveTextContent('Está viendo cambios sin publicar');
    expect(screen.getByRole('link', { name: 'Salir de la vista previa' })).toBeInTheDocument();
  });

  it.each([
    ['a visitor', null],
    ['a member', 'member'],
  ])('is not there for %s, even with ?preview=draft', async (_, role) => {
    const calls = signedInAs(role);
    window.history.replaceState(null, '', '/team?preview=draft');
    renderPage(
      <>
        <PreviewBar />
        <p>page</p>
      </>,
      '/team',
    );
    await screen.findByText('page');
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/user')).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
