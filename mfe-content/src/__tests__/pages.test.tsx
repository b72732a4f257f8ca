import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import AboutPage from '../pages/about';
import ServicesPage from '../pages/services';
import TeamPage from '../pages/team';
import { mockFetch, renderPage } from './test-utils';

beforeEach(() => {
  mockFetch(() => undefined);
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the about page', () => {
  it('has the founder story, vision, mission and six values', () => {
    renderPage(<AboutPage />, '/about');
    expect(document.title).toBe('About Us | Spiritual Counseling & Bible Study');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    for (const name of ["Our Founder's Story", 'Our Vision', 'Our Mission', 'Our Values'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    for (const name of [
      'Faith-Centered',
      'Compassionate Care',
      'Community Connection',
      'Professional Excellence',
      'Holistic Approach',
      'Empowerment',
    ])
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
  });
});

describe('the services page', () => {
  it('lists the seven services and opens a labelled dialog with the service detail', async () => {
    renderPage(<ServicesPage />, '/services');
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(0, 7)
        .map((h) => h.textContent),
    ).toEqual([
      'Individual Counseling',
      'Bible Study Groups',
      'Spiritual Mentoring',
      'Group Workshops',
      'Virtual Counseling',
      'Book Club',
      'Prayer Groups',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Learn More\s?: Bible Study Groups$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bible Study Groups' });
    for (const label of ['Schedule', 'Current Topics', 'Format', 'Leadership', 'Childcare', 'Registration'])
      expect(within(dialog).getByRole('heading', { level: 3, name: label })).toBeInTheDocument();
    expect(within(dialog).getByText('Tuesday and Thursday evenings, 7:00–8:30 PM')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contact Us for More Information' })).toHaveAttribute(
      'href',
      '/contact',
    );
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the fallback for a service without detail', async () => {
    renderPage(<ServicesPage />, '/services');
    fireEvent.click(screen.getByRole('button', { name: /^Learn More\s?: Prayer Groups$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Prayer Groups' });
    expect(
      within(dialog).getByText('More information about this service will be available soon.'),
    ).toBeInTheDocument();
  });

  it('has the approach section and a button to /subscribe, in Spanish too', async () => {
    await act(() => setLanguage('es'));
    renderPage(<ServicesPage />, '/services');
    expect(screen.getByRole('heading', { name: 'Fundamento bíblico' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Experiencia profesional' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planes de suscripción' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    fireEvent.click(screen.getByRole('button', { name: /^Más información\s?: Consejería virtual$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Consejería virtual' });
    expect(within(dialog).getByRole('heading', { name: 'Soporte técnico' })).toBeInTheDocument();
  });
});

describe('the team page', () => {
  it('shows every member with a mail link, the leadership philosophy and the call to join', () => {
    renderPage(<TeamPage />, '/team');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Team' })).toBeInTheDocument();
    const sarah = screen.getByTestId('team-sarah-johnson');
    expect(within(sarah).getByRole('img', { name: 'Portrait of Dr. Sarah Johnson' })).toBeInTheDocument();
    expect(within(sarah).getByRole('link', { name: 'E-mail Dr. Sarah Johnson' })).toHaveAttribute(
      'href',
      'mailto:sarah@womenofpurpose.org',
    );
    expect(within(sarah).getAllByRole('link', { name: /profile of Dr. Sarah Johnson/ })).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Servant Leadership' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Collaborative Approach' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Opportunities' })).toBeInTheDocument();
  });
});
