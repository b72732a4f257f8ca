import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Resource } from '@ministry/contracts/resource';
import { setLanguage } from '@ministry/platform/i18n';
import ResourcesPage from '../pages/resources';
import { mockFetch, renderPage, type Handler } from './test-utils';

const resource = (over: Partial<Resource>): Resource => ({
  id: 'r0',
  title: 'A resource',
  titleEs: null,
  description: 'About it.',
  descriptionEs: null,
  category: 'bible-study',
  type: 'free',
  priceCents: null,
  imageUrl: '/api/resources/images/bible-study.svg',
  downloadable: true,
  ...over,
});

const LIBRARY: Resource[] = [
  resource({
    id: 'a1',
    title: 'Finding Peace in Anxious Times',
    titleEs: 'Encontrar paz en tiempos de ansiedad',
    category: 'mental-health',
  }),
  resource({
    id: 'a2',
    title: 'Walking Through Grief',
    category: 'counseling',
    type: 'premium',
    priceCents: 1299,
  }),
  resource({
    id: 'a3',
    title: 'Guía de Estudio Bíblico para Mujeres',
    category: 'spanish-resources',
    imageUrl: '/api/resources/images/spanish-resources.svg',
  }),
  resource({ id: 'a4', title: 'Praying Together', category: 'prayer' }),
  resource({ id: 'a5', title: 'Caring for Caregivers', category: 'caregiving' }),
];

function api(options: { resources?: Resource[] | 'error'; user?: object | null } = {}): Handler {
  return (url) => {
    if (url === '/api/auth/user')
      return options.user
        ? { body: options.user }
        : { status: 401, body: { message: 'Please sign in first.' } };
    if (url === '/api/resources') {
      if (options.resources === 'error') return { status: 500, body: { message: 'boom' } };
      return { body: options.resources ?? LIBRARY };
    }
    return undefined;
  };
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the resources page', () => {
  it('lists resources with the fixed tabs plus one per other category found', async () => {
    mockFetch(api());
    renderPage(<ResourcesPage />, '/resources');
    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Finding Peace in Anxious Times' });
    const tabs = within(screen.getByRole('tablist', { name: 'Filter resources by category' }))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'All Resources',
      'Mental Health',
      'Bible Study',
      'Counseling',
      'Family',
      'Personal Growth',
      'Spanish Resources',
      'Prayer',
      'Caregiving',
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(5);

    fireEvent.click(screen.getByRole('tab', { name: 'Counseling' }));
    expect(screen.getByRole('tab', { name: 'Counseling' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Walking Through Grief' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Family' }));
    expect(screen.getByText('No resources are currently available.')).toBeInTheDocument();

    // Arrow keys move along the tab list.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Family' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Personal Growth' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Personal Growth' })).toHaveFocus();
  });

  it('shows premium prices, free downloads and the way to subscribe', async () => {
    mockFetch(api());
    renderPage(<ResourcesPage />, '/resources');
    const premium = (await screen.findByRole('heading', { name: 'Walking Through Grief' })).closest(
      'article',
    )!;
    expect(within(premium).getByText('Premium')).toBeInTheDocument();
    expect(within(premium).getByText('$12.99')).toBeInTheDocument();
    expect(within(premium).getByRole('link', { name: /^Subscribe to Access, / })).toHaveAttribute(
      'href',
      '/subscribe',
    );

    const free = screen.getByRole('heading', { name: 'Finding Peace in Anxious Times' }).closest('article')!;
    expect(within(free).getByText('Free')).toBeInTheDocument();
    expect(within(free).queryByText(/\$/)).toBeNull();
    expect(within(free).getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      '/api/resources/a1/download?lang=en',
    );
    expect(screen.getByRole('link', { name: 'View Subscription Plans' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });

  it('lets a member with an active subscription download premium resources', async () => {
    mockFetch(
      api({
        user: {
          id: 'u1',
          username: 'ruth',
          email: 'r@example.org',
          role: 'member',
          hasActiveSubscription: true,
        },
      }),
    );
    renderPage(<ResourcesPage />, '/resources');
    const premium = (await screen.findByRole('heading', { name: 'Walking Through Grief' })).closest(
      'article',
    )!;
    await waitFor(() =>
      expect(within(premium).getByRole('link', { name: /Download/ })).toHaveAttribute(
        'href',
        '/api/resources/a2/download?lang=en',
      ),
    );
  });

  it('shows the bundled logo for the Spanish women’s Bible study guide', async () => {
    mockFetch(api());
    renderPage(<ResourcesPage />, '/resources');
    const guide = (
      await screen.findByRole('heading', { name: 'Guía de Estudio Bíblico para Mujeres' })
    ).closest('article')!;
    const logo = within(guide).getByRole('img', { name: "Logo of the Spanish women's Bible study guide" });
    expect(logo).toHaveAttribute('src', 'test-file-stub');
    expect(guide.querySelector('img[src$="spanish-resources.svg"]')).toBeNull();
  });

  it('speaks Spanish', async () => {
    mockFetch(api());
    await act(() => setLanguage('es'));
    renderPage(<ResourcesPage />, '/resources');
    expect(
      await screen.findByRole('heading', { name: 'Encontrar paz en tiempos de ansiedad' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Todos los recursos' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recursos en español' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Descargar, Encontrar paz/ })).toHaveAttribute(
      'href',
      '/api/resources/a1/download?lang=es',
    );
  });

  it('shows the loading, error and empty states', async () => {
    mockFetch(api({ resources: 'error' }));
    const { unmount } = renderPage(<ResourcesPage />, '/resources');
    expect(screen.getByRole('status')).toHaveTextContent('Loading resources…');
    expect(await screen.findByText('There was an error loading the resources.')).toBeInTheDocument();
    unmount();

    mockFetch(api({ resources: [] }));
    renderPage(<ResourcesPage />, '/resources');
    expect(await screen.findByText('No resources are currently available.')).toBeInTheDocument();
  });
});
