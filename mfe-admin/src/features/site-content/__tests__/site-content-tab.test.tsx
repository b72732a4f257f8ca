import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type SiteContentDraft,
  type SiteContentKey,
  type SiteContentRevision,
} from '@ministry/contracts/site-content';
import { SITE_CONTENT_FIELDS, type FieldSpec } from '@ministry/contracts/site-content-fields';
import type { User } from '@ministry/contracts/user';
import { setLanguage } from '@ministry/platform/i18n';
import { fakeHeaders } from '@ministry/platform/testing';
import AdminDashboardPage from '../../../pages/admin-dashboard';
import { ADMIN } from '../../../__tests__/fixtures';
import { mockFetch, renderPage, type FakeResponse, type FetchCall } from '../../../__tests__/test-utils';

const EDITOR: User = {
  id: 'u-editor',
  username: 'lydia',
  email: 'lydia@example.org',
  firstName: 'Lydia',
  lastName: 'Thyatira',
  role: 'content_editor',
};

const SAMPLES: Record<string, string> = {
  email: 'office@example.org',
  phone: '(555) 010-2000',
  href: '/about',
  https: 'https://example.org',
  date: '2026-01-01',
  time: '09:00',
  postalCode: '10001',
};

/** A valid document of the description: every text filled in both languages, lists empty. */
function filled(fields: Readonly<Record<string, FieldSpec>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => {
      switch (spec.kind) {
        case 'text':
          return [name, { en: `${name} en`, es: `${name} es` }];
        case 'plain':
          return [
            name,
            spec.format === 'line' ? (name === 'country' ? 'US' : `${name}`) : SAMPLES[spec.format],
          ];
        case 'choice':
          return [name, spec.options[0]];
        case 'picture':
          return [name, null];
        case 'group':
          return [name, filled(spec.fields)];
        case 'list':
          return [name, []];
      }
    }),
  );
}

function draftOf(key: SiteContentKey, content: unknown, version = 3, unpublished = false): SiteContentDraft {
  return {
    key,
    content: content as SiteContentDraft['content'],
    version,
    unpublished,
    updatedAt: '2026-11-20T15:00:00.000Z',
    updatedBy: 'grace',
    missingTranslations: [],
  };
}

const ANA = {
  id: 'ana',
  name: 'Ana Ruiz',
  role: { en: 'Counselor', es: 'Consejera' },
  bio: { en: 'Ana listens.', es: 'Ana escucha.' },
  photo: { url: '/api/site-content/images/ana.webp', alt: { en: 'Portrait of Ana', es: 'Retrato de Ana' } },
  email: '',
  details: [],
};
const BEA = { ...ANA, id: 'bea', name: 'Bea Soto', photo: null };

const REVISIONS: SiteContentRevision[] = [
  { id: 'r2', revision: 2, publishedAt: '2026-11-21T15:00:00.000Z', publishedBy: 'grace' },
  { id: 'r1', revision: 1, publishedAt: '2026-11-01T15:00:00.000Z', publishedBy: null },
];

interface Api {
  user?: User;
  drafts?: Partial<Record<SiteContentKey, SiteContentDraft>>;
  save?: (body: { version: number; content: unknown }) => FakeResponse;
  upload?: () => FakeResponse;
}

