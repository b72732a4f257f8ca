import { Alert, Button } from 'react-bootstrap';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Elements } from '@stripe/react-stripe-js';
import { GIVING_RETURN_PATH, type GiftFrequency } from '@ministry/contracts/giving';
import { useLanguage } from '@ministry/platform/i18n';
import { stripeFor } from '../../../stripe';
import { ConfirmForm } from '../../payment';
import { formatCents } from '../format';
import { NAMESPACE } from '../texts';
import type { StartedGift } from './give-form';

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
        {/* "Give $50.00": Stripe sends the browser to /give/thank-you; a failure stays here. */}
        <ConfirmForm
          intentType={intentType}
          returnPath={GIVING_RETURN_PATH}
          texts={{
            submit: t(frequency === 'monthly' ? 'giving.give.submitMonthly' : 'giving.give.submit', {
              amount: charged,
            }),
            processing: t('giving.give.processing'),
            failedTitle: t('giving.give.paymentFailed'),
            failedDefault: t('giving.give.paymentFailedDefault'),
            unexpectedTitle: t('giving.give.paymentFailed'),
            unexpected: t('giving.give.unexpected'),
          }}
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
