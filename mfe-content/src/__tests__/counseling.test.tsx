import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { hydrateServerPage, unmountServerPage, type SectionModule } from '@ministry/platform/testing';
import CounselingPage from '../pages/counseling';
import * as counseling from '../ssr/counseling.ssr';
import { careApi, careHandler } from './care-fixture';
import { mockFetch, renderPage } from './test-utils';

const MEMBER = { id: 'u1', username: 'ruth', email: 'r@example.org', role: 'member' };
const SIGN_IN = '/login?redirect=%2Faccount%3Ftab%3Dcare';
const VISITOR_BOOKING = '/counseling/book?type=initial-consultation';
const SIGN_IN_TO_BUY = '/login?redirect=%2Fcounseling';

const card = (id: string) => screen.getByTestId(`care-type-${id}`);
/** A link's name: its visible label, then what it is about (jsdom puts a space before the colon). */
const named = (label: string, about: string) => new RegExp(`^${label}\\s?: ${about}$`);

afterEach(async () => {
  unmountServerPage();
  await act(() => setLanguage('en'));
});

describe('the counseling page', () => {
  it('says how booking works, the sessions with their prices, the plans’ sessions and mentoring', async () => {
    mockFetch(careHandler());
    renderPage(<CounselingPage />, '/counseling');
    expect(screen.getByRole('heading', { level: 1, name: 'Counseling & Mentoring' })).toBeInTheDocument();
    expect(document.title).toBe('Counseling & Mentoring | Spiritual Counseling & Bible Study');
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Choose the kind of help',
      'Choose a counselor, or the first available',
      'Pick a time',
      'Get your confirmation',
      'We remind you',
      'Move or cancel',
    ]);
    expect(steps).toHaveTextContent('Times are shown in New York time');
    expect(steps).toHaveTextContent('with a calendar invitation');
    expect(steps).toHaveTextContent('24 hours before your session and another one hour before');
    expect(steps).toHaveTextContent('From your account, until 24 hours before the session.');

    await screen.findByTestId('care-type-initial-consultation');
    const sessions = screen.getByRole('region', { name: 'Sessions and prices' });
    // The first step first, then by price.
    expect(
      within(sessions)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Initial consultation',
      'Counseling session',
      'Package of 8 sessions',
      'Included in the plans',
      'Mentoring',
    ]);
    expect(card('initial-consultation')).toHaveTextContent('No plan needed');
    expect(card('initial-consultation')).toHaveTextContent('Duration50 minutes');
    expect(card('initial-consultation')).toHaveTextContent('Price$75.00');
    expect(card('regular-session')).toHaveTextContent('$125.00');
    expect(card('package-8')).toHaveTextContent('$880.00');
    expect(card('package-8')).toHaveTextContent('8 sessions, to use within 12 months');
    // A visitor signs in to buy the package, and comes back here.
    expect(
      within(card('package-8')).getByRole('link', {
        name: named('Sign in to buy', 'Package of 8 sessions'),
      }),
    ).toHaveAttribute('href', SIGN_IN_TO_BUY);
    expect(within(card('package-8')).queryByRole('link', { name: /Ask us about it/ })).toBeNull();
    expect(card('plan-essential')).toHaveTextContent(
      'Essential plan session30 minutes · 1 session a month · Included in the Essential plan',
    );
    expect(card('plan-growth')).toHaveTextContent('2 sessions a month · Included in the Growth plan');
    expect(screen.getByRole('link', { name: 'View the plans' })).toHaveAttribute('href', '/subscribe');
    expect(card('mentoring')).toHaveTextContent('60 minutes · Free, arranged with you by our team');
    expect(screen.getByTestId('care-confidential')).toHaveTextContent(
      'is read only by you and your counselor. Our staff never see it.',
    );
  });

  it('shows each active counselor with her team member’s photo, name, role, languages and ways to meet', async () => {
    mockFetch(careHandler());
    renderPage(<CounselingPage />, '/counseling');
    const sarah = await screen.findByTestId('counselor-sarah-johnson');
    expect(within(sarah).getByRole('heading', { level: 3, name: 'Dr. Sarah Johnson' })).toBeInTheDocument();
    expect(within(sarah).getByRole('img', { name: 'Portrait of Dr. Sarah Johnson' })).toHaveAttribute(
      'src',
      '/api/site-content/images/sarah.webp',
    );
    expect(sarah).toHaveTextContent('Clinical Director');
    expect(sarah).toHaveTextContent('Counsels in English and Spanish');
    expect(sarah).toHaveTextContent('Meets: Virtual · In person');
    const grace = screen.getByTestId('counselor-grace-williams');
    expect(grace).toHaveTextContent('Counsels in Spanish');
    expect(grace).toHaveTextContent('GW');
    // One not on the team page and one who no longer counsels are not shown.
    const region = screen.getByRole('region', { name: 'Our counselors' });
    expect(within(region).getAllByRole('article')).toHaveLength(2);
  });

  it('shows the counselors when the team page’s document answers after everything else', async () => {
    let answerTeam: () => void = () => undefined;
    const handler = careHandler();
    mockFetch((url, init) =>
      url === '/api/site-content/team'
        ? new Promise((resolve) => {
            answerTeam = () => resolve(handler(url, init)!);
          })
        : handler(url, init),
    );
    renderPage(<CounselingPage />, '/counseling');
    await screen.findByTestId('care-type-initial-consultation');
    expect(screen.getByRole('region', { name: 'Our counselors' })).toHaveTextContent('Loading');
    act(() => answerTeam());
    expect(await screen.findByTestId('counselor-sarah-johnson')).toHaveTextContent('Dr. Sarah Johnson');
    expect(screen.getByRole('region', { name: 'Our counselors' })).not.toHaveTextContent('Loading');
  });

  it('is all in Spanish, a type without its Spanish name in English', async () => {
    await act(() => setLanguage('es'));
    mockFetch(careHandler());
    renderPage(<CounselingPage />, '/counseling');
    expect(screen.getByRole('heading', { level: 1, name: 'Consejería y mentoría' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo funciona' })).toBeInTheDocument();
    expect(await screen.findByTestId('care-type-initial-consultation')).toHaveTextContent(
      'Consulta inicialDuración50 minutosPrecio$75.00',
    );
    expect(card('plan-essential')).toHaveTextContent('1 sesión al mes · Incluida en el plan Esencial');
    expect(card('plan-growth')).toHaveTextContent('Growth plan session');
    expect(card('mentoring')).toHaveTextContent('Gratis, la coordina con usted nuestro equipo');
    const sarah = await screen.findByTestId('counselor-sarah-johnson');
    expect(sarah).toHaveTextContent('Directora clínica');
    expect(sarah).toHaveTextContent('Atiende en inglés y español');
    expect(sarah).toHaveTextContent('Virtual · En persona');
    expect(screen.getByRole('img', { name: 'Retrato de la Dra. Sarah Johnson' })).toBeInTheDocument();
    expect(screen.getByTestId('care-confidential')).toHaveTextContent('Nuestro personal nunca lo ve.');
    expect(screen.getByRole('link', { name: named('Reservar', 'Consulta inicial') })).toHaveAttribute(
      'href',
      VISITOR_BOOKING,
    );
  });

  it('leads a visitor’s Book buttons through the sign-in, but books the initial consultation without one', async () => {
    mockFetch(careHandler());
    renderPage(<CounselingPage />, '/counseling');
    await screen.findByTestId('care-type-initial-consultation');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', SIGN_IN),
    );
    expect(screen.getByRole('link', { name: named('Book', 'Counseling session') })).toHaveAttribute(
      'href',
      SIGN_IN,
    );
    // Open to visitors: her own booking page, no account needed.
    expect(screen.getByRole('link', { name: named('Book', 'Initial consultation') })).toHaveAttribute(
      'href',
      VISITOR_BOOKING,
    );
    // No Book button for what she cannot book herself.
    expect(screen.queryByRole('link', { name: /^Book\s?: (Package|Mentoring|Essential)/ })).toBeNull();
  });

  it('leads a signed-in member’s Book buttons straight to her booking screen', async () => {
    mockFetch(careHandler({ user: MEMBER }));
    renderPage(<CounselingPage />, '/counseling');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute(
        'href',
        '/account?tab=care',
      ),
    );
    expect(await screen.findByRole('link', { name: named('Book', 'Initial consultation') })).toHaveAttribute(
      'href',
      '/account?tab=care',
    );
  });

  it('lets a signed-in member buy the package: into her cart, then to the cart', async () => {
    const base = careHandler({ user: MEMBER });
    const calls = mockFetch((url, init) =>
      url === '/api/cart/package' && init?.method === 'POST'
        ? { status: 201, body: [{ id: 'l1', kind: 'package', productId: 'package-8', quantity: 1 }] }
        : base(url, init),
    );
    renderPage(<CounselingPage />, '/counseling');
    const buy = await screen.findByRole('button', {
      name: named('Buy the package', 'Package of 8 sessions'),
    });
    expect(within(card('package-8')).queryByRole('link', { name: /Sign in to buy/ })).toBeNull();
    fireEvent.click(buy);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/cart/package', body: { typeId: 'package-8' } },
    ]);
  });

  it('shows a member with a reduced rate her price: a package never more than its sessions at her rate', async () => {
    const base = careHandler({ user: MEMBER });
    const rates = {
      requests: [
        { status: 'pending', prices: [], decidedAt: null },
        {
          status: 'decided',
          prices: [{ typeId: 'regular-session', priceCents: 6000 }],
          decidedAt: '2026-03-01T12:00:00.000Z',
        },
      ],
    };
    mockFetch((url, init) => (url === '/api/care/sliding-scale/mine' ? { body: rates } : base(url, init)));
    renderPage(<CounselingPage />, '/counseling');
    // 8 × $60 = $480, less than the package's $880.
    await waitFor(() =>
      expect(card('package-8')).toHaveTextContent('Price$880.00Your price (reduced rate)$480.00'),
    );
    expect(card('regular-session')).toHaveTextContent('Your price (reduced rate)$60.00');
    expect(within(card('initial-consultation')).queryByTestId('care-your-price')).toBeNull();
    await act(() => setLanguage('es'));
    expect(card('package-8')).toHaveTextContent('Su precio (tarifa reducida)$480.00');
  });

  it('shows a member without a reduced rate the prices alone', async () => {
    mockFetch(careHandler({ user: MEMBER }));
    renderPage(<CounselingPage />, '/counseling');
    await screen.findByRole('button', { name: named('Buy the package', 'Package of 8 sessions') });
    expect(screen.queryByTestId('care-your-price')).toBeNull();
  });

  it('shows the shop’s refusal in her language and keeps her on the page', async () => {
    await act(() => setLanguage('es'));
    const base = careHandler({ user: MEMBER });
    mockFetch((url, init) =>
      url === '/api/cart/package' && init?.method === 'POST'
        ? { status: 404, body: { message: 'Ese paquete ya no está a la venta.' } }
        : base(url, init),
    );
    renderPage(<CounselingPage />, '/counseling');
    fireEvent.click(
      await screen.findByRole('button', { name: named('Comprar el paquete', 'Paquete de 8 sesiones') }),
    );
    expect(await within(card('package-8')).findByRole('alert')).toHaveTextContent(
      'Ese paquete ya no está a la venta.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/counseling');
    expect(
      screen.getByRole('button', { name: named('Comprar el paquete', 'Paquete de 8 sesiones') }),
    ).toBeEnabled();
  });

  it('says so when the sessions cannot be read, and tries again', async () => {
    let failing = true;
    mockFetch(careHandler({ failing: () => failing }));
    renderPage(<CounselingPage />, '/counseling');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sessions cannot be shown right now. Please try again.');
    // The rest of the page is there.
    expect(await screen.findByTestId('counselor-sarah-johnson')).toBeInTheDocument();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('care-type-initial-consultation')).toHaveTextContent('$75.00');
  });

  it('hydrates a visitor’s page from the server’s reads with no mismatch and no request', async () => {
    const calls = mockFetch(careHandler());
    await hydrateServerPage(counseling as SectionModule, { url: '/counseling', language: 'en' }, careApi());
    expect(calls).toEqual([]);
    expect(screen.getByTestId('care-type-initial-consultation')).toHaveTextContent('$75.00');
    // Readable without JavaScript: the server sends a visitor's way to buy the package.
    expect(
      screen.getByRole('link', { name: named('Sign in to buy', 'Package of 8 sessions') }),
    ).toHaveAttribute('href', SIGN_IN_TO_BUY);
    expect(screen.getByRole('link', { name: named('Book', 'Initial consultation') })).toHaveAttribute(
      'href',
      VISITOR_BOOKING,
    );
  });

  it('hydrates a member’s page as the server sent it, then reads her session for her links', async () => {
    const calls = mockFetch(careHandler({ user: MEMBER }));
    await hydrateServerPage(
      counseling as SectionModule,
      { url: '/counseling', language: 'en', visitor: false },
      careApi(),
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute(
        'href',
        '/account?tab=care',
      ),
    );
    // Then, signed in, her reduced rates (for her prices).
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toEqual(['/api/auth/user', '/api/care/sliding-scale/mine']),
    );
  });
});
