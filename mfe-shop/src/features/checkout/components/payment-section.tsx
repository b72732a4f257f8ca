import { Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ORDER_RETURN_PATH, type CheckoutResponse } from '@ministry/contracts/checkout';
import { dateTimeFormat } from '@ministry/contracts/intl';
import { localeOf } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { lazyWithTexts, useLanguage } from '@ministry/platform/i18n';
import { LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../../../i18n';
import { BRAND_WHEN_DISABLED } from '../../../components/button-styles';

// The platform's payment step (Stripe.js, the Payment Element, its texts) comes in its own chunk,
// fetched only once an order waits for payment.
const PaymentStep = lazyWithTexts(() => import('@ministry/platform/payment'));

const MINUTE_MS = 60_000;

/** True once the stock hold of the order has ended (then paying would only be refunded). */
function useHoldExpired(holdExpiresAt: string): boolean {
  const endsAt = Date.parse(holdExpiresAt);
  const [expired, setExpired] = useState(() => endsAt <= Date.now());
  useEffect(() => {
    if (expired || Number.isNaN(endsAt)) return undefined;
    const timer = setTimeout(() => setExpired(true), Math.max(0, endsAt - Date.now()));
    return () => clearTimeout(timer);
  }, [endsAt, expired]);
  return expired;
}

interface PaymentSectionProps {
  checkout: CheckoutResponse;
  publishableKey: string;
  onRestart: () => void;
}

/**
 * The payment step of an order just created: how long its items are held, the amount, and Stripe's
 * Payment Element with the Pay button. When the hold ends first, the way back to the details.
 */
export function PaymentSection({ checkout, publishableKey, onRestart }: PaymentSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [checkout.orderNumber]);
  const expired = useHoldExpired(checkout.holdExpiresAt);
  const total = formatCents(checkout.totalCents);
  const minutes = Math.max(1, Math.round((Date.parse(checkout.holdExpiresAt) - Date.now()) / MINUTE_MS));
  const until = dateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(
    new Date(checkout.holdExpiresAt),
  );

  return (
    <section aria-labelledby="checkout-payment-heading" data-testid="payment-step">
      <h2 id="checkout-payment-heading" ref={heading} tabIndex={-1} className="h5 mb-2">
        {t('payment.heading')}
      </h2>
      <p className="text-secondary mb-3">
        {t('payment.orderPending', { orderNumber: checkout.orderNumber })}
      </p>
      {expired ? (
        <Alert variant="warning" role="alert">
          <Alert.Heading as="h3" className="h6">
            {t('payment.holdExpired')}
          </Alert.Heading>
          <p>{t('payment.holdExpiredBody')}</p>
          <Button variant="primary" onClick={onRestart}>
            {t('payment.startAgain')}
          </Button>
        </Alert>
      ) : (
        <>
          <Alert variant="info" className="py-2" data-testid="hold-notice">
            {t('payment.hold', { count: minutes, time: until })}
          </Alert>
          <p className="d-flex justify-content-between align-items-baseline fs-5 mb-3">
            <span>{t('payment.amount')}</span>
            <strong data-testid="payment-amount">{total}</strong>
          </p>
          <Suspense fallback={<LoadingState label={t('payment.preparing')} />}>
            {/* A confirmed payment leaves for the page that waits for the webhook; a refusal stays here. */}
            <PaymentStep
              publishableKey={publishableKey}
              clientSecret={checkout.clientSecret}
              intentType="payment"
              returnPath={`${ORDER_RETURN_PATH}?order=${encodeURIComponent(checkout.orderNumber)}`}
              submitLabel={t('payment.pay', { amount: total })}
              buttonStyle={BRAND_WHEN_DISABLED}
            />
          </Suspense>
        </>
      )}
      <p className="small text-secondary mt-3 mb-0">{t('payment.security')}</p>
    </section>
  );
}
