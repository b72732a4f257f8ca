import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeError } from '@stripe/stripe-js';
import { ORDER_RETURN_PATH } from '@ministry/contracts/checkout';
import { NAMESPACE } from '../../../i18n';
import { BRAND_WHEN_DISABLED } from '../../../components/button-styles';

type PaymentMessageKey =
  | 'payment.declined'
  | 'payment.insufficientFunds'
  | 'payment.expiredCard'
  | 'payment.incorrectCvc'
  | 'payment.incorrectNumber'
  | 'payment.processingError';

/** Our own words for the refusals a buyer meets most; Stripe's (already in her language) for the rest. */
const MESSAGES_BY_CODE: Record<string, PaymentMessageKey> = {
  card_declined: 'payment.declined',
  insufficient_funds: 'payment.insufficientFunds',
  expired_card: 'payment.expiredCard',
  incorrect_cvc: 'payment.incorrectCvc',
  invalid_cvc: 'payment.incorrectCvc',
  incorrect_number: 'payment.incorrectNumber',
  invalid_number: 'payment.incorrectNumber',
  processing_error: 'payment.processingError',
};

/** Where Stripe sends the browser once the payment is confirmed: the page that waits for the webhook. */
export function orderReturnUrl(orderNumber: string): string {
  return `${window.location.origin}${ORDER_RETURN_PATH}?order=${encodeURIComponent(orderNumber)}`;
}

/**
 * The Payment Element and 'Pay $N' (disabled until Stripe and the element are ready, and while it
 * confirms). A confirmed payment leaves for the return URL; a refusal stays here, said in the
 * buyer's language, with the card form ready for another try.
 */
export function PayForm({ orderNumber, totalLabel }: { orderNumber: string; totalLabel: string }) {
  const { t } = useTranslation(NAMESPACE);
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const explain = (error: StripeError): string => {
    const key =
      (error.decline_code && MESSAGES_BY_CODE[error.decline_code]) || MESSAGES_BY_CODE[error.code ?? ''];
    if (key) return t(key);
    if ((error.type === 'card_error' || error.type === 'validation_error') && error.message)
      return error.message;
    return t('payment.failedDefault');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: orderReturnUrl(orderNumber) },
      });
      // Only reached when confirmation failed: on success the browser has already left for the return URL.
      if (error) setFailure(explain(error));
    } catch (error) {
      console.error('Payment confirmation failed:', error);
      setFailure(t('payment.unexpected'));
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
            {t('payment.failedTitle')}
          </Alert.Heading>
          <p className="mb-0">{failure}</p>
        </Alert>
      )}
      <div className="mb-3" data-testid="payment-element">
        <PaymentElement onReady={() => setElementReady(true)} options={{ layout: 'tabs' }} />
      </div>
      <Button type="submit" size="lg" className="w-100" style={BRAND_WHEN_DISABLED} disabled={!ready || busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {busy ? t('payment.processing') : t('payment.pay', { amount: totalLabel })}
      </Button>
    </Form>
  );
}
