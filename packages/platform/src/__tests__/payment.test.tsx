import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setLanguage } from '../i18n';
import PaymentStep, { explainPaymentError } from '../payment';
import { dismissToast, ToastViewport } from '../toast';

// Stripe.js stays out of jsdom: the loader and the Elements bindings are stand-ins, the Payment
// Element is ready at once, and the confirmations are spies.
const stripeFor = jest.fn();
jest.mock('@ministry/platform/stripe', () => ({ stripeFor: (key: string) => stripeFor(key) }));
const confirmPayment = jest.fn();
const confirmSetup = jest.fn();
const elementsGroups: { clientSecret: string; locale: string }[] = [];
jest.mock('@stripe/react-stripe-js', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    Elements: ({
      children,
      options,
    }: {
      children: ReactNode;
      options: { clientSecret: string; locale: string };
    }) => {
      useEffect(() => void elementsGroups.push(options), [options]);
      return <div data-testid="elements">{children}</div>;
    },
    PaymentElement: ({ onReady }: { onReady: () => void }) => {
      useEffect(() => onReady(), [onReady]);
      return <div data-testid="stripe-payment-element" />;
    },
    useStripe: () => ({ confirmPayment, confirmSetup }),
    useElements: () => ({}),
  };
});

function renderStep(intentType: 'payment' | 'setup' = 'payment') {
  return render(
    <>
      <PaymentStep
        publishableKey="pk_test_1"
        clientSecret="pi_1_secret_a"
        intentType={intentType}
        returnPath="/checkout/complete?order=WOP-1"
        submitLabel="Pay $56.00"
      />
      <ToastViewport />
    </>,
  );
}

beforeEach(async () => {
  stripeFor.mockReset().mockResolvedValue({});
  elementsGroups.length = 0;
  dismissToast();
  await act(() => setLanguage('en'));
});

describe('explainPaymentError', () => {
  const say = (key: string) => `«${key}»`;
  it('uses our words for the common codes, Stripe’s for card and form errors, else the fallback', () => {
    expect(explainPaymentError({ type: 'card_error', code: 'card_declined' }, say, 'x')).toBe('«declined»');
    expect(
      explainPaymentError(
        { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
        say,
        'x',
      ),
    ).toBe('«insufficientFunds»');
    expect(explainPaymentError({ type: 'validation_error', message: 'Postal code?' }, say, 'x')).toBe(
      'Postal code?',
    );
    expect(explainPaymentError({ type: 'api_connection_error', message: 'Network down' }, say, 'x')).toBe(
      'x',
    );
    expect(explainPaymentError({ type: 'card_error' }, say, 'x')).toBe('x');
  });
});

describe('the payment step', () => {
  it('confirms a PaymentIntent or a SetupIntent with the return address on this site', async () => {
    confirmPayment.mockReturnValue(new Promise(() => {}));
    renderStep('payment');
    const pay = await screen.findByRole('button', { name: 'Pay $56.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    expect(await screen.findByRole('button', { name: 'Processing payment…' })).toBeDisabled();
    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: { return_url: 'http://localhost/checkout/complete?order=WOP-1' },
      }),
    );
    expect(confirmSetup).not.toHaveBeenCalled();
    expect(elementsGroups).toEqual([
      expect.objectContaining({ clientSecret: 'pi_1_secret_a', locale: 'en' }),
    ]);
  });

  it('says a refusal once, in her language, above the card form, ready for another try', async () => {
    await act(() => setLanguage('es'));
    confirmSetup.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Declined.' },
    });
    renderStep('setup');
    const pay = await screen.findByRole('button', { name: 'Pay $56.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    const refusal = await screen.findByTestId('payment-error');
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(refusal).toHaveTextContent('El pago no se completó');
    expect(refusal).toHaveTextContent('Su tarjeta fue rechazada. Pruebe con otra tarjeta.');
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $56.00' })).toBeEnabled();
  });

  it('when Stripe.js fails to load, says so and loads it again on "Try again"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stripeFor.mockRejectedValueOnce(new Error('offline'));
    renderStep();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The secure payment form could not be loaded. Please check your connection and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $56.00' })).toBeInTheDocument();
    expect(stripeFor).toHaveBeenCalledTimes(2);
  });
});