function serve(api: Api = {}): FetchCall[] {
  const drafts: Partial<Record<SiteContentKey, SiteContentDraft>> = {
    home: draftOf('home', filled(SITE_CONTENT_FIELDS.home)),
    team: draftOf('team', { members: [ANA, BEA] }),
    ministry: draftOf('ministry', filled(SITE_CONTENT_FIELDS.ministry)),
    ...api.drafts,
  };
  const calls = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as {
      version: number;
      content: unknown;
    };
    if (url === '/api/auth/user') return { body: api.user ?? EDITOR };
    const match = /^\/api\/admin\/site-content\/(\w+)(\/.*)?$/.exec(url);
    if (!match) return undefined;
    const key = match[1] as SiteContentKey;
    const rest = match[2] ?? '';
    const draft = drafts[key];
    if (!rest && method === 'GET') return draft ? { body: draft } : undefined;
    if (!rest && method === 'PUT') {
      if (api.save) return api.save(body);
      const saved = draftOf(key, body.content, draft!.version + 1, true);
      drafts[key] = saved;
      return { body: saved };
    }
    if (rest === '/publish') {
      drafts[key] = { ...draft!, unpublished: false };
      return { body: { key, revision: 3 } };
    }
    if (rest === '/revisions') return { body: REVISIONS };
    if (rest === '/revisions/r1') return { body: { ...REVISIONS[1], content: { members: [BEA] } } };
    if (rest === '/revisions/r1/restore' && method === 'POST') {
      drafts[key] = draftOf(key, { members: [BEA] }, draft!.version + 1, true);
      return { body: drafts[key] };
    }
    return undefined;
  });
  // A picture is sent as the file itself (not JSON): answered here, before the recording fetch.
  const recording = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/api/admin/site-content/images') return recording(input, init);
    calls.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body });
    const { status = 200, body } = api.upload?.() ?? { body: { url: '/api/site-content/images/new.webp' } };
    return {
      ok: status < 300,
      status,
      statusText: String(status),
      headers: fakeHeaders(),
      text: async () => JSON.stringify(body),
    } as Response;
  }) as typeof fetch;
  return calls;
}

