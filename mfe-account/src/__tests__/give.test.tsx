import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DonationResponse, Fund } from '@ministry/contracts/giving';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import GivePage from '../pages/give';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from './test-utils';

// Stripe.js stays out of jsdom: the Payment Element is a stand-in that is ready at once, and the
// confirmations are spies (what the page asks Stripe to do is what is tested).
const confirmPayment = jest.fn();
const confirmSetup = jest.fn();
jest.mock('@ministry/platform/stripe', () => ({ stripeFor: () => Promise.resolve({}) }));
jest.mock('@stripe/react-stripe-js', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    Elements: ({ children }: { children: ReactNode }) => <div data-testid="elements">{children}</div>,
    PaymentElement: ({ onReady }: { onReady: () => void }) => {
      useEffect(() => onReady(), [onReady]);
      return <div data-testid="stripe-payment-element" />;
    },
    useStripe: () => ({ confirmPayment, confirmSetup }),
    useElements: () => ({}),
  };
});

const GENERAL: Fund = {
  id: 'f1',
  name: 'General Fund',
  nameEs: 'Fondo general',
  description: 'Where the need is greatest.',
  descriptionEs: 'Donde más se necesita.',
  goalCents: null,
  raisedCents: 0,
  archived: false,
};
const RETREAT: Fund = {
  id: 'f2',
  name: 'Retreat Scholarships',
  nameEs: 'Becas para el retiro',
  description: 'Helps a woman come to the retreat.',
  descriptionEs: 'Ayuda a una mujer a venir al retiro.',
  goalCents: 500000,
  raisedCents: 125000,
  archived: false,
};

const ONCE: DonationResponse = {
  clientSecret: 'pi_123_secret_abc',
  intentType: 'payment',
  amountCents: 5181,
  publishableKey: 'pk_test_123',
};

function service({ user, donation }: { user?: FakeResponse; donation?: FakeResponse } = {}) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/auth/user') return user ?? { status: 401 };
    if (key === 'GET /api/giving/funds') return { body: [GENERAL, RETREAT] };
    if (key === 'POST /api/giving/donations') return donation ?? { body: ONCE };
    return undefined;
  });
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

