import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Fund, Gift, GivingSummary } from '@ministry/contracts/giving';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AdminDashboardPage from '../pages/admin-dashboard';
import { ADMIN } from './fixtures';
import { mockFetch, renderPage, type FakeResponse } from './test-utils';

const GENERAL: Fund = {
  id: 'f1',
  name: 'General Fund',
  nameEs: 'Fondo general',
  description: '',
  descriptionEs: '',
  goalCents: null,
  raisedCents: 15000,
  archived: false,
};
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
  dedication: { kind: 'memory', name: 'Rose' },
  donorName: 'Lucia Vega',
  donorEmail: 'lucia@example.org',
  date: '2026-03-04T15:00:00.000Z',
};
const SUMMARY: GivingSummary = {
  totalCents: 15000,
  donors: 2,
  byFund: [{ fundId: 'f1', name: 'General Fund', nameEs: 'Fondo general', totalCents: 15000, count: 3 }],
  byMonth: [{ month: '2026-03', totalCents: 15000, count: 3 }],
};

function service(extra: Record<string, (body: unknown, url: string) => FakeResponse> = {}) {
  let funds = [GENERAL];
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0];
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const custom = extra[`${method} ${path}`];
    if (custom) return custom(body, url);
    // A finance admin: she sees the gifts (a plain admin's tab: admin-finance.test.tsx).
    if (url === '/api/auth/user') return { body: { ...ADMIN, finance: true } };
    if (path === '/api/admin/giving/funds' && method === 'GET') return { body: funds };
    if (path === '/api/admin/giving/funds' && method === 'POST') {
      const created = { ...GENERAL, ...(body as object), id: 'f2', raisedCents: 0 } as Fund;
      funds = [...funds, created];
      return { status: 201, body: created };
    }
    if (path === '/api/admin/giving/funds/f1/archive') {
      funds = funds.map((fund) => (fund.id === 'f1' ? { ...fund, archived: true } : fund));
      return { body: funds[0] };
    }
    if (path === '/api/admin/giving/summary') return { body: SUMMARY };
    if (path === '/api/admin/access-log')
      return { body: { entries: [], page: 1, pageSize: 50, totalCount: 0 } };
    if (path === '/api/admin/giving/gifts')
      return { body: { gifts: [GIFT], page: 1, pageSize: 25, totalCount: 1 } };
    return undefined;
  });
}

const openGiving = () => renderPage(<AdminDashboardPage />, '/admin?tab=giving', '/admin');

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

describe('the admin Giving tab', () => {
  it('creates a fund with a goal in dollars, checked by the shared schema, and archives one', async () => {
    const calls = service();
    openGiving();
    expect(await screen.findByRole('tab', { name: 'Giving', selected: true })).toBeInTheDocument();
    const funds = await screen.findByTestId('admin-funds');
    expect(within(funds).getByText('$150.00')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add fund' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create fund' }));
    expect(await screen.findByText('Enter the fund’s name.')).toBeInTheDocument();
    expect(screen.getByText('Enter the fund’s name in Spanish.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Missions' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name (Spanish)' }), {
      target: { value: 'Misiones' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Goal/ }), { target: { value: '2,500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create fund' }));
    expect(await within(funds).findByText('Missions')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Missions',
      nameEs: 'Misiones',
      description: '',
      descriptionEs: '',
      goalCents: 250000,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Archive, General Fund' }));
    expect(await screen.findByRole('button', { name: 'Restore, General Fund' })).toBeInTheDocument();
  });

  it('shows the period’s totals by fund and month, and filters the gifts (the CSV link follows)', async () => {
    const calls = service();
    openGiving();
    expect(await screen.findByTestId('giving-summary-totals')).toHaveTextContent('Total$150.00Donors2');
    expect(within(screen.getByTestId('summary-by-month')).getByText('March 2026')).toBeInTheDocument();
    const byFund = within(screen.getByTestId('summary-by-fund'));
    expect(byFund.getByRole('rowheader', { name: 'General Fund' }).closest('tr')).toHaveTextContent(
      'General Fund$150.003',
    );
    const gifts = await screen.findByTestId('admin-gifts');
    expect(within(gifts).getByText('In memory of Rose')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Fund' }), { target: { value: 'f1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Frequency' }), { target: { value: 'monthly' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Donor (name or e-mail)' }), {
      target: { value: 'lucia' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        '/api/admin/giving/gifts?fund=f1&frequency=monthly&donor=lucia',
      ),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/giving/gifts.csv?fund=f1&frequency=monthly&donor=lucia',
    );
  });

  it('refunds at most what is left, and shows the service’s refusal', async () => {
    const calls = service({
      'POST /api/admin/giving/gifts/g1/refund': () => ({
        status: 409,
        body: { message: 'You cannot refund more than what is left of this gift.' },
      }),
    });
    openGiving();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund, G-2026-000123' }));
    const amount = screen.getByRole('textbox', { name: 'Amount to refund (USD)' });
    expect(amount).toHaveValue('50.00');
    fireEvent.change(amount, { target: { value: '50.01' } });
    fireEvent.click(within(screen.getByTestId('refund-form')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an amount between $0.01 and $50.00.');
    expect(calls.some((call) => call.url.endsWith('/refund'))).toBe(false);

    fireEvent.change(amount, { target: { value: '20' } });
    fireEvent.click(within(screen.getByTestId('refund-form')).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText('You cannot refund more than what is left of this gift.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/refund'))?.body).toEqual({ amountCents: 2000 });
  });

  it('puts this month’s total and donors on the dashboard', async () => {
    service();
    renderPage(<AdminDashboardPage />, '/admin', '/admin');
    expect(await screen.findByTestId('giving-month-total')).toHaveTextContent('$150.00');
    expect(screen.getByTestId('giving-month-donors')).toHaveTextContent('2');
    expect(screen.getByTestId('giving-month-total')).toHaveAccessibleName('Given this month');
  });
});