const renderAdmin = (path: string) => renderPage(<AdminDashboardPage />, path, '/admin');
const location = () => screen.getByTestId('location').textContent;
const group = (name: string, within_: HTMLElement | Document = document) =>
  within(within_ as HTMLElement).getByRole('group', { name });

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('who sees the Site content tab', () => {
  it('a content editor: the admin area with that tab alone, whatever tab the address asks for', async () => {
    serve();
    renderAdmin('/admin?tab=users');
    expect(await screen.findByRole('heading', { name: 'Site content', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Site content']);
    const rows = screen.getAllByTestId('content-document');
    expect(rows.map((row) => within(row).getByRole('rowheader').firstChild?.textContent)).toEqual([
      'Home page',
      'About page',
      'Services',
      'Team',
      'Testimonials',
      'Questions and answers',
      'Ministry details',
      'Announcement banner',
    ]);
  });

  it('an admin: among the other tabs, in Spanish too', async () => {
    serve({ user: ADMIN });
    renderAdmin('/admin?tab=site-content');
    expect(await screen.findByRole('tab', { name: 'Site content' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Users' })).toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(screen.getByRole('tab', { name: 'Contenido del sitio' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Página de inicio' }));
    const hero = group('Portada', await screen.findByRole('form', { name: 'Página de inicio' }));
    const spanish = within(hero).getByLabelText('Título (español)');
    fireEvent.change(spanish, { target: { value: ' ' } });
    expect(spanish).toHaveAccessibleDescription('Falta la traducción');
    expect(screen.getByTestId('missing-count')).toHaveTextContent('A 1 texto le falta la traducción.');
  });
});

describe('editing a document', () => {
  it('opens from the list, marks a missing translation while typing, counts it, and saves with the version', async () => {
    const calls = serve();
    renderAdmin('/admin?tab=site-content');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Home page' }));
    expect(location()).toBe('/admin?tab=site-content&document=home');
    const hero = group('Hero', await screen.findByRole('form', { name: 'Home page' }));
    const english = within(hero).getByLabelText('Heading (English)');
    const spanish = within(hero).getByLabelText('Heading (Spanish)');
    expect(english).toHaveValue('heading en');
    expect(screen.getByTestId('content-status')).toHaveTextContent('Published');

    fireEvent.change(spanish, { target: { value: '' } });
    expect(english).not.toHaveAttribute('aria-invalid');
    expect(spanish).toHaveAttribute('aria-invalid', 'true');
    expect(spanish).toHaveAccessibleDescription('Missing translation');
    expect(screen.getByTestId('missing-count')).toHaveTextContent('1 text is missing a translation.');
    expect(screen.getByTestId('content-status')).toHaveTextContent('Unsaved changes');

    fireEvent.change(spanish, { target: { value: 'Bienvenidos' } });
    fireEvent.change(english, { target: { value: 'Welcome home' } });
    expect(spanish).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('missing-count')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/site-content/home');
    const sent = put.body as { version: number; content: { hero: { heading: unknown } } };
    expect(sent.version).toBe(3);
    expect(sent.content.hero.heading).toEqual({ en: 'Welcome home', es: 'Bienvenidos' });
    expect(screen.getByTestId('content-status')).toHaveTextContent('Unpublished changes');
    // The preview opens the pages showing the document in a new tab.
    const preview = screen.getByRole('link', { name: 'Preview / (opens in a new tab)' });
    expect(preview).toHaveAttribute('href', '/?preview=draft');
    expect(preview).toHaveAttribute('target', '_blank');
  });

  it('shows the schema’s translated messages on the fields and sends nothing', async () => {
    const calls = serve();
    renderAdmin('/admin?tab=site-content&document=ministry');
    const phone = await screen.findByLabelText(/^Phone/);
    fireEvent.change(phone, { target: { value: 'call us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(screen.getByTestId('content-errors')).toHaveTextContent('1 field needs attention');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    // Corrected: the message goes at once.
    fireEvent.change(phone, { target: { value: '(555) 010-3000' } });
    expect(screen.queryByText('Enter a valid phone number')).toBeNull();
  });

  it('puts the service’s 400 on its fields, and on a stale version keeps her text and offers a reload', async () => {
    let answer: FakeResponse = {
      status: 400,
      body: {
        message: 'Enter a valid e-mail address',
        errors: { 'content.email': 'Enter a valid e-mail address' },
      },
    };
    const calls = serve({ save: () => answer });
    renderAdmin('/admin?tab=site-content&document=ministry');
    const phone = await screen.findByLabelText(/^Phone/);
    fireEvent.change(phone, { target: { value: '(555) 010-3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findAllByText('Enter a valid e-mail address')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 409, body: { message: 'Someone else saved this page since you opened it.' } };
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Someone else saved this page since you opened it/)).toBeInTheDocument();
    expect(phone).toHaveValue('(555) 010-3000');

    fireEvent.click(screen.getByRole('button', { name: 'Reload the document' }));
    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveValue('(555) 010-2000'));
    expect(
      calls.filter((call) => call.method === 'GET' && call.url === '/api/admin/site-content/ministry').length,
    ).toBe(2);
  });

  it('asks before publishing with missing translations, listing them, then publishes allowing them', async () => {
    const calls = serve();
    renderAdmin('/admin?tab=site-content&document=team');
    const ana = group('Ana Ruiz', await screen.findByRole('form', { name: 'Team' }));
    fireEvent.change(within(ana).getByLabelText('Biography (Spanish)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish with missing translations?' });
    expect(within(dialog).getByTestId('missing-list')).toHaveTextContent(
      'Members › Ana Ruiz › Biography (Spanish)',
    );
    // The change was saved first.
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(calls.filter((call) => call.url.endsWith('/publish'))).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    expect(await screen.findByText('Visitors see the new content within seconds.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/publish'))?.body).toEqual({
      version: 4,
      allowMissingTranslations: true,
    });
    await waitFor(() => expect(screen.getByTestId('content-status')).toHaveTextContent('Published'));
  });

  it('adds a member with a photo (uploaded at once), moves and removes members; a new member’s id comes from her name', async () => {
    const calls = serve();
    renderAdmin('/admin?tab=site-content&document=team');
    const form = await screen.findByRole('form', { name: 'Team' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add to Members' }));
    const added = group('Item 3', form);
    fireEvent.change(within(added).getByLabelText(/^Name/), { target: { value: 'Zoë Marín' } });
    const member = group('Zoë Marín', form);
    fireEvent.change(within(member).getByLabelText('Role (English)'), { target: { value: 'Volunteer' } });
    fireEvent.change(within(member).getByLabelText('Role (Spanish)'), { target: { value: 'Voluntaria' } });
    fireEvent.change(within(member).getByLabelText('Biography (English)'), {
      target: { value: 'Zoë helps.' },
    });
    fireEvent.change(within(member).getByLabelText('Biography (Spanish)'), {
      target: { value: 'Zoë ayuda.' },
    });
    const photo = group('Photo', member);
    const file = new File(['png'], 'zoe.png', { type: 'image/png' });
    fireEvent.change(within(photo).getByLabelText(/^Upload a picture/), { target: { files: [file] } });
    expect(await within(photo).findByTestId('content-picture')).toHaveAttribute(
      'src',
      '/api/site-content/images/new.webp',
    );
    fireEvent.change(within(photo).getByLabelText(/^Picture description \(English\)/), {
      target: { value: 'Portrait of Zoë' },
    });
    fireEvent.change(within(photo).getByLabelText(/^Picture description \(Spanish\)/), {
      target: { value: 'Retrato de Zoë' },
    });

    fireEvent.click(within(member).getByRole('button', { name: 'Move up (Zoë Marín)' }));
    const order = () =>
      within(form)
        .getAllByTestId('content-item')
        .map((item) => item.querySelector('legend')?.textContent);
    expect(order()).toEqual(['Ana Ruiz', 'Zoë Marín', 'Bea Soto']);

    fireEvent.click(within(group('Bea Soto', form)).getByRole('button', { name: 'Remove (Bea Soto)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this item?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(order()).toEqual(['Ana Ruiz', 'Zoë Marín']));

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'PUT')!.body as {
      content: { members: (typeof ANA)[] };
    };
    expect(sent.content.members.map((each) => each.id)).toEqual(['ana', 'zoe-marin']);
    expect(sent.content.members[1]?.photo).toEqual({
      url: '/api/site-content/images/new.webp',
      alt: { en: 'Portrait of Zoë', es: 'Retrato de Zoë' },
    });
  });

  it('shows an upload’s refusal on the picture', async () => {
    serve({ upload: () => ({ status: 415, body: { message: 'Upload a JPEG, PNG or WebP picture' } }) });
    renderAdmin('/admin?tab=site-content&document=team');
    const photo = group('Photo', group('Bea Soto', await screen.findByRole('form', { name: 'Team' })));
    const file = new File(['gif'], 'bea.gif', { type: 'image/gif' });
    fireEvent.change(within(photo).getByLabelText(/^Upload a picture/), { target: { files: [file] } });
    expect(await within(photo).findByText('Upload a JPEG, PNG or WebP picture')).toBeInTheDocument();
    expect(within(photo).getByText('No picture.')).toBeInTheDocument();
  });
});

describe('history', () => {
  it('lists revisions newest first, shows one read-only, and restores it as the draft', async () => {
    const calls = serve();
    renderAdmin('/admin?tab=site-content&document=team');
    const table = await screen.findByTestId('content-revisions');
    const rows = within(table).getAllByTestId('content-revision');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^2Nov 21, 2026, 10:00 AMgrace/),
      expect.stringMatching(/^1Nov 1, 2026, 10:00 AMThe site/),
    ]);
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'View 1' }));
    const view = await screen.findByTestId('revision-view');
    await waitFor(() => expect(within(view).getByLabelText(/^Name/)).toHaveValue('Bea Soto'));
    expect(within(view).getByLabelText(/^Name/)).toHaveAttribute('readonly');
    expect(within(view).queryByRole('button', { name: /Remove/ })).toBeNull();

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Restore 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore revision 1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Revision 1 is now the draft')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/revisions/r1/restore'))).toBe(
      true,
    );
    const form = screen.getByRole('form', { name: 'Team' });
    await waitFor(() => expect(within(form).getAllByTestId('content-item')).toHaveLength(1));
    expect(screen.getByTestId('content-status')).toHaveTextContent('Unpublished changes');
  });
});
