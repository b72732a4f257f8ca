import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Gift, RecurringGift } from '@ministry/contracts/giving';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AccountPage from '../pages/account';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from './test-utils';

const GIFT: Gift = {
  id: 'g1',
  receiptNumber: 'G-2026-000123',
  fundId: 'f1',
  fundName: 'General Fund',
  fundNameEs: 'Fondo general',
  amountCents: 5000,
  feeCents: 0,
  refundedCents: 0,
  frequency: 'once',
  status: 'succeeded',
  dedication: null,
  donorName: 'Martha Reyes',
  donorEmail: 'martha@example.org',
  date: '2026-03-04T15:00:00.000Z',
};
const FAILED: Gift = {
  ...GIFT,
  id: 'g2',
  receiptNumber: 'G-2026-000124',
  status: 'failed',
  frequency: 'monthly',
};
const MONTHLY: RecurringGift = {
  id: 'r1',
  fundId: 'f1',
  fundName: 'General Fund',
  fundNameEs: 'Fondo general',
  giftCents: 2500,
  amountCents: 2500,
  coverFee: false,
  status: 'active',
  nextDate: '2026-04-04T15:00:00.000Z',
};

function service(
  extra: Record<string, (body: unknown) => FakeResponse> = {},
  claim: { emailVerified: boolean; count: number | null } = { emailVerified: true, count: 0 },
) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    if (extra[key]) return extra[key](body);
    if (key === 'GET /api/auth/user') return { body: MEMBER };
    if (key === 'GET /api/giving/gifts') return { body: [GIFT, FAILED] };
    if (key === 'GET /api/giving/recurring') return { body: [MONTHLY] };
    if (key === 'GET /api/giving/statements') return { body: [2025, 2026] };
    if (key === 'GET /api/giving/claim') return { body: claim };
    return undefined;
  });
}

const openTab = (query = '?tab=giving') => renderPage(<AccountPage />, `/account${query}`, '/account');

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

