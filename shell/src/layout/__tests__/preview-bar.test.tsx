import { act, screen } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { renderPage } from '@ministry/platform/testing';
import { PreviewBar } from '../preview-bar';

afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await act(() => setLanguage('en'));
});

describe("an editor's preview bar", () => {
  it('says the page shows unpublished changes and leads out of the preview, in both languages', async () => {
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

  it('is not there for a visitor', async () => {
    window.history.replaceState(null, '', '/team');
    renderPage(
      <>
        <PreviewBar />
        <p>page</p>
      </>,
      '/team',
    );
    await screen.findByText('page');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
