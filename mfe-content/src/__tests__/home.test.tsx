import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import HomePage from '../pages/home';
import { ANCHOR_SCROLL_OFFSET_PX, scrollToAnchor } from '../features/home/use-hash-scroll';
import { mockFetch, renderPage } from './test-utils';

beforeEach(() => {
  mockFetch(() => undefined);
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

const section = (id: string) => document.getElementById(id)!;

describe('the home page', () => {
  it('has its anchored sections with headings in order', () => {
    renderPage(<HomePage />, '/');
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

  it('sets the title (hero title + product name), description and social-preview tags', () => {
    renderPage(<HomePage />, '/');
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
    const { unmount } = renderPage(<HomePage />, '/');
    await act(() => setLanguage('es'));
    expect(document.title).toBe(
      'Encuentre esperanza, sanidad y propósito | Consejería Espiritual y Estudio Bíblico',
    );
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US');
    unmount();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('links the hero to /services and /contact', () => {
    renderPage(<HomePage />, '/');
    const hero = section('home');
    expect(within(hero).getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(within(hero).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('opens Our Story with Read More / Read Less', () => {
    renderPage(<HomePage />, '/');
    const about = section('about');
    expect(within(about).queryByText(/grew into a ministry/)).not.toBeVisible();
    const toggle = within(about).getByRole('button', { name: /Read More/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(within(about).getByRole('button', { name: /Read Less/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(about).getByText(/grew into a ministry/)).toBeVisible();
  });

  it('expands a service to its labelled blocks (loaded on first opening), or to the notice when it has none', async () => {
    renderPage(<HomePage />, '/');
    const card = screen.getByTestId('home-service-individual-counseling');
    fireEvent.click(within(card).getByRole('button', { name: /Read More/ }));
    expect(await within(card).findByRole('heading', { level: 4, name: 'Benefits' })).toBeInTheDocument();
    for (const label of [
      'Benefits',
      'Our Process',
      'Our Approach',
      'Specialties',
      'Client Testimonial',
      'Rates',
    ])
      expect(within(card).getByRole('heading', { level: 4, name: label })).toBeInTheDocument();
    expect(within(card).getByText('Package of 8 sessions: $880 ($110 per session)')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Contact us to learn more' })).toHaveAttribute(
      'href',
      '/contact',
    );

    const bookClub = screen.getByTestId('home-service-book-club');
    fireEvent.click(within(bookClub).getByRole('button', { name: /Read More/ }));
    expect(
      await within(bookClub).findByText('More information about this service will be available soon.'),
    ).toBeInTheDocument();
    expect(within(bookClub).getByRole('link', { name: 'Contact us to learn more' })).toBeInTheDocument();
  });

  it('shows one testimonial at a time, chosen with the dots, with its full story (loaded on first opening)', async () => {
    renderPage(<HomePage />, '/');
    const testimonials = section('testimonials');
    expect(within(testimonials).getAllByRole('article')).toHaveLength(1);
    expect(within(testimonials).getByRole('heading', { name: 'Jennifer M.' })).toBeInTheDocument();
    expect(within(testimonials).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    fireEvent.click(within(testimonials).getByRole('button', { name: /Read More/ }));
    expect(await within(testimonials).findByRole('heading', { level: 4, name: 'Full Story' })).toBeVisible();
    for (const label of [
      'Impact',
      'Specific Tools That Helped',
      'Key Lessons',
      'Before and After',
      'Recommended Resources',
      'Advice for Others',
    ])
      expect(within(testimonials).getByRole('heading', { level: 4, name: label })).toBeInTheDocument();

    const dot = within(testimonials).getByRole('button', { name: 'Show testimonial 4 of 4: Denise W.' });
    fireEvent.click(dot);
    expect(dot).toHaveAttribute('aria-pressed', 'true');
    expect(within(testimonials).getByRole('heading', { name: 'Denise W.' })).toBeInTheDocument();
    expect(within(testimonials).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    // A newly chosen testimonial starts collapsed; Denise has no long-form story yet.
    fireEvent.click(within(testimonials).getByRole('button', { name: /Read More/ }));
    expect(
      await within(testimonials).findByText('The full testimonial will be available soon.'),
    ).toBeInTheDocument();
    expect(within(testimonials).getByRole('link', { name: 'Share your story with us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('expands team members to their detail with a highlighted contact block, or a notice', async () => {
    renderPage(<HomePage />, '/');
    const sarah = screen.getByTestId('home-team-sarah-johnson');
    fireEvent.click(within(sarah).getByRole('button', { name: /Read More/ }));
    expect(await within(sarah).findByRole('heading', { name: 'Credentials' })).toBeInTheDocument();
    const contact = within(sarah).getByRole('heading', { name: 'Contact Information' }).closest('section')!;
    expect(contact).toHaveClass('ct-detail-highlight');
    expect(within(sarah).getByText(/^With over 20 years of clinical experience/)).toBeInTheDocument();

    const grace = screen.getByTestId('home-team-grace-williams');
    fireEvent.click(within(grace).getByRole('button', { name: /Read More/ }));
    expect(
      await within(grace).findByText('More information about Grace Williams will be available soon.'),
    ).toBeInTheDocument();
  });

  it('shows the three plans with the POPULAR CHOICE banner on growth and a custom-plan line', () => {
    renderPage(<HomePage />, '/');
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
    renderPage(<HomePage />, '/');
    expect(within(screen.getByTestId('plan-growth')).getByText('RECOMENDADO')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-growth')).getByText('Crecimiento')).toBeInTheDocument();
  });

  it('has the contact section with details and the form', () => {
    renderPage(<HomePage />, '/');
    const contact = section('contact');
    expect(within(contact).getByText(/Ridgewood, NY/)).toBeInTheDocument();
    expect(within(contact).getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});

describe('anchor scrolling', () => {
  it('scrolls smoothly to a section 80 px below the top', () => {
    document.body.innerHTML = '<div id="target"></div>';
    const target = document.getElementById('target')!;
    target.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(scrollToAnchor('target')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 600 - ANCHOR_SCROLL_OFFSET_PX, behavior: 'smooth' });
    expect(scrollToAnchor('missing')).toBe(false);
  });

  it('clears a sticky header taller than 80 px', () => {
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
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });
});