describe('the account’s Giving tab', () => {
  it('lists the gifts with status and receipt, the monthly gift, and a statement per year', async () => {
    service();
    openTab();
    const table = await screen.findByTestId('my-gifts');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Mar 4, 2026General Fund$50.00SucceededReceipt PDF');
    expect(within(rows[1]!).getByRole('link', { name: 'Receipt PDF, G-2026-000123' })).toHaveAttribute(
      'href',
      '/api/giving/gifts/g1/receipt',
    );
    expect(rows[2]).toHaveTextContent('Failed');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(screen.getByText('$25.00 each month to General Fund')).toBeInTheDocument();
    expect(screen.getByText('Next gift: April 4, 2026')).toBeInTheDocument();
    const statements = within(screen.getByTestId('statements')).getAllByRole('link');
    expect(statements.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Statement 2026 (PDF)', '/api/giving/statements/2026'],
      ['Statement 2025 (PDF)', '/api/giving/statements/2025'],
    ]);
  });

  it('changes the monthly amount (validated, whole cents), pauses and cancels after confirming', async () => {
    // The service's copy of the monthly gift, as each call leaves it.
    let current = MONTHLY;
    const change = (next: Partial<RecurringGift>) => {
      current = { ...current, ...next };
      return { body: current };
    };
    const calls = service({
      'GET /api/giving/recurring': () => ({ body: [current] }),
      'PUT /api/giving/recurring/r1': (body) => {
        const cents = (body as { giftCents: number }).giftCents;
        return change({ giftCents: cents, amountCents: cents });
      },
      'POST /api/giving/recurring/r1/pause': () => change({ status: 'paused', nextDate: null }),
      'POST /api/giving/recurring/r1/cancel': () => change({ status: 'canceled', nextDate: null }),
    });
    openTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Change amount, General Fund' }));
    const amount = screen.getByRole('textbox', { name: 'New monthly amount (USD)' });
    expect(amount).toHaveValue('25.00');
    fireEvent.change(amount, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save amount' }));
    expect(await screen.findByText('The smallest gift is $5.00.')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save amount' }));
    expect(await screen.findByText('$40.00 each month to General Fund')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ giftCents: 4000, coverFee: false });

    fireEvent.click(screen.getByRole('button', { name: 'Pause, General Fund' }));
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume, General Fund' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel monthly gift, General Fund' }));
    const confirm = screen.getByTestId('recurring-cancel-confirm');
    expect(confirm).toHaveTextContent('Cancel your monthly gift of $40.00 to General Fund?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change amount/ })).toBeNull();
  });

  it('a failed monthly charge offers to update the card through the billing portal', async () => {
    const assign = jest.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });
    service({
      'GET /api/giving/recurring': () => ({ body: [{ ...MONTHLY, status: 'past_due' }] }),
      'POST /api/giving/portal': () => ({ body: { url: 'https://billing.stripe.test/session' } }),
    });
    openTab();
    expect(
      await screen.findByText('The last monthly charge failed. Please update your card.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/session'));
  });

  it('while her address is unverified, tells nothing of earlier gifts and offers the verification link', async () => {
    const calls = service(
      { 'POST /api/account/email-verification': () => ({ status: 202, body: { sent: true } }) },
      { emailVerified: false, count: null },
    );
    openTab();
    const prompt = await screen.findByTestId('verify-prompt');
    expect(prompt).toHaveTextContent(
      'Gifts you gave before you had an account can be added here once your e-mail address is verified.',
    );
    expect(screen.queryByTestId('claim-prompt')).toBeNull();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Send verification link' }));
    expect(await within(prompt).findByRole('status')).toHaveTextContent(
      'We sent a link to your e-mail address. Open it, then come back to this tab.',
    );
    expect(calls.filter((call) => call.url === '/api/giving/claim' && call.method === 'POST')).toEqual([]);
  });

  it('shows the service’s translated 429 when too many verification links were asked for', async () => {
    await act(() => setLanguage('es'));
    service(
      {
        'POST /api/account/email-verification': () => ({
          status: 429,
          body: { message: 'Ya le enviamos varios enlaces. Revise su bandeja de entrada.' },
        }),
      },
      { emailVerified: false, count: null },
    );
    openTab();
    const prompt = await screen.findByTestId('verify-prompt');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Enviar enlace de verificación' }));
    expect(await within(prompt).findByRole('alert')).toHaveTextContent(
      'Ya le enviamos varios enlaces. Revise su bandeja de entrada.',
    );
  });

  it('once her address is verified, counts the earlier gifts and adds them on her word', async () => {
    let added = false;
    const calls = service(
      {
        'POST /api/giving/claim': () => {
          added = true;
          return { body: { emailVerified: true, attached: 2 } };
        },
        'GET /api/giving/gifts': () => ({ body: added ? [GIFT, FAILED] : [] }),
      },
      { emailVerified: true, count: 2 },
    );
    openTab();
    const prompt = await screen.findByTestId('claim-prompt');
    expect(prompt).toHaveTextContent('We found 2 earlier gifts made with your verified e-mail address.');
    expect(screen.queryByTestId('verify-prompt')).toBeNull();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Add them to my account' }));
    expect(await within(prompt).findByRole('status')).toHaveTextContent(
      '2 earlier gifts were added to your account.',
    );
    expect(await screen.findByTestId('my-gifts')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/giving/claim' && call.method === 'POST')).toHaveLength(
      1,
    );
  });

  it('shows nothing to claim when her verified address has no earlier gifts', async () => {
    service({}, { emailVerified: true, count: 0 });
    openTab();
    await screen.findByTestId('my-gifts');
    expect(screen.queryByTestId('claim-prompt')).toBeNull();
    expect(screen.queryByTestId('verify-prompt')).toBeNull();
  });

  it('shows a translated 429 when her monthly gifts were changed too often', async () => {
    await act(() => setLanguage('es'));
    service({
      'POST /api/giving/recurring/r1/pause': () => ({
        status: 429,
        body: { message: 'Sus donativos mensuales se cambiaron muchas veces en poco tiempo.' },
      }),
    });
    openTab();
    fireEvent.click(await screen.findByRole('button', { name: /^Pausar/ }));
    expect(
      await screen.findByText('Sus donativos mensuales se cambiaron muchas veces en poco tiempo.'),
    ).toBeInTheDocument();
  });
});
