import { act, screen } from '@testing-library/react';
import type { DonationStatus } from '@ministry/contracts/giving';
import { setLanguage } from '@ministry/platform/i18n';
import GiveThankYouPage from '../pages/give-thank-you';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from './test-utils';

const SUCCEEDED: DonationStatus = {
  status: 'succeeded',
  frequency: 'once',
  amountCents: 5000,
  fundName: 'General Fund',
  fundNameEs: 'Fondo general',
  receiptNumber: 'G-2026-000123',
};

const at = (query: string) => renderPage(<GiveThankYouPage />, `/give/thank-you${query}`, '/give/thank-you');

function service(answers: Record<string, FakeResponse | (() => FakeResponse)>) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const answer = answers[key];
    if (answer) return typeof answer === 'function' ? answer() : answer;
    if (key === 'GET /api/auth/user') return { status: 401 };
    return undefined;
  });
}

afterEach(async () => {
  jest.useRealTimers();
  await act(() => setLanguage('en'));
});

describe('/give/thank-you', () => {
  it('says when there is no gift to confirm', () => {
    service({});
    at('');
    expect(screen.getByText('There is no gift to confirm here.')).toBeInTheDocument();
  });

  it('a one-time gift: asks again while it is processing, then thanks with the amount, fund and receipt', async () => {
    const answers = [{ ...SUCCEEDED, status: 'processing', receiptNumber: null }, SUCCEEDED];
    const calls = service({
      'GET /api/giving/donations/status': () => ({ body: answers.shift() ?? SUCCEEDED }),
    });
    at('?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_a&redirect_status=succeeded');
    expect(await screen.findByRole('heading', { name: 'Your gift is being processed' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your gift!' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your gift of $50.00 to General Fund was received.')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-number')).toHaveTextContent('Receipt number: G-2026-000123');
    expect(screen.getByText('A receipt was sent to your e-mail.')).toBeInTheDocument();
    const status = calls.filter((call) => call.url.startsWith('/api/giving/donations/status'));
    expect(status[0]!.url).toBe('/api/giving/donations/status?client_secret=pi_1_secret_a');
    expect(status).toHaveLength(2);
  });

  it('a monthly gift: completes the setup first, in Spanish, and links a member to her giving', async () => {
    const calls = service({
      'GET /api/auth/user': { body: MEMBER },
      'POST /api/giving/donations/complete': {
        body: { ...SUCCEEDED, frequency: 'monthly', amountCents: 2500 },
      },
    });
    await act(() => setLanguage('es'));
    at('?setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_b&redirect_status=succeeded');
    expect(await screen.findByRole('heading', { name: '¡Gracias por su donación!' })).toBeInTheDocument();
    expect(
      screen.getByText('Su donación mensual de $25.00 a Fondo general está activa.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ver mis donaciones' })).toHaveAttribute(
      'href',
      '/account?tab=giving',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ clientSecret: 'seti_1_secret_b' });
  });

  it('a failed payment, and a refusal from the service, say so with a way back', async () => {
    service({ 'GET /api/giving/donations/status': { body: { ...SUCCEEDED, status: 'failed' } } });
    const first = at('?payment_intent_client_secret=pi_2_secret_c&redirect_status=succeeded');
    expect(await screen.findByRole('heading', { name: 'Your gift did not go through' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/give');
    first.unmount();

    service({
      'POST /api/giving/donations/complete': {
        status: 400,
        body: { message: 'Your payment was not confirmed. Please try again.' },
      },
    });
    at('?setup_intent_client_secret=seti_3_secret_d&redirect_status=succeeded');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment was not confirmed. Please try again.',
    );
  });
});
