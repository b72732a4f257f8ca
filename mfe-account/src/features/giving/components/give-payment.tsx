import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { GIVING_RETURN_PATH, type GiftFrequency } from '@ministry/contracts/giving';
import { useLanguage } from '@ministry/platform/i18n';
import { stripeFor } from '@ministry/platform/stripe';
import { toast } from '@ministry/platform/toast';
import { formatCents } from '../format';
import { NAMESPACE } from '../texts';
import type { StartedGift } from './give-form';

/**
 * The Payment Element and "Give $50.00": confirms the PaymentIntent (one-time) or the SetupIntent
 * (monthly) and lets Stripe send the browser to /give/thank-you; a failure stays here with a toast.
 */
function PaymentStep({ intentType, label }: { intentType: 'payment' | 'setup'; label: string }) {
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
      const confirmParams = { return_url: `${window.location.origin}${GIVING_RETURN_PATH}` };
      const { error } =
        intentType === 'setup'
          ? await stripe.confirmSetup({ elements, confirmParams })
          : await stripe.confirmPayment({ elements, confirmParams });
      // Only reached when confirmation failed: on success the browser has left for the return URL.
      if (error) {
        toast({
          title: t('giving.give.paymentFailed'),
          description: error.message || t('giving.give.paymentFailedDefault'),
          variant: 'error',
        });
      }
    } catch (error) {
      console.error('Gift confirmation failed:', error);
      toast({
        title: t('giving.give.paymentFailed'),
        description: t('giving.give.unexpected'),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const ready = !!stripe && !!elements && elementReady;
  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      <div className="mb-3" data-testid="payment-element">
        <PaymentElement onReady={() => setElementReady(true)} options={{ layout: 'tabs' }} />
      </div>
      <Button type="submit" variant="primary" size="lg" className="w-100" disabled={!ready || busy}>
        {busy ? (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            {t('giving.give.processing')}
          </>
        ) : (
          label
        )}
      </Button>
    </Form>
  );
}

/** Step two of /give: what will be charged (the service's amount), the card, and a way back. */
export function GivePayment({ gift, onChange }: { gift: StartedGift; onChange: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { clientSecret, intentType, amount, publishableKey } = gift.response;
  const frequency: GiftFrequency = gift.request.frequency;
  const charged = formatCents(amount, language);
  const stripePromise = useMemo(() => (publishableKey ? stripeFor(publishableKey) : null), [publishableKey]);
  const [stripeFailed, setStripeFailed] = useState(false);
  useEffect(() => {
    stripePromise?.catch((error: unknown) => {
      console.error('Stripe.js failed to load:', error);
      setStripeFailed(true);
    });
  }, [stripePromise]);

  let body;
  if (!stripePromise) {
    body = (
      <Alert variant="warning" data-testid="payments-unavailable">
        {t('giving.give.notConfigured')}
      </Alert>
    );
  } else if (stripeFailed) {
    body = (
      <Alert variant="danger" role="alert">
        {t('giving.give.stripeLoadFailed')}
      </Alert>
    );
  } else {
    body = (
      <Elements
        key={clientSecret}
        stripe={stripePromise}
        options={{ clientSecret, locale: language, appearance: { theme: 'stripe' } }}
      >
        <PaymentStep
          intentType={intentType}
          label={t(frequency === 'monthly' ? 'giving.give.submitMonthly' : 'giving.give.submit', {
            amount: charged,
          })}
        />
      </Elements>
    );
  }

  return (
    <section aria-labelledby="give-payment-heading">
      <h2 id="give-payment-heading" className="h4">
        {t('giving.give.paymentHeading')}
      </h2>
      <p className="fs-5" data-testid="give-charged">
        {t(frequency === 'monthly' ? 'giving.give.chargedMonthly' : 'giving.give.charged', {
          amount: charged,
        })}
      </p>
      {body}
      <Button variant="link" className="mt-2 px-0" onClick={onChange}>
        {t('giving.give.change')}
      </Button>
      <p className="small text-secondary mt-2 mb-0">{t('giving.give.security')}</p>
    </section>
  );
}
