import { Button, Form, Spinner } from 'react-bootstrap';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { toast } from '@ministry/platform/toast';

export interface ConfirmFormTexts {
  submit: ReactNode;
  processing: string;
  /** A refused card: this title, with Stripe's message or `failedDefault`. */
  failedTitle: string;
  failedDefault: string;
  /** Anything else that went wrong. */
  unexpectedTitle: string;
  unexpected: string;
}

/**
 * The Payment Element and its submit button (disabled until Stripe and the element are ready, and
 * while processing). Confirms the Elements group's SetupIntent or PaymentIntent; on success Stripe
 * sends the browser to `returnPath`, a failure stays here with a toast. For the plans and for gifts.
 */
export function ConfirmForm({
  intentType,
  returnPath,
  texts,
  slotClassName = '',
}: {
  intentType: 'payment' | 'setup';
  returnPath: string;
  texts: ConfirmFormTexts;
  slotClassName?: string;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    try {
      const confirmParams = { return_url: `${window.location.origin}${returnPath}` };
      const { error } =
        intentType === 'setup'
          ? await stripe.confirmSetup({ elements, confirmParams })
          : await stripe.confirmPayment({ elements, confirmParams });
      // Only reached when confirmation failed: on success the browser has left for the return URL.
      if (error)
        toast({
          title: texts.failedTitle,
          description: error.message || texts.failedDefault,
          variant: 'error',
        });
    } catch (error) {
      console.error('Payment confirmation failed:', error);
      toast({ title: texts.unexpectedTitle, description: texts.unexpected, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const ready = !!stripe && !!elements && elementReady;
  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      <div className={`${slotClassName} mb-3`.trim()} data-testid="payment-element">
        <PaymentElement onReady={() => setElementReady(true)} options={{ layout: 'tabs' }} />
      </div>
      <Button type="submit" variant="primary" size="lg" className="w-100" disabled={!ready || busy}>
        {busy ? (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            {texts.processing}
          </>
        ) : (
          texts.submit
        )}
      </Button>
    </Form>
  );
}
