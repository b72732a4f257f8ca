import { act, screen, within } from '@testing-library/react';
import type { SubscriptionResponse, SubscriptionStatus } from '@ministry/contracts/billing';
import { setLanguage } from '@ministry/platform/i18n';
import AccountPage from '../../../pages/account';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from '../../../__tests__/test-utils';

/** The weekly online prayer group every plan includes, on the account's Subscription tab. */

afterEach(async () => {
  await act(() => setLanguage('en'));
});

const subscription = (status: SubscriptionStatus): SubscriptionResponse => ({
  subscription: {
    planId: 'essential',
    status,
    currentPeriodEnd: '2030-02-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    interval: 'month',
  },
});

const GROUP = {
  en: { url: 'https://meet.example.org/prayer', when: 'Tuesdays, 7:00–8:00 pm (New York)', note: null },
  es: {
    url: 'https://meet.example.org/prayer',
    when: 'Martes, 7:00–8:00 p. m. (Nueva York)',
    note: 'La cámara es opcional.',
  },
};

function service(status: SubscriptionStatus, group?: FakeResponse) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const language = (init?.headers as Record<string, string> | undefined)?.['Accept-Language'];
    if (key === 'GET /api/auth/user') return { body: MEMBER };
    if (key === 'GET /api/subscription') return { body: subscription(status) };
    if (key === 'GET /api/subscription/prayer-group')
      return group ?? { body: GROUP[language === 'es' ? 'es' : 'en'] };
    return undefined;
  });
}

const openTab = () => renderPage(<AccountPage />, '/account?tab=subscription', '/account');

describe('the prayer group card', () => {
  it('shows an active subscriber the time and a link that opens the meeting', async () => {
    service('active');
    openTab();
    const card = await screen.findByRole('region', { name: 'Weekly online prayer group' });
    expect(await within(card).findByTestId('prayer-group-when')).toHaveTextContent(
      'Tuesdays, 7:00–8:00 pm (New York)',
    );
    const link = within(card).getByRole('link', { name: /^Join the prayer group/ });
    expect(link).toHaveAttribute('href', 'https://meet.example.org/prayer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('speaks Spanish, with the note', async () => {
    service('active');
    await act(() => setLanguage('es'));
    openTab();
    const card = await screen.findByRole('region', { name: 'Grupo de oración semanal en línea' });
    expect(await within(card).findByTestId('prayer-group-when')).toHaveTextContent(
      'Martes, 7:00–8:00 p. m. (Nueva York)',
    );
    expect(within(card).getByText('La cámara es opcional.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Unirse al grupo de oración/ })).toHaveAttribute(
      'href',
      'https://meet.example.org/prayer',
    );
  });

  it('says calmly when staff have not set the link yet', async () => {
    service('active', { status: 404, body: { message: "The prayer group's link is not set yet." } });
    openTab();
    expect(
      await screen.findByText('The meeting link is not ready yet. Please check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Join the prayer group/ })).not.toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Weekly online prayer group' });
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is never asked for while a payment is past due', async () => {
    const calls = service('past_due');
    openTab();
    expect(await screen.findByTestId('subscription-details')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Weekly online prayer group' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/subscription/prayer-group')).toBe(false);
  });
});
