import { act, fireEvent, screen } from '@testing-library/react';
import { addDays, todayInNewYork } from '@ministry/contracts/calendar-day';
import type { BannerContent } from '@ministry/contracts/site-content';
import { setLanguage } from '@ministry/platform/i18n';
import { useSiteContent } from '@ministry/platform/site-content';
import { mockFetch, renderPage } from '@ministry/platform/testing';
import { BANNER_DISMISSED_KEY, SiteBanner } from '../site-banner';

const today = todayInNewYork();
const BANNER: BannerContent = {
  text: { en: 'The office is closed on Friday.', es: 'La oficina cierra el viernes.' },
  link: '/contact',
  startsOn: addDays(today, -1),
  endsOn: addDays(today, 1),
};

/** Says when the page has read the banner document (whether or not the banner shows it). */
function Read() {
  return useSiteContent('banner').content ? <p>read</p> : null;
}

/** The banner with the content service answering `banner` as published, once the page has read it. */
async function showBanner(banner: BannerContent, language: 'en' | 'es' = 'en') {
  await act(() => setLanguage(language));
  mockFetch((url) =>
    url === '/api/site-content/banner'
      ? { body: { key: 'banner', content: banner, revision: 1, publishedAt: '' } }
      : undefined,
  );
  const page = renderPage(
    <>
      <SiteBanner />
      <Read />
    </>,
  );
  await screen.findByText('read');
  return page;
}

afterEach(async () => {
  window.sessionStorage.clear();
  await act(() => setLanguage('en'));
});

describe('the announcement banner', () => {
  it('shows the published text and its link in a labelled region, in English and in Spanish', async () => {
    await showBanner(BANNER);
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(region).toHaveTextContent('The office is closed on Friday.');
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/contact');
    await act(() => setLanguage('es'));
    expect(await screen.findByRole('region', { name: 'Anuncio' })).toHaveTextContent(
      'La oficina cierra el viernes.',
    );
    expect(screen.getByRole('link', { name: 'Más información' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar el anuncio' })).toBeInTheDocument();
  });

  it('shows the other language for an untranslated text, and no link without one', async () => {
    await showBanner({ ...BANNER, text: { en: 'Retreat sign-ups are open.', es: '' }, link: '' }, 'es');
    expect(await screen.findByRole('region', { name: 'Anuncio' })).toHaveTextContent(
      'Retreat sign-ups are open.',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links outside the site with a plain link', async () => {
    await showBanner({ ...BANNER, link: 'https://example.org/retreat' });
    expect(await screen.findByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      'https://example.org/retreat',
    );
  });

  it.each([
    ['before its first day', { startsOn: addDays(today, 1), endsOn: '' }],
    ['after its last day', { startsOn: '', endsOn: addDays(today, -1) }],
    ['without text', { text: { en: ' ', es: '' } }],
  ])('shows nothing %s', async (_when, change) => {
    await showBanner({ ...BANNER, ...change });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows on its first and last days, and with no dates at all', async () => {
    for (const dates of [
      { startsOn: today, endsOn: today },
      { startsOn: '', endsOn: '' },
    ]) {
      const page = await showBanner({ ...BANNER, ...dates });
      expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
      page.unmount();
    }
  });

  it('hides once dismissed, for the rest of the visit, until another announcement is published', async () => {
    const first = await showBanner(BANNER);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the announcement' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(BANNER_DISMISSED_KEY)).toContain('The office is closed on Friday.');
    first.unmount();

    const next = await showBanner(BANNER);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    next.unmount();

    await showBanner({ ...BANNER, text: { en: 'New: a Tuesday group.', es: 'Nuevo: un grupo los martes.' } });
    expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent(
      'New: a Tuesday group.',
    );
  });
});
