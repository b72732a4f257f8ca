import { useEffect, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeError } from '@stripe/stripe-js';
import { registerTranslations, useLanguage } from '@ministry/platform/i18n';
import { ErrorState, InlineSpinner } from '@ministry/platform/states';
import { stripeFor } from '@ministry/platform/stripe';
import type en from './locales/en/payment.json';

/**
 * The one payment step of the site (an order, a gift, a plan): Stripe.js, the Payment Element and the
 * confirm button, with one way of saying what went wrong. Only pages that take a card import it, each
 * through `import()`, so no first page carries it (nor Stripe.js, nor its texts); the servers' builds
 * leave it out (a card is only ever taken in the browser).
 */
const NAMESPACE = 'payment';
registerTranslations(NAMESPACE, (language) => import(`./locales/${language}/payment.json`));

type PaymentKey = keyof typeof en;

/** Our own words for the refusals a buyer meets most; Stripe's (already in her language) for the rest. */
const MESSAGES_BY_CODE: Readonly<Record<string, PaymentKey>> = {
  card_declined: 'declined',
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
  processing_error: 'processingError',
};

/** A flow's own words in place of the platform's (all optional). */
export interface PaymentTexts {
  /** The button while confirming ("Processing payment…"). */
  processing?: string;
  /** The heading of a refusal ("Payment not completed"). */
  failedTitle?: string;
  /** A refusal without words of ours or Stripe's. */
  failedDefault?: string;
}

export interface PaymentStepProps {
  publishableKey: string;
  /** The PaymentIntent's or SetupIntent's client secret (a new one mounts a new Elements group). */
  clientSecret: string;
  intentType: 'payment' | 'setup';
  /** Where Stripe sends the browser once confirmed: a path of this site, with its query. */
  returnPath: string;
  /** The confirm button ("Pay $56.00", "Give $50.00", "Subscribe Now"). */
  submitLabel: ReactNode;
  texts?: PaymentTexts;
  /** Classes for the box around the Payment Element. */
  slotClassName?: string;
  /** Styles for the confirm button (a remote's brand colours). */
  buttonStyle?: CSSProperties;
}

/** What a refusal says: ours for the common codes, Stripe's for card and form errors, else `fallback`. */
export function explainPaymentError(
  error: Pick<StripeError, 'type' | 'code' | 'decline_code' | 'message'>,
  say: (key: PaymentKey) => string,
  fallback: string,
): string {
  const key =
    (error.decline_code && MESSAGES_BY_CODE[error.decline_code]) || MESSAGES_BY_CODE[error.code ?? ''];
  if (key) return say(key);
  if ((error.type === 'card_error' || error.type === 'validation_error') && error.message)
    return error.message;
  return fallback;
}

/** Stripe.js for a key; a failed load says so, with "Try again" (the loader forgets a failed load). */
function useStripeJs(publishableKey: string): {
  stripe: Promise<Stripe | null>;
  failed: boolean;
  retry: () => void;
} {
  const [stripe, setStripe] = useState(() => stripeFor(publishableKey));
  const [failed, setFailed] = useState<Promise<unknown> | null>(null);
  useEffect(() => {
    let current = true;
    stripe.catch((error: unknown) => {
      console.error('Stripe.js failed to load:', error);
      if (current) setFailed(stripe);
    });
    return () => {
      current = false;
    };
  }, [stripe]);
  return { stripe, failed: failed === stripe, retry: () => setStripe(stripeFor(publishableKey)) };
}

/**
 * Stripe.js for the key and one Elements group per client secret and language (neither can change once
 * mounted), holding the confirm form. The default export, for `lazy(() => import(...))`.
 */
export default function PaymentStep({ publishableKey, clientSecret, ...form }: PaymentStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { stripe, failed, retry } = useStripeJs(publishableKey);
  if (failed) {
    return <ErrorState message={t('stripeLoadFailed')} onRetry={retry} />;
  }
  return (
    <Elements
      key={`${clientSecret}:${language}`}
      stripe={stripe}
      options={{ clientSecret, locale: language, appearance: { theme: 'stripe' } }}
    >
      <ConfirmForm {...form} />
    </Elements>
  );
}

/**
 * The Payment Element and the confirm button (disabled until Stripe and the element are ready, and
 * while it confirms). A confirmed intent leaves for the return path; a refusal stays here, said in
 * her language above the card form, ready for another try (one alert, read once).
 */
function ConfirmForm({
  intentType,
  returnPath,
  submitLabel,
  texts = {},
  slotClassName = '',
  buttonStyle,
}: Omit<PaymentStepProps, 'publishableKey' | 'clientSecret'>) {
  const { t } = useTranslation(NAMESPACE);
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title = texts.failedTitle ?? t('failedTitle');

  const fail = (message: string) => setFailure(message);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const confirmParams = { return_url: `${window.location.origin}${returnPath}` };
      const { error } =
        intentType === 'setup'
          ? await stripe.confirmSetup({ elements, confirmParams })
          : await stripe.confirmPayment({ elements, confirmParams });
      // Only reached when confirmation failed: on success the browser has left for the return URL.
      if (error) fail(explainPaymentError(error, (key) => t(key), texts.failedDefault ?? t('failedDefault')));
    } catch (error) {
      console.error('Payment confirmation failed:', error);
      fail(t('unexpected'));
    } finally {
      setBusy(false);
    }
  };

  const ready = !!stripe && !!elements && elementReady;
  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      {failure && (
        <Alert variant="danger" role="alert" data-testid="payment-error">
          <Alert.Heading as="h3" className="h6">
            {title}
          </Alert.Heading>
          <p className="mb-0">{failure}</p>
        </Alert>
      )}
      <div className={`${slotClassName} mb-3`.trim()} data-testid="payment-element">
        <PaymentElement onReady={() => setElementReady(true)} options={{ layout: 'tabs' }} />
      </div>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="w-100"
        style={buttonStyle}
        disabled={!ready || busy}
      >
        {busy && <InlineSpinner className="me-2" />}
        {busy ? (texts.processing ?? t('processing')) : submitLabel}
      </Button>
    </Form>
  );
}
