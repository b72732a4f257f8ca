import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ArchivedAnnouncement, MailingListSummary } from '@ministry/contracts/outreach';
import { setLanguage } from '@ministry/platform/i18n';
import { hydrateServerPage, unmountServerPage, type SectionModule } from '@ministry/platform/testing';
import AnnouncementPage from '../pages/announcement';
import AnnouncementsPage from '../pages/announcements';
import * as announcements from '../ssr/announcements.ssr';
import { mockFetch, renderPage, type FakeResponse } from './test-utils';

afterEach(async () => {
  unmountServerPage();
  await act(() => setLanguage('en'));
});

const BOTH: ArchivedAnnouncement = {
  id: 'a1',
  subject: 'Christmas retreat',
  body: 'Join us on **December 12**.',
  subjectEs: 'Retiro de Navidad',
  bodyEs: 'Acompáñenos el **12 de diciembre**.',
  sentAt: '2026-11-20T15:00:00.000Z',
};
const ENGLISH_ONLY: ArchivedAnnouncement = {
  id: 'a2',
  subject: 'New study guide',
  body: 'The guide for Ruth is ready.',
  subjectEs: '',
  bodyEs: '',
  sentAt: '2026-10-02T15:00:00.000Z',
};
const LISTS: MailingListSummary[] = [
  {
    id: 'news',
    name: 'Ministry news',
    nameEs: 'Noticias del ministerio',
    description: 'Once a month.',
    descriptionEs: 'Una vez al mes.',
  },
  { id: 'events', name: 'Events', nameEs: '', description: '', descriptionEs: '' },
];

/** One page of the archive as the identity service answers it. */
const archive = (items: ArchivedAnnouncement[], page = 1, total = items.length) => ({
  items,
  page,
  pageSize: 20,
  total,
});

function service(subscribe: FakeResponse = { status: 202, body: { message: 'ok' } }) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/announcements') return { body: archive([BOTH, ENGLISH_ONLY]) };
    if (key === 'GET /api/announcements?page=2') return { body: archive([ENGLISH_ONLY], 2, 21) };
    if (key === 'GET /api/announcements/a1') return { body: BOTH };
    if (key === 'GET /api/announcements/a2') return { body: ENGLISH_ONLY };
    if (key === 'GET /api/mailing-lists') return { body: LISTS };
    if (key === 'POST /api/mailing-lists/subscribe') return subscribe;
    return undefined;
  });
}

