import { Button, Form, Spinner } from 'react-bootstrap';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { SUBSCRIPTION_RETURN_PATH } from '@ministry/contracts/billing';
import { toast } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';

/**
 * The Payment Element and 'Subscribe Now' (disabled until Stripe and the element are ready, and
 * while 'Processing...'). Confirming saves the card on the SetupIntent and sends the browser to
 * /subscription-success; a failure stays here with a toast.
 */
export function PaymentForm() {
  const { t } = useTranslation(NAMESPACE);
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    try {
      const { error } = await stripe.confirmSetup({
        elements,
        confirmParams: { return_url: `${window.location.origin}${SUBSCRIPTION_RETURN_PATH}` },
      });
      // Only reached when confirmation failed: on success the browser has already left for the return URL.
      if (error) {
        toast({
          title: t('subscribe.paymentFailedTitle'),
          description: error.message || t('subscribe.paymentFailedDefault'),
          variant: 'error',
        });
      }
    } catch (error) {
      console.error('Payment confirmation failed:', error);
      toast({ title: t('subscribe.errorTitle'), description: t('subscribe.unexpected'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const ready = !!stripe && !!elements && elementReady;
  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      <div className="sub-payment-slot mb-3" data-testid="payment-element">
        <PaymentElement onReady={() => setElementReady(true)} options={{ layout: 'tabs' }} />
      </div>
      <Button type="submit" variant="primary" size="lg" className="w-100" disabled={!ready || busy}>
        {busy ? (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            {t('subscribe.processing')}
          </>
        ) : (
          t('subscribe.submit')
        )}
      </Button>
    </Form>
  );
}
