import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { initialsOf } from '../components/portrait';
import AboutPage from '../pages/about';
import ServicesPage from '../pages/services';
import TeamPage from '../pages/team';
import { DOCUMENTS, siteContentHandler } from './site-content-fixture';
import { mockFetch, renderPage } from './test-utils';

beforeEach(() => {
  mockFetch(siteContentHandler());
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the about page', () => {
  it('shows the published about document: founder story, vision, mission and the values in order', async () => {
    renderPage(<AboutPage />, '/about');
    expect(await screen.findByRole('heading', { level: 2, name: "Our Founder's Story" })).toBeInTheDocument();
    expect(document.title).toBe('About Us | Spiritual Counseling & Bible Study');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('A community of women helping women.')).toBeInTheDocument();
    expect(screen.getByText('María came to New York at nineteen.')).toHaveClass('ct-story-text');
    expect(screen.getByText('In 2008 she opened her home for a Bible study.')).toHaveClass('ct-story-text');
    expect(screen.getByRole('img', { name: 'Portrait of María' })).toHaveAttribute(
      'src',
      '/api/site-content/images/founder.webp',
    );
    for (const name of ['Our Vision', 'Our Mission', 'Our Values'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Faith-Centered',
      'Hospitality',
    ]);
  });

  it('shows it in Spanish, a text without its translation in English', async () => {
    await act(() => setLanguage('es'));
    renderPage(<AboutPage />, '/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre nosotras' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Centradas en la fe' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Hospitality' })).toBeInTheDocument();
    expect(screen.getByText('An open table.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Retrato de María' })).toBeInTheDocument();
  });

  it('shows her initials when the founder has no photo', async () => {
    mockFetch(
      siteContentHandler({
        about: { ...DOCUMENTS.about, founder: { ...DOCUMENTS.about.founder, photo: null } },
      }),
    );
    renderPage(<AboutPage />, '/about');
    await screen.findByRole('heading', { level: 2, name: "Our Founder's Story" });
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('.ct-portrait-initials')).toHaveTextContent('MR');
  });

  it('takes a name’s initials without her title', () => {
    expect(
      ['María Rodríguez', 'Pastor María Rodríguez', 'Dr. Sarah Johnson', 'Jennifer M.', 'Grace'].map(
        initialsOf,
      ),
    ).toEqual(['MR', 'MR', 'SJ', 'JM', 'G']);
  });

  it('says so in the reader’s language when the document cannot be read, and tries again', async () => {
    let failing = true;
    const handler = siteContentHandler();
    mockFetch((url, init) => (failing ? { status: 503, body: { message: 'down' } } : handler(url, init)));
    await act(() => setLanguage('es'));
    renderPage(<AboutPage />, '/about');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esta parte de la página no se puede mostrar en este momento.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre nosotras' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the services page', () => {
  it('lists the services in the document’s order and opens a labelled dialog with their rich detail', async () => {
    renderPage(<ServicesPage />, '/services');
    await screen.findByTestId('service-individual-counseling');
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(0, 3)
        .map((h) => h.textContent),
    ).toEqual(['Individual Counseling', 'Bible Study Groups', 'Prayer Groups']);
    expect(
      within(screen.getByTestId('service-bible-study-groups')).getByText('Tuesdays, 7:00 PM'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Learn More\s?: Bible Study Groups$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bible Study Groups' });
    for (const label of ['Schedule', 'Registration'])
      expect(within(dialog).getByRole('heading', { level: 3, name: label })).toBeInTheDocument();
    expect(within(dialog).getByText('Tuesday evenings, 7:00–8:30 PM')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
    expect(within(dialog).getByRole('link', { name: 'the office' })).toHaveAttribute(
      'href',
      'tel:+17185550142',
    );
    expect(within(dialog).getByRole('link', { name: 'Contact Us for More Information' })).toHaveAttribute(
      'href',
      '/contact',
    );
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the fallback for a service without detail', async () => {
    renderPage(<ServicesPage />, '/services');
    fireEvent.click(await screen.findByRole('button', { name: /^Learn More\s?: Prayer Groups$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Prayer Groups' });
    expect(
      within(dialog).getByText('More information about this service will be available soon.'),
    ).toBeInTheDocument();
  });

  it('has the approach section, a button to /counseling and one to /subscribe, in Spanish too, an untranslated service in English', async () => {
    await act(() => setLanguage('es'));
    renderPage(<ServicesPage />, '/services');
    expect(screen.getByRole('link', { name: 'Consejería y mentoría' })).toHaveAttribute(
      'href',
      '/counseling',
    );
    expect(screen.getByRole('heading', { name: 'Fundamento bíblico' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Experiencia profesional' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planes de suscripción' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Prayer Groups' })).toBeInTheDocument();
    expect(screen.getByText('Praying together every week.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Más información\s?: Consejería individual$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Consejería individual' });
    expect(within(dialog).getByRole('heading', { name: 'Beneficios' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Un lugar seguro', 'Herramientas prácticas']);
  });
});

describe('the team page', () => {
  it('shows every member with her photo or initials, a mail link when she has an address, the philosophy and the call to join', async () => {
    renderPage(<TeamPage />, '/team');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Team' })).toBeInTheDocument();
    const sarah = await screen.findByTestId('team-sarah-johnson');
    expect(within(sarah).getByRole('img', { name: 'Portrait of Dr. Sarah Johnson' })).toHaveAttribute(
      'src',
      '/api/site-content/images/sarah.webp',
    );
    expect(within(sarah).getByText('Sarah is a licensed counselor.')).toBeInTheDocument();
    expect(within(sarah).getByRole('link', { name: 'E-mail Dr. Sarah Johnson' })).toHaveAttribute(
      'href',
      'mailto:sarah@womenofpurpose.org',
    );
    expect(within(sarah).getAllByRole('link', { name: /profile of Dr. Sarah Johnson/ })).toHaveLength(3);
    const grace = screen.getByTestId('team-grace-williams');
    expect(within(grace).queryByRole('img')).toBeNull();
    expect(grace.querySelector('.ct-portrait-initials')).toHaveTextContent('GW');
    expect(within(grace).queryByRole('link', { name: /^E-mail/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Servant Leadership' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Collaborative Approach' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Opportunities' })).toBeInTheDocument();
  });
});