const subjects = () =>
  within(screen.getByTestId('announcement-list'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('/announcements', () => {
  it('lists the archive in English with the day each was sent', async () => {
    service();
    renderPage(<AnnouncementsPage />, '/announcements');
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Christmas retreat' })).toBeInTheDocument();
    expect(subjects()).toEqual([
      ['Christmas retreat', '/announcements/a1'],
      ['New study guide', '/announcements/a2'],
    ]);
    expect(screen.getByTestId('announcement-list')).toHaveTextContent('Sent on November 20, 2026');
  });

  it('in Spanish: the Spanish subject, and the English one where an announcement has no Spanish', async () => {
    await act(() => setLanguage('es'));
    service();
    renderPage(<AnnouncementsPage />, '/announcements');
    expect(await screen.findByRole('link', { name: 'Retiro de Navidad' })).toBeInTheDocument();
    expect(subjects().map(([subject]) => subject)).toEqual(['Retiro de Navidad', 'New study guide']);
    expect(screen.getByRole('link', { name: 'New study guide' }).closest('h3')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('announcement-list')).toHaveTextContent('Enviado el 20 de noviembre de 2026');
  });

  it('hydrates the server’s page with no request', async () => {
    const calls = service();
    await hydrateServerPage(
      announcements as SectionModule,
      { url: '/announcements', language: 'en' },
      {
        '/api/announcements': archive([BOTH]),
        '/api/mailing-lists': LISTS,
      },
    );
    expect(calls).toEqual([]);
    expect(screen.getByRole('link', { name: 'Christmas retreat' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ministry news' })).not.toBeChecked();
  });
});

describe('the archive’s pages', () => {
  it('links to the newer page from an older one, and reads the page the address names', async () => {
    const calls = service();
    renderPage(<AnnouncementsPage />, '/announcements?page=2', '/announcements');
    expect(await screen.findByRole('link', { name: 'New study guide' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'More announcements' });
    expect(within(pages).getByRole('link', { name: 'Newer announcements' })).toHaveAttribute(
      'href',
      '/announcements',
    );
    expect(within(pages).queryByRole('link', { name: 'Older announcements' })).toBeNull();
    expect(calls.map((call) => call.url)).toContain('/api/announcements?page=2');
  });

  it('has no page links when everything fits on one', async () => {
    service();
    renderPage(<AnnouncementsPage />, '/announcements');
    await screen.findByRole('link', { name: 'Christmas retreat' });
    expect(screen.queryByRole('navigation', { name: 'More announcements' })).toBeNull();
  });

  it('the server reads the page the address names', async () => {
    const calls = service();
    const run = await hydrateServerPage(
      announcements as SectionModule,
      { url: '/announcements?page=2', language: 'en' },
      { '/api/announcements?page=2': archive([ENGLISH_ONLY], 2, 21), '/api/mailing-lists': LISTS },
    );
    expect(run.reads).toEqual(['/api/announcements?page=2', '/api/mailing-lists']);
    expect(calls).toEqual([]);
    expect(screen.getByRole('link', { name: 'New study guide' })).toBeInTheDocument();
  });
});

describe('/announcements/:id', () => {
  it('shows one announcement in the page language, its body as rich text', async () => {
    await act(() => setLanguage('es'));
    service();
    renderPage(<AnnouncementPage />, '/announcements/a1', '/announcements/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Retiro de Navidad' })).toBeInTheDocument();
    expect(screen.getByTestId('announcement-body')).toHaveTextContent('Acompáñenos el 12 de diciembre.');
    expect(screen.getByText('12 de diciembre').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Todos los anuncios' })).toHaveAttribute(
      'href',
      '/announcements',
    );
  });

  it('falls back to English when the Spanish body is empty', async () => {
    await act(() => setLanguage('es'));
    service();
    renderPage(<AnnouncementPage />, '/announcements/a2', '/announcements/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'New study guide' })).toBeInTheDocument();
    expect(screen.getByTestId('announcement-body')).toHaveTextContent('The guide for Ruth is ready.');
    expect(screen.getByTestId('announcement-body')).toHaveAttribute('lang', 'en');
  });

  it('says an unknown one does not exist', async () => {
    service();
    renderPage(<AnnouncementPage />, '/announcements/nope', '/announcements/:id');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Announcement not found' }),
    ).toBeInTheDocument();
  });
});

describe('the visitor sign-up on /announcements', () => {
  const email = () => screen.getByRole('textbox', { name: /^E-mail/ });

  it('offers the public lists unchecked and asks her to confirm by e-mail, in the page language', async () => {
    await act(() => setLanguage('es'));
    const calls = service();
    renderPage(<AnnouncementsPage />, '/announcements');
    const form = await screen.findByRole('form', { name: 'Reciba nuestras noticias por correo' });
    // The unsubscribe page's way back to the sign-up: /announcements#news-signup.
    expect(document.getElementById('news-signup')).toContainElement(form);
    const news = within(form).getByRole('checkbox', { name: 'Noticias del ministerio' });
    const events = within(form).getByRole('checkbox', { name: 'Events' });
    expect(news).not.toBeChecked();
    expect(events).not.toBeChecked();
    expect(news).toHaveAccessibleDescription('Una vez al mes.');
    fireEvent.change(within(form).getByRole('textbox', { name: /^Correo electrónico/ }), {
      target: { value: ' ruth@example.org ' },
    });
    fireEvent.click(news);
    fireEvent.click(within(form).getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByText('Revise su bandeja de entrada para confirmar.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/mailing-lists/subscribe',
      body: { email: 'ruth@example.org', lists: ['news'], language: 'es' },
    });
  });

  it('refuses a bad e-mail and no list, translated, sends nothing and keeps what was typed', async () => {
    const calls = service();
    renderPage(<AnnouncementsPage />, '/announcements');
    await screen.findByRole('checkbox', { name: 'Events' });
    fireEvent.change(email(), { target: { value: 'ruth@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one list.')).toBeInTheDocument();
    await waitFor(() => expect(email()).toHaveFocus());
    expect(email()).toHaveValue('ruth@');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await act(() => setLanguage('es'));
    expect(
      await screen.findByText('Por favor, introduzca un correo electrónico válido.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue('ruth@');
  });

  it('keeps her input when the service fails, and says so', async () => {
    service({ status: 503, body: { message: 'Down' } });
    renderPage(<AnnouncementsPage />, '/announcements');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Events' }));
    fireEvent.change(email(), { target: { value: 'ruth@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your request could not be sent.');
    expect(email()).toHaveValue('ruth@example.org');
    expect(screen.getByRole('checkbox', { name: 'Events' })).toBeChecked();
  });
});