describe('/give', () => {
  it('shows the funds with a goal bar, the presets and the total with the fee', async () => {
    service();
    renderPage(<GivePage />, '/give');
    expect(await screen.findByRole('radio', { name: 'General Fund' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Retreat Scholarships' })).toHaveAccessibleDescription(
      'Helps a woman come to the retreat.',
    );
    const bar = screen.getByRole('progressbar', { name: 'Goal for Retreat Scholarships' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '$1,250.00 raised of $5,000.00');

    expect(screen.getByRole('button', { name: '$50.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('give-total')).toHaveTextContent('Total: $50.00');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Add 2.9% \+ 30¢/ }));
    // (5000 + 30) / 0.971, rounded up to the cent
    expect(screen.getByTestId('give-total')).toHaveTextContent('Total: $51.81');
    fireEvent.click(screen.getByRole('button', { name: '$100.00' }));
    expect(screen.getByRole('button', { name: '$50.00' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('give-total')).toHaveTextContent('Total: $103.30');
    fireEvent.change(field(/^Other amount/), { target: { value: '12.5' } });
    expect(screen.getByRole('button', { name: '$100.00' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('give-total')).toHaveTextContent('Total: $13.19');
  });

  it('refuses a bad amount and a visitor without name or e-mail, with translated messages, keeping the input', async () => {
    const calls = service();
    renderPage(<GivePage />, '/give');
    await screen.findByRole('radio', { name: 'General Fund' });
    fireEvent.change(field(/^Other amount/), { target: { value: '4.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The smallest gift is $5.00.')).toBeInTheDocument();
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(field(/^Other amount/)).toHaveValue('4.99');
    expect(field(/^Other amount/)).toHaveFocus();

    fireEvent.change(field(/^Other amount/), { target: { value: '10000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(
      await screen.findByText('The largest gift online is $10,000.00. Please contact us for a larger gift.'),
    ).toBeInTheDocument();
    fireEvent.change(field(/^Other amount/), { target: { value: '20.123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Enter an amount in dollars and cents.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('a visitor gives once: the service gets the gift in cents, the fee choice and the dedication; Stripe confirms the payment', async () => {
    const calls = service();
    renderPage(<GivePage />, '/give');
    fireEvent.click(await screen.findByRole('radio', { name: 'Retreat Scholarships' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Add 2.9%/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dedicate this gift' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Dedication' }), { target: { value: 'memory' } });
    fireEvent.change(field('Name'), { target: { value: 'Grandma Rose' } });
    fireEvent.change(field('Full name'), { target: { value: 'Lucia Vega' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'lucia@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByText('You will be charged $51.81.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      fundId: 'f2',
      giftCents: 5000,
      frequency: 'once',
      coverFee: true,
      dedication: { kind: 'memory', name: 'Grandma Rose' },
      name: 'Lucia Vega',
      email: 'lucia@example.org',
    });
    confirmPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const give = await screen.findByRole('button', { name: 'Give $51.81' });
    await waitFor(() => expect(give).toBeEnabled());
    fireEvent.click(give);
    // Said as every payment step says a refusal: once, above the card form.
    const refusal = await screen.findByTestId('payment-error');
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(refusal).toHaveTextContent('Payment not completed');
    expect(refusal).toHaveTextContent('Your card was declined. Please try another card.');
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ confirmParams: { return_url: 'http://localhost/give/thank-you' } }),
    );
    expect(confirmSetup).not.toHaveBeenCalled();

    // Back to the form: every choice is still there.
    fireEvent.click(screen.getByRole('button', { name: 'Change my gift' }));
    expect(await screen.findByRole('radio', { name: 'Retreat Scholarships' })).toBeChecked();
    expect(field('Name')).toHaveValue('Grandma Rose');
    expect(field('Full name')).toHaveValue('Lucia Vega');
  });

  it('asks a visitor to sign in for a monthly gift, keeping her choices in the return address', async () => {
    const calls = service();
    renderPage(<GivePage />, '/give');
    fireEvent.click(await screen.findByRole('button', { name: '$25.00' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByTestId('give-total')).toHaveTextContent('Total: $25.00 each month');
    const login = within(screen.getByTestId('monthly-sign-in')).getByRole('link', {
      name: 'Log in to give monthly',
    });
    const redirect = new URL(login.getAttribute('href')!, 'http://localhost').searchParams.get('redirect');
    expect(redirect).toBe('/give?fund=f1&amount=2500&frequency=monthly');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('a member comes back with her choices, gives monthly as herself, and Stripe confirms the setup', async () => {
    const calls = service({
      user: { body: MEMBER },
      donation: {
        body: { ...ONCE, clientSecret: 'seti_1_secret_x', intentType: 'setup', amountCents: 2500 },
      },
    });
    renderPage(<GivePage />, '/give?fund=f2&amount=2500&frequency=monthly');
    expect(await screen.findByRole('radio', { name: 'Retreat Scholarships' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByTestId('giving-as')).toHaveTextContent('Giving as Martha Reyes (martha@example.org)');
    expect(screen.queryByRole('textbox', { name: 'Full name' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('You will be charged $25.00 each month.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      fundId: 'f2',
      giftCents: 2500,
      frequency: 'monthly',
      name: 'Martha Reyes',
      email: 'martha@example.org',
    });
    confirmSetup.mockResolvedValue({ error: {} });
    const give = screen.getByRole('button', { name: 'Give $25.00 monthly' });
    await waitFor(() => expect(give).toBeEnabled());
    fireEvent.click(give);
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(
      'Your payment could not be completed. Please check your card details or try another card.',
    );
    expect(confirmSetup).toHaveBeenCalled();
  });

  it('shows the service’s refusal (a rate limit) and keeps the form', async () => {
    service({ donation: { status: 429, body: { message: 'Too many gifts were started from here.' } } });
    renderPage(<GivePage />, '/give');
    await screen.findByRole('radio', { name: 'General Fund' });
    fireEvent.change(field('Full name'), { target: { value: 'Lucia Vega' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'lucia@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many gifts were started from here.');
    expect(field('Full name')).toHaveValue('Lucia Vega');
  });

  it('speaks Spanish', async () => {
    service();
    await act(() => setLanguage('es'));
    renderPage(<GivePage />, '/give');
    expect(await screen.findByRole('radio', { name: 'Fondo general' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Donar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar al pago' })).toBeInTheDocument();
    fireEvent.change(field(/^Otro monto/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(await screen.findByText('El donativo mínimo es de $5.00.')).toBeInTheDocument();
  });
});
