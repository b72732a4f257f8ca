import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_RETURN_PATH } from '@ministry/contracts/billing';
import { findPlan, type BillingInterval, type PlanId } from '@ministry/contracts/plans';
import { useLanguage } from '@ministry/platform/i18n';
import { LoadingState } from '@ministry/platform/states';
import { reportFailure } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import { useHydratedSession } from '../../../hydrated-session';
import { createSubscriptionIntent, useBillingConfig } from '../api/billing';
import { PaymentStep } from '../../payment';
import { planName, planPrice } from '../format';

/** What the card shows instead of the payment step: a sentence, then what she can do about it. */
function Notice({
  variant,
  message,
  testId,
  children,
}: {
  variant: 'info' | 'success' | 'warning' | 'danger';
  message: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={`alert alert-${variant} mb-0`} data-testid={testId}>
      <p>{message}</p>
      {children}
    </div>
  );
}

function LockIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
      className="flex-shrink-0 mt-1"
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

/** A request for a payment intent: each plan or interval change (or retry) is a new attempt. */
export interface IntentRequest {
  planId: PlanId;
  /** Billed monthly or yearly. */
  interval: BillingInterval;
  attempt: number;
}

/**
 * 'Complete Your Subscription': asks visitors to log in first; for members, requests a new intent
 * for each attempt (the latest answer wins, the previous client secret is dropped), shows a spinner
 * while it loads and the Payment Element only once a client secret exists.
 */
export function CheckoutCard({ request, onRetry }: { request: IntentRequest; onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  // Nothing of hers on the server nor while hydrating: a visitor's login prompt, or the spinner while a
  // member's browser reads her session; her card once hydrated.
  const session = useHydratedSession();
  const config = useBillingConfig();
  const plan = findPlan(request.planId);
  const publishableKey = config.data?.publishableKey ?? null;
  const alreadySubscribed = !!session.user?.hasActiveSubscription;
  const canRequest = session.isAuthenticated && !alreadySubscribed && !!publishableKey;

  const [result, setResult] = useState<{ attempt: number; clientSecret: string | null } | null>(null);
  useEffect(() => {
    if (!canRequest) return undefined;
    let current = true;
    createSubscriptionIntent(request.planId, request.interval)
      .then(({ clientSecret }) => {
        if (current) setResult({ attempt: request.attempt, clientSecret });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const report = {
          title: t('subscribe.errorTitle'),
          message: t('subscribe.intentFailed'),
          ownMessage: true,
        };
        reportFailure('Creating the payment intent', error, report);
        setResult({ attempt: request.attempt, clientSecret: null });
      });
    return () => {
      current = false;
    };
    // t is stable per language; a language switch must not ask for a new intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canRequest, request]);

  const answered = result?.attempt === request.attempt;
  const clientSecret = answered ? result.clientSecret : null;

  let body;
  if (session.isLoading || (session.isAuthenticated && config.isLoading)) {
    body = <LoadingState />;
  } else if (!session.isAuthenticated) {
    body = (
      <Notice variant="info" message={t('subscribe.loginPrompt')}>
        <Link to="/login?redirect=/subscribe" className="btn btn-primary me-3">
          {t('subscribe.loginLink')}
        </Link>
        <span className="text-nowrap">
          {t('subscribe.registerPrompt')}{' '}
          <Link to="/register?redirect=/subscribe">{t('subscribe.registerLink')}</Link>
        </span>
      </Notice>
    );
  } else if (alreadySubscribed) {
    body = (
      <Notice variant="success" message={t('subscribe.alreadySubscribed')}>
        <Link to="/account?tab=subscription" className="btn btn-primary">
          {t('subscribe.manageLink')}
        </Link>
      </Notice>
    );
  } else if (config.error) {
    body = (
      <Notice variant="danger" message={t('subscribe.configFailed')}>
        <button type="button" className="btn btn-danger btn-sm" onClick={() => void config.mutate()}>
          {t('subscribe.retry')}
        </button>
      </Notice>
    );
  } else if (!publishableKey) {
    body = (
      <Notice variant="warning" message={t('subscribe.notConfigured')} testId="payments-unavailable">
        <Link to="/contact">{t('subscribe.contactLink')}</Link>
      </Notice>
    );
  } else if (!answered) {
    body = <LoadingState label={t('subscribe.preparing')} />;
  } else if (!clientSecret) {
    body = (
      <Notice variant="danger" message={t('subscribe.intentFailed')}>
        <button type="button" className="btn btn-danger btn-sm" onClick={onRetry}>
          {t('subscribe.retry')}
        </button>
      </Notice>
    );
  } else {
    body = (
      // Confirming saves the card on the SetupIntent and sends the browser to /subscription-success.
      <PaymentStep
        publishableKey={publishableKey}
        clientSecret={clientSecret}
        intentType="setup"
        returnPath={SUBSCRIPTION_RETURN_PATH}
        submitLabel={t('subscribe.submit')}
        texts={{
          processing: t('subscribe.processing'),
          failedTitle: t('subscribe.paymentFailedTitle'),
          failedDefault: t('subscribe.paymentFailedDefault'),
        }}
        slotClassName="sub-payment-slot"
        preparing={t('subscribe.preparing')}
      />
    );
  }

  return (
    <section className="card sub-checkout mx-auto border-0 shadow-sm" aria-labelledby="checkout-heading">
      <div className="card-body p-4">
        <h2 id="checkout-heading" className="h4 mb-1">
          {t('subscribe.checkoutHeading')}
        </h2>
        {plan && (
          <p className="text-secondary" data-testid="selected-plan">
            {t(request.interval === 'year' ? 'subscribe.selectedPlanYearly' : 'subscribe.selectedPlan', {
              plan: planName(plan, language),
              price: planPrice(plan, request.interval, language),
            })}
          </p>
        )}
        {body}
        <p className="small text-secondary mt-3 mb-0 d-flex gap-2 align-items-start">
          <LockIcon />
          <span>{t('subscribe.security')}</span>
        </p>
      </div>
    </section>
  );
}
