import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { hydrateServerPage, unmountServerPage, type SectionModule } from '@ministry/platform/testing';
import PrivacyPage from '../pages/privacy';
import * as privacy from '../ssr/privacy.ssr';
import { DOCUMENTS, siteContentApi, siteContentHandler } from './site-content-fixture';
import { mockFetch, renderPage } from './test-utils';

const PUBLISHED = {
  ministry: {
    ...DOCUMENTS.ministry,
    name: { en: 'Purpose House', es: 'Casa Propósito' },
    email: 'privacy@purpose.example',
  },
};

afterEach(async () => {
  unmountServerPage();
  await act(() => setLanguage('en'));
});

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** The retention table's rows, each as [what, how long]. */
const retentionRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);

describe('the privacy page', () => {
  it('in English: its sections, the retention table, the ministry’s published details and the date', async () => {
    mockFetch(siteContentHandler(PUBLISHED));
    renderPage(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | Spiritual Counseling & Bible Study');
    expect(headings()).toEqual([
      'Who we are',
      'What we keep and why',
      'How long we keep it',
      'Your rights',
      'Cookies',
      'Card payments',
    ]);
    expect(
      screen.getByRole('table', { name: 'How long each kind of information is kept' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Information',
      'How long we keep it',
    ]);
    expect(retentionRows()).toEqual([
      ['Contact messages', '12 months, then deleted'],
      [
        "What you write for counseling (requests, intake answers, your counselor's notes)",
        'Deleted 24 months after your last appointment',
      ],
      ['The record of who looked at donor records', '1 year'],
      [
        'Financial records (orders, gifts, receipts)',
        '7 years after the order or gift; then your name, e-mail, addresses and account are removed from it, and only the amounts, dates and receipt numbers stay for the tax records',
      ],
      ['Records of the e-mails and announcements we sent', '90 days'],
      ['Your account', 'Until you delete your account'],
    ]);
    expect(screen.getByTestId('privacy-updated')).toHaveTextContent('Last updated: December 2, 2026');

    const who = screen.getByRole('region', { name: 'Who we are' });
    expect(await within(who).findByText(/^This site belongs to Purpose House,/)).toBeInTheDocument();
    expect(within(who).getByRole('link', { name: 'privacy@purpose.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@purpose.example',
    );
    for (const link of screen.getAllByRole('link', { name: 'Write to us through the contact page' }))
      expect(link).toHaveAttribute('href', '/contact');

    const rights = screen.getByRole('region', { name: 'Your rights' });
    expect(within(rights).getAllByRole('listitem')).toHaveLength(2);
    expect(rights).toHaveTextContent('writing to us through the contact page');
    expect(rights).toHaveTextContent('Privacy tab of your account');

    const cookies = screen.getByRole('region', { name: 'Cookies' });
    expect(cookies).toHaveTextContent('There are no advertising or analytics trackers.');
    expect(
      within(cookies)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(':')[0]),
    ).toEqual([
      'Session',
      'Cart',
      'Language',
      'Sign-in protection',
      "On the pages where you pay, Stripe's payment form is loaded from Stripe and may set its own cookies to prevent fraud.",
    ]);
    const cards = screen.getByRole('region', { name: 'Card payments' });
    expect(cards).toHaveTextContent('this site never receives it and never stores it');
    expect(within(cards).getByRole('link', { name: "Stripe's privacy policy" })).toHaveAttribute(
      'href',
      'https://stripe.com/privacy',
    );
  });

  it('in Spanish: the same sections, table and date, with the Spanish name', async () => {
    await act(() => setLanguage('es'));
    mockFetch(siteContentHandler(PUBLISHED));
    renderPage(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(headings()).toEqual([
      'Quiénes somos',
      'Qué guardamos y por qué',
      'Por cuánto tiempo lo guardamos',
      'Sus derechos',
      'Cookies',
      'Pagos con tarjeta',
    ]);
    expect(
      screen.getByRole('table', { name: 'Por cuánto tiempo se guarda cada tipo de información' }),
    ).toBeInTheDocument();
    expect(retentionRows().map(([, howLong]) => howLong)).toEqual([
      '12 meses; después se eliminan',
      'Se elimina 24 meses después de su última cita',
      '1 año',
      '7 años después del pedido o donativo; luego se borran de él su nombre, correo electrónico, direcciones y cuenta, y solo se conservan los importes, las fechas y los números de recibo para los registros fiscales',
      '90 días',
      'Hasta que usted elimine su cuenta',
    ]);
    expect(screen.getByTestId('privacy-updated')).toHaveTextContent(
      'Última actualización: 2 de diciembre de 2026',
    );
    expect(await screen.findByText(/^Este sitio pertenece a Casa Propósito,/)).toBeInTheDocument();
  });

  it('names the seed’s ministry while the published details cannot be read', async () => {
    const calls = mockFetch(() => ({ status: 503 }));
    renderPage(<PrivacyPage />, '/privacy');
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/site-content/ministry'));
    // The failed read settles: the page keeps the seed's details and shows no error.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText(/^This site belongs to Women of Purpose Ministry,/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hydrates the server’s page with no mismatch and no request', async () => {
    const calls = mockFetch(siteContentHandler(PUBLISHED));
    await hydrateServerPage(
      privacy as SectionModule,
      { url: '/privacy', language: 'es' },
      siteContentApi(PUBLISHED),
    );
    expect(calls).toEqual([]);
    expect(screen.getByText(/^Este sitio pertenece a Casa Propósito,/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@purpose.example' })).toBeInTheDocument();
  });
});
