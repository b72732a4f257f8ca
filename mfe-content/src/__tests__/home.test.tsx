import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import HomePage from '../pages/home';
import { ANCHOR_SCROLL_OFFSET_PX, scrollToAnchor } from '../features/home/use-hash-scroll';
import { DOCUMENTS, siteContentHandler } from './site-content-fixture';
import { mockFetch, renderPage } from './test-utils';

beforeEach(() => {
  mockFetch(siteContentHandler());
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

const section = (id: string) => document.getElementById(id)!;

/** The home page once its documents are read (the hero's heading, the team's and the ministry's details). */
async function renderHome() {
  const page = renderPage(<HomePage />, '/');
  await screen.findByRole('heading', { level: 1 });
  await screen.findByTestId('home-team-sarah-johnson');
  await screen.findByText(/Ridgewood, NY/);
  return page;
}

describe('the home page', () => {
  it('has its anchored sections with headings in order', async () => {
    await renderHome();
    for (const id of ['home', 'about', 'services', 'testimonials', 'team', 'pricing', 'contact'])
      expect(section(id)).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find Hope, Healing and Purpose');
    for (const name of [
      'Our Story',
      'Our Services',
      'Stories of Hope',
      'Meet Our Team',
      'Subscription Plans',
      'Get in Touch',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('sets the title (hero title + product name), description and social-preview tags', async () => {
    await renderHome();
    expect(document.title).toBe('Find Hope, Healing and Purpose | Spiritual Counseling & Bible Study');
    const meta = (key: string) =>
      document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect(meta('og:title')).toBe('Find Hope, Healing and Purpose | Spiritual Counseling & Bible Study');
    expect(meta('description')).toMatch(/faith-based counseling and Bible study/);
    expect(meta('og:description')).toMatch(/faith-based counseling and Bible study/);
    expect(meta('og:type')).toBe('website');
    expect(meta('og:image')).toMatch(/^http/);
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  it('follows the language in the title and tags, and removes its tags when it goes', async () => {
    const { unmount } = await renderHome();
    await act(() => setLanguage('es'));
    expect(document.title).toBe(
      'Encuentre esperanza, sanidad y propósito | Consejería Espiritual y Estudio Bíblico',
    );
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US');
    unmount();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('links the hero to /services and /contact', async () => {
    await renderHome();
    const hero = section('home');
    expect(within(hero).getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(within(hero).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('opens Our Story with Read More / Read Less: its first paragraph shown, the others behind it', async () => {
    await renderHome();
    const about = section('about');
    expect(within(about).getByText('It began around a kitchen table.')).toBeVisible();
    expect(within(about).queryByText(/grew into a ministry/)).not.toBeVisible();
    expect(within(about).getByRole('link', { name: 'Learn more about our ministry' })).toHaveAttribute(
      'href',
      '/about',
    );
    // Named by its visible label first, then what it opens (WCAG 2.5.3).
    const toggle = within(about).getByRole('button', { name: 'Read More, Our Story' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(within(about).getByRole('button', { name: 'Read Less, Our Story' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(about).getByText(/grew into a ministry/)).toBeVisible();
    expect(within(about).getByText('Our doors are still open.')).toBeVisible();
  });

  it('expands a service to its labelled blocks, or to the notice when it has none', async () => {
    await renderHome();
    expect(
      within(section('services'))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Individual Counseling', 'Bible Study Groups', 'Prayer Groups']);
    const card = screen.getByTestId('home-service-individual-counseling');
    fireEvent.click(within(card).getByRole('button', { name: /Read More/ }));
    for (const label of ['Benefits', 'Rates'])
      expect(within(card).getByRole('heading', { level: 4, name: label })).toBeVisible();
    expect(within(card).getByText('Package of 8 sessions: $880')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A safe place', 'Practical tools']);
    expect(within(card).getByRole('link', { name: 'Contact us to learn more' })).toHaveAttribute(
      'href',
      '/contact',
    );

    const prayer = screen.getByTestId('home-service-prayer-groups');
    fireEvent.click(within(prayer).getByRole('button', { name: /Read More/ }));
    expect(
      within(prayer).getByText('More information about this service will be available soon.'),
    ).toBeInTheDocument();
    expect(within(prayer).getByRole('link', { name: 'Contact us to learn more' })).toBeInTheDocument();
  });

  it('shows one testimonial at a time, chosen with the dots, with its full story', async () => {
    await renderHome();
    const testimonials = section('testimonials');
    expect(within(testimonials).getAllByRole('article')).toHaveLength(1);
    expect(within(testimonials).getByRole('heading', { name: 'Jennifer M.' })).toBeInTheDocument();
    expect(within(testimonials).getByRole('img', { name: 'Portrait of Jennifer M.' })).toBeInTheDocument();
    expect(within(testimonials).getByText('I left with tools that work.')).toBeInTheDocument();
    fireEvent.click(within(testimonials).getByRole('button', { name: /Read More/ }));
    for (const label of ['Full Story', 'Before', 'After'])
      expect(within(testimonials).getByRole('heading', { level: 4, name: label })).toBeVisible();

    const dot = within(testimonials).getByRole('button', { name: 'Show testimonial 2 of 2: Denise W.' });
    fireEvent.click(dot);
    expect(dot).toHaveAttribute('aria-pressed', 'true');
    expect(within(testimonials).getByRole('heading', { name: 'Denise W.' })).toBeInTheDocument();
    // No photo: her initials, not an image.
    expect(testimonials.querySelector('img')).toBeNull();
    expect(testimonials.querySelector('.ct-portrait-initials')).toHaveTextContent('DW');
    // A newly chosen testimonial starts collapsed; Denise has no long-form story yet.
    fireEvent.click(within(testimonials).getByRole('button', { name: /Read More/ }));
    expect(within(testimonials).getByText('The full testimonial will be available soon.')).toBeVisible();
    expect(within(testimonials).getByRole('link', { name: 'Share your story with us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('expands team members to their detail with a highlighted contact block, or a notice', async () => {
    await renderHome();
    const sarah = screen.getByTestId('home-team-sarah-johnson');
    fireEvent.click(within(sarah).getByRole('button', { name: /Read More/ }));
    expect(within(sarah).getByRole('heading', { name: 'Credentials' })).toBeVisible();
    const contact = within(sarah).getByRole('heading', { name: 'Contact Information' }).closest('section')!;
    expect(contact).toHaveClass('ct-detail-highlight');
    expect(within(sarah).getByText('PhD in Counseling Psychology')).toBeInTheDocument();

    const grace = screen.getByTestId('home-team-grace-williams');
    fireEvent.click(within(grace).getByRole('button', { name: /Read More/ }));
    expect(
      within(grace).getByText('More information about Grace Williams will be available soon.'),
    ).toBeInTheDocument();
  });

  it('shows the three plans with the POPULAR CHOICE banner on growth and a custom-plan line', async () => {
    await renderHome();
    const pricing = section('pricing');
    expect(within(pricing).getAllByRole('article')).toHaveLength(3);
    const growth = screen.getByTestId('plan-growth');
    expect(within(growth).getByText('POPULAR CHOICE')).toBeInTheDocument();
    expect(within(growth).getByText('$89.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-essential')).queryByText('POPULAR CHOICE')).toBeNull();
    expect(within(screen.getByTestId('plan-transform')).getByText('$149.00')).toBeInTheDocument();
    for (const link of within(pricing).getAllByRole('link', { name: /^Subscribe/ }))
      expect(link).toHaveAttribute('href', '/subscribe');
    expect(within(pricing).getByRole('link', { name: 'Contact us about a custom plan' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Choose a Plan' })).toHaveAttribute('href', '/subscribe');
    expect(
      within(screen.getByRole('region', { name: 'Ready to take the next step?' })).getByRole('link', {
        name: 'Give',
      }),
    ).toHaveAttribute('href', '/give');
  });

  it('says RECOMENDADO in Spanish', async () => {
    await act(() => setLanguage('es'));
    await renderHome();
    expect(within(screen.getByTestId('plan-growth')).getByText('RECOMENDADO')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-growth')).getByText('Crecimiento')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Encuentre esperanza, sanidad y propósito',
    );
    expect(screen.getByRole('link', { name: 'Escríbanos' })).toHaveAttribute('href', '/contact');
    // A service without its Spanish yet: the English.
    expect(
      within(screen.getByTestId('home-service-prayer-groups')).getByText('Prayer Groups'),
    ).toBeInTheDocument();
  });

  it('shows the draft of an editor’s preview (?preview=draft) instead of what is published', async () => {
    const draft = {
      ...DOCUMENTS.home,
      hero: { ...DOCUMENTS.home.hero, heading: { en: 'A draft heading', es: 'Un titular en borrador' } },
    };
    const published = siteContentHandler();
    mockFetch((url, init) =>
      url === '/api/admin/site-content/home'
        ? { body: { key: 'home', content: draft, version: 3, unpublished: true } }
        : published(url, init),
    );
    window.history.pushState({}, '', '/?preview=draft');
    try {
      renderPage(<HomePage />, '/?preview=draft', '/');
      expect(await screen.findByRole('heading', { level: 1, name: 'A draft heading' })).toBeInTheDocument();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('shows a translated error where a document cannot be read, the rest of the page still there', async () => {
    const published = siteContentHandler();
    mockFetch((url, init) =>
      url === '/api/site-content/team' ? { status: 503, body: { message: 'down' } } : published(url, init),
    );
    renderPage(<HomePage />, '/');
    const team = await screen.findByRole('region', { name: 'Meet Our Team' });
    expect(await within(team).findByRole('alert')).toHaveTextContent(
      'This part of the page cannot be shown right now.',
    );
    expect(within(team).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByTestId('home-service-individual-counseling')).toBeInTheDocument();
  });

  it('has the contact section with details and the form', async () => {
    await renderHome();
    const contact = section('contact');
    expect(within(contact).getByText(/Ridgewood, NY/)).toBeInTheDocument();
    expect(within(contact).getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});

describe('anchor scrolling', () => {
  it('scrolls smoothly to a section 80 px below the top', async () => {
    document.body.innerHTML = '<div id="target"></div>';
    const target = document.getElementById('target')!;
    target.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(scrollToAnchor('target')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 600 - ANCHOR_SCROLL_OFFSET_PX, behavior: 'smooth' });
    expect(scrollToAnchor('missing')).toBe(false);
  });

  it('clears a sticky header taller than 80 px', async () => {
    document.body.innerHTML = '<header class="sticky-top"></header><div id="target"></div>';
    document.querySelector('header')!.getBoundingClientRect = () => ({ height: 112 }) as DOMRect;
    document.getElementById('target')!.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollToAnchor('target');
    expect(scrollTo).toHaveBeenCalledWith({ top: 388, behavior: 'smooth' });
  });

  it('scrolls to the hash section when the page opens', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage(<HomePage />, '/#pricing', '/');
    await screen.findByRole('heading', { level: 1 });
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });
});
