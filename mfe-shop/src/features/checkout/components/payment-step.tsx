import { useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Elements } from '@stripe/react-stripe-js';
import { useLanguage } from '@ministry/platform/i18n';
import { stripeFor } from '@ministry/platform/stripe';
import { NAMESPACE } from '../../../i18n';
import { PayForm } from './pay-form';

/**
 * Stripe.js for the shop's key and the Elements group of the order's PaymentIntent (in the site's
 * language). This module is the lazily loaded chunk: nothing else in the shop imports Stripe.
 */
export default function PaymentStep({
  publishableKey,
  clientSecret,
  orderNumber,
  totalLabel,
}: {
  publishableKey: string;
  clientSecret: string;
  orderNumber: string;
  totalLabel: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  // A failed load is forgotten by stripeFor, so "Try again" asks again with a new promise.
  const [stripePromise, setStripePromise] = useState(() => stripeFor(publishableKey));
  const [failed, setFailed] = useState<Promise<unknown> | null>(null);
  useEffect(() => {
    let current = true;
    stripePromise.catch((error: unknown) => {
      console.error('Stripe.js failed to load:', error);
      if (current) setFailed(stripePromise);
    });
    return () => {
      current = false;
    };
  }, [stripePromise]);

  if (failed === stripePromise) {
    return (
      <Alert variant="danger" role="alert">
        <p>{t('payment.stripeLoadFailed')}</p>
        <Button variant="danger" size="sm" onClick={() => setStripePromise(stripeFor(publishableKey))}>
          {t('payment.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    // One Elements group per PaymentIntent and language: neither can change once mounted.
    <Elements
      key={`${clientSecret}:${language}`}
      stripe={stripePromise}
      options={{ clientSecret, locale: language, appearance: { theme: 'stripe' } }}
    >
      <PayForm orderNumber={orderNumber} totalLabel={totalLabel} />
    </Elements>
  );
}
