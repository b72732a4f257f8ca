import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SubscriptionResponse } from '@ministry/contracts/billing';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AccountPage from '../../../pages/account';
import SubscribePage from '../../../pages/subscribe';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from '../../../__tests__/test-utils';

/** Yearly billing (issue 42): chosen on /subscribe, switched from the account's Subscription tab. */

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

function service(answers: Record<string, FakeResponse> = {}) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (answers[key]) return answers[key];
    if (key === 'GET /api/auth/user') return { body: MEMBER };
    if (key === 'GET /api/subscription/config') return { body: { publishableKey: 'pk_test_mock' } };
    if (key === 'POST /api/create-subscription-intent') return { body: { clientSecret: 'seti_1_secret_2' } };
    if (key === 'GET /api/resources') return { body: [] };
    return undefined;
  });
}

/** A visitor's checkout card has settled once it asks her to log in. */
const settled = () =>
  screen.findByRole('link', { name: /^(Log in to continue|Iniciar sesión para continuar)$/ });

describe('/subscribe: monthly or yearly', () => {
  it('shows monthly prices first, then each plan’s yearly price, its month and the saving', async () => {
    service({ 'GET /api/auth/user': { status: 401 } });
    renderPage(<SubscribePage />, '/subscribe');
    const group = screen.getByRole('group', { name: 'Billing' });
    const monthly = within(group).getByRole('radio', { name: 'Monthly' });
    const yearly = within(group).getByRole('radio', { name: /^Yearly/ });
    expect(yearly).toHaveAccessibleName('Yearly Save 20%');
    expect(monthly).toBeChecked();
    expect(within(screen.getByTestId('plan-essential')).getByText('$49.00 per month')).toBeInTheDocument();

    fireEvent.click(yearly);
    expect(yearly).toBeChecked();
    const essential = within(screen.getByTestId('plan-essential'));
    expect(essential.getByText('$470.40 per year')).toBeInTheDocument();
    expect(essential.getByText('$39.20/month, billed yearly — you save 20%')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-growth')).getByText('$854.40 per year')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-transform')).getByText('$1,430.40 per year')).toBeInTheDocument();
    await settled();
  });

  it('is one native radio group, so the keyboard reaches and moves through it', async () => {
    service({ 'GET /api/auth/user': { status: 401 } });
    renderPage(<SubscribePage />, '/subscribe');
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    for (const radio of radios) {
      expect(radio).toHaveAttribute('type', 'radio');
      expect(radio).toHaveAttribute('name', 'billing-interval');
      expect(radio).not.toHaveAttribute('tabindex', '-1');
    }
    radios[1]!.focus();
    expect(radios[1]).toHaveFocus();
    fireEvent.click(radios[1]!);
    expect(radios[1]).toBeChecked();
    expect(radios[0]).not.toBeChecked();
    await settled();
  });

  it('sends the chosen interval with the plan, a new intent for each change', async () => {
    const calls = service();
    renderPage(<SubscribePage />, '/subscribe');
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/create-subscription-intent').map((c) => c.body)).toEqual([
        { planId: 'growth', interval: 'month' },
      ]),
    );
    fireEvent.click(screen.getByRole('radio', { name: /^Yearly/ }));
    expect(await screen.findByText('Growth plan — $854.40/year')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Select Plan, Essential' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/create-subscription-intent').map((c) => c.body)).toEqual([
        { planId: 'growth', interval: 'month' },
        { planId: 'growth', interval: 'year' },
        { planId: 'essential', interval: 'year' },
      ]),
    );
    expect(screen.getByTestId('selected-plan')).toHaveTextContent('Essential plan — $470.40/year');
  });

  it('speaks Spanish', async () => {
    service({ 'GET /api/auth/user': { status: 401 } });
    await act(() => setLanguage('es'));
    renderPage(<SubscribePage />, '/subscribe');
    fireEvent.click(screen.getByRole('radio', { name: 'Anual Ahorre 20%' }));
    expect(within(screen.getByTestId('plan-essential')).getByText('$470.40 al año')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('plan-essential')).getByText(
        '$39.20/mes, facturado anualmente: ahorra un 20%',
      ),
    ).toBeInTheDocument();
    await settled();
  });
});

const subscription = (interval: 'month' | 'year'): SubscriptionResponse => ({
  subscription: {
    planId: 'growth',
    status: 'active',
    currentPeriodEnd: '2030-02-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    interval,
  },
});

describe('the Subscription tab: monthly ↔ yearly', () => {
  const openTab = () => renderPage(<AccountPage />, '/account?tab=subscription', '/account');

  it('shows the interval, asks first, switches to yearly and shows the yearly plan', async () => {
    let current = subscription('month');
    const calls = service({
      'GET /api/subscription': { body: current },
      'POST /api/subscription/interval': { body: subscription('year') },
    });
    openTab();
    expect(await screen.findByTestId('subscription-interval')).toHaveTextContent('Monthly');
    expect(screen.getByTestId('subscription-details')).toHaveTextContent('Growth — $89.00/month');

    fireEvent.click(screen.getByRole('button', { name: 'Switch to yearly billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to yearly billing?' });
    expect(dialog).toHaveTextContent('From today the Growth plan costs $854.40 a year (you save 20%).');
    expect(calls.some((c) => c.url === '/api/subscription/interval')).toBe(false);

    current = subscription('year');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch to yearly billing' }));
    expect(await screen.findByText('Your subscription is now billed yearly.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/subscription/interval')?.body).toEqual({ interval: 'year' });
    await waitFor(() => expect(screen.getByTestId('subscription-interval')).toHaveTextContent('Yearly'));
    expect(screen.getByTestId('subscription-details')).toHaveTextContent('Growth — $854.40/year');
    expect(screen.getByRole('button', { name: 'Switch to monthly billing' })).toBeInTheDocument();
  });

  it('keeps it as it is when she says so', async () => {
    const calls = service({ 'GET /api/subscription': { body: subscription('year') } });
    openTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to monthly billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to monthly billing?' });
    expect(dialog).toHaveTextContent('From today the Growth plan costs $89.00 a month.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it as it is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url === '/api/subscription/interval')).toBe(false);
  });

  it('shows the service’s refusal and keeps the interval', async () => {
    service({
      'GET /api/subscription': { body: subscription('month') },
      'POST /api/subscription/interval': {
        status: 409,
        body: { message: 'Your subscription is already billed that way.' },
      },
    });
    openTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to yearly billing' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch to yearly billing' }));
    expect(await screen.findByText('Your subscription is already billed that way.')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-interval')).toHaveTextContent('Monthly');
  });

  it('offers no switch while a payment is past due, and speaks Spanish', async () => {
    service({
      'GET /api/subscription': {
        body: { subscription: { ...subscription('year').subscription!, status: 'past_due' } },
      },
    });
    await act(() => setLanguage('es'));
    openTab();
    expect(await screen.findByTestId('subscription-interval')).toHaveTextContent('Anual');
    expect(screen.getByTestId('subscription-details')).toHaveTextContent('Crecimiento — $854.40/año');
    expect(screen.queryByRole('button', { name: /^Cambiar a facturación/ })).not.toBeInTheDocument();
  });
});
