import { act, screen } from '@testing-library/react';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import type { MinistryContent } from '@ministry/contracts/site-content';
import { setLanguage } from '@ministry/platform/i18n';
import { mockFetch, renderPage } from '@ministry/platform/testing';
import { Footer } from '../footer';

const PUBLISHED: MinistryContent = {
  ...MINISTRY_CONTENT,
  name: { en: 'Purpose House', es: 'Casa Propósito' },
  email: 'office@purpose.example',
  phone: '(718) 555-0199',
  address: { ...MINISTRY_CONTENT.address, street: '1 New Street', postalCode: '11386' },
  social: [
    { id: 'facebook', network: 'facebook', url: '' },
    { id: 'instagram', network: 'instagram', url: 'https://instagram.com/purpose' },
  ],
};

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe("the footer's ministry details", () => {
  it('are the published document: name, e-mail, phone, address and social links', async () => {
    mockFetch((url) =>
      url === '/api/site-content/ministry'
        ? { body: { key: 'ministry', content: PUBLISHED, revision: 2, publishedAt: '' } }
        : undefined,
    );
    renderPage(<Footer />);
    expect(await screen.findByRole('heading', { name: 'Purpose House' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'E-mail: office@purpose.example' })).toHaveAttribute(
      'href',
      'mailto:office@purpose.example',
    );
    expect(screen.getByRole('link', { name: 'Phone: (718) 555-0199' })).toHaveAttribute(
      'href',
      'tel:7185550199',
    );
    expect(screen.getByText(/1 New Street/)).toHaveTextContent('1 New StreetRidgewood, NY 11386');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/purpose',
    );
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', '#');
    expect(screen.queryByRole('link', { name: 'YouTube' })).not.toBeInTheDocument();
    expect(screen.getByText(/All rights reserved/)).toHaveTextContent('Purpose House. All rights reserved.');
    await act(() => setLanguage('es'));
    expect(await screen.findByRole('heading', { name: 'Casa Propósito' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Teléfono: (718) 555-0199' })).toBeInTheDocument();
  });

  it("keep their place, hidden, while the document loads; the seed's when it cannot be read", async () => {
    let answer: (value: { status: number }) => void = () => undefined;
    mockFetch((url) =>
      url === '/api/site-content/ministry'
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    renderPage(<Footer />);
    const heading = screen.getByRole('heading', { name: MINISTRY_CONTENT.name.en, hidden: true });
    expect(heading).toHaveClass('invisible');
    expect(heading.closest('footer')?.querySelector('address')).toHaveClass('invisible');
    act(() => answer({ status: 503 }));
    expect(await screen.findByRole('heading', { name: MINISTRY_CONTENT.name.en })).not.toHaveClass(
      'invisible',
    );
    expect(screen.getByRole('link', { name: `Phone: ${MINISTRY_CONTENT.phone}` })).toBeInTheDocument();
  });
});

describe("the footer's services", () => {
  it('lead counseling and mentoring to their page, the rest to the services', async () => {
    mockFetch(() => ({ status: 503 }));
    renderPage(<Footer />);
    // The ministry's details settle on the seed's once the read fails.
    expect(await screen.findByRole('heading', { name: MINISTRY_CONTENT.name.en })).not.toHaveClass(
      'invisible',
    );
    for (const name of ['Individual Counseling', 'Spiritual Mentoring', 'Virtual Counseling'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/counseling');
    for (const name of ['Bible Study Groups', 'Group Workshops'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/services');
  });
});

describe("the footer's privacy link", () => {
  it('leads to /privacy, in English and in Spanish', async () => {
    mockFetch(() => ({ status: 503 }));
    renderPage(<Footer />);
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await act(() => setLanguage('es'));
    expect(await screen.findByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

describe("the footer's announcements link", () => {
  it('leads to /announcements, next to the privacy policy, in English and in Spanish', async () => {
    mockFetch(() => ({ status: 503 }));
    renderPage(<Footer />);
    const link = await screen.findByRole('link', { name: 'Announcements' });
    expect(link).toHaveAttribute('href', '/announcements');
    expect(link.parentElement).toBe(screen.getByRole('link', { name: 'Privacy Policy' }).parentElement);
    await act(() => setLanguage('es'));
    expect(await screen.findByRole('link', { name: 'Anuncios' })).toHaveAttribute('href', '/announcements');
  });
});
