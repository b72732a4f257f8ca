import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import SubscribePage from '../pages/subscribe';
import SubscriptionSuccessPage from '../pages/subscription-success';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from './test-utils';

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

function service(answers: Record<string, FakeResponse> = {}) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (answers[key]) return answers[key];
    if (key === 'GET /api/auth/user') return { body: MEMBER };
    if (key === 'GET /api/subscription/config') return { body: { publishableKey: null } };
    return undefined;
  });
}

describe('/subscribe', () => {
  it('shows the three plans with Growth chosen, and lets another be chosen', async () => {
    service({ 'GET /api/auth/user': { status: 401 } });
    renderPage(<SubscribePage />, '/subscribe');
    expect(screen.getByRole('heading', { name: 'Subscription Plans', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    const transform = screen.getByRole('button', { name: 'Select Plan, Transform' });
    fireEvent.click(transform);
    expect(transform).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Select Plan, Growth' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The page's reads (her session, the billing config) answer after the choice: the card then asks the
    // visitor to log in.
    expect(await screen.findByRole('link', { name: 'Log in to continue' })).toBeInTheDocument();
  });

  it('asks a visitor to log in and come back', async () => {
    service({ 'GET /api/auth/user': { status: 401 } });
    renderPage(<SubscribePage />, '/subscribe');
    expect(await screen.findByRole('link', { name: 'Log in to continue' })).toHaveAttribute(
      'href',
      '/login?redirect=/subscribe',
    );
  });

  it('says when online payments are off, and asks for no payment', async () => {
    const calls = service();
    renderPage(<SubscribePage />, '/subscribe');
    expect(await screen.findByTestId('payments-unavailable')).toHaveTextContent(
      'Online payments are not available right now.',
    );
    expect(calls.some((call) => call.url === '/api/create-subscription-intent')).toBe(false);
  });

  it('sends a subscriber to her subscription instead of a second one', async () => {
    service({ 'GET /api/auth/user': { body: { ...MEMBER, hasActiveSubscription: true } } });
    renderPage(<SubscribePage />, '/subscribe');
    expect(await screen.findByText('You already have an active subscription.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your subscription' })).toHaveAttribute(
      'href',
      '/account?tab=subscription',
    );
  });

  it('speaks Spanish', async () => {
    service({ 'GET /api/auth/user': { status: 401 } });
    await act(() => setLanguage('es'));
    renderPage(<SubscribePage />, '/subscribe');
    expect(await screen.findByRole('link', { name: 'Iniciar sesión para continuar' })).toBeInTheDocument();
  });
});

describe('/subscription-success', () => {
  const at = (query: string) =>
    renderPage(<SubscriptionSuccessPage />, `/subscription-success${query}`, '/subscription-success');

  it('says when the page has no payment result', () => {
    service();
    at('');
    expect(screen.getByText('We could not find the result of a payment on this page.')).toBeInTheDocument();
  });

  it('says a failed payment started nothing, and asks the server nothing', () => {
    const calls = service();
    at('?setup_intent=seti_123&redirect_status=failed');
    expect(screen.getByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/subscription/complete')).toBe(false);
  });

  it('finishes the subscription on the server and shows the plan', async () => {
    const calls = service({
      'POST /api/subscription/complete': {
        body: {
          subscription: {
            planId: 'transform',
            status: 'active',
            currentPeriodEnd: '2030-02-01T00:00:00.000Z',
            cancelAtPeriodEnd: false,
          },
        },
      },
    });
    at('?setup_intent=seti_123&redirect_status=succeeded');
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your subscription is active.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Welcome to the Transform plan/)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/subscription/complete')?.body).toEqual({
        setupIntentId: 'seti_123',
      }),
    );
  });

  it('shows the server’s refusal with the way back to the plans', async () => {
    service({
      'POST /api/subscription/complete': {
        status: 409,
        body: { message: 'This payment does not belong to your account.' },
      },
    });
    at('?setup_intent=seti_123&redirect_status=succeeded');
    expect(await screen.findByText('This payment does not belong to your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/subscribe');
  });
});
