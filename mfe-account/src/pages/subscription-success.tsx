import { Alert, Card, Container } from 'react-bootstrap';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { SETUP_INTENT_ID_PATTERN, type SubscriptionResponse } from '@ministry/contracts/billing';
import { findPlan } from '@ministry/contracts/plans';
import { errorMessage } from '@ministry/platform/api';
import { useLanguage } from '@ministry/platform/i18n';
import { usePageTitle } from '@ministry/platform/page-title';
import { RequireAccess } from '@ministry/platform/require-access';
import { useSession } from '@ministry/platform/session';
import { LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../i18n';
import { completeSubscription, SUBSCRIPTION_KEY } from '../features/subscription/api/billing';
import { NextLinks, OutcomeCard } from '../features/payment/outcome-card';
import { SubscriptionDetails } from '../features/subscription/components/subscription-details';
import { planName } from '../features/subscription/format';
import '../features/subscription/subscription.css';

function Failure({ message }: { message?: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <OutcomeCard heading={t('subscribe.failedHeading')} className="sub-checkout" testId="subscription-failed">
      <Alert variant="danger" role="alert">
        {message ?? t('subscribe.failedIntro')}
      </Alert>
      <NextLinks
        next={{ to: '/subscribe', label: t('subscribe.backToPlans') }}
        home={t('subscribe.backHome')}
      />
    </OutcomeCard>
  );
}

/** Asks the billing service to finish the subscription for this SetupIntent, and shows the result. */
function Confirmation({ setupIntentId }: { setupIntentId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { refresh } = useSession();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading } = useSWR<SubscriptionResponse>(
    ['/api/subscription/complete', setupIntentId],
    () => completeSubscription(setupIntentId),
    { revalidateIfStale: false, shouldRetryOnError: false },
  );
  const subscription = data?.subscription ?? null;
  const active = subscription?.status === 'active';
  usePageTitle(t('pages.subscriptionSuccess.title'));

  useEffect(() => {
    // The session's subscription flag and the account page's Subscription tab show it from now on.
    if (!data?.subscription) return;
    void refresh();
    void mutate(SUBSCRIPTION_KEY, data, { revalidate: false });
  }, [data, refresh, mutate]);

  if (isLoading) return <LoadingState label={t('subscribe.confirming')} />;
  if (error || !subscription) return <Failure message={errorMessage(error, t('subscribe.failedIntro'))} />;
  const plan = findPlan(subscription.planId);
  return (
    <Card className="sub-checkout mx-auto border-0 shadow-sm" data-testid="subscription-confirmed">
      <Card.Body className="p-4">
        <p className="display-6 text-success mb-2" aria-hidden="true">
          ✓
        </p>
        <h1 className="h3">{active ? t('subscribe.successHeading') : t('subscribe.pendingHeading')}</h1>
        <p className="text-secondary">
          {active
            ? t('subscribe.successIntro', { plan: plan ? planName(plan, language) : '' })
            : t('subscribe.pendingIntro')}
        </p>
        <div className="mb-4">
          <SubscriptionDetails subscription={subscription} />
        </div>
        <NextLinks
          next={{ to: '/account?tab=subscription', label: t('subscribe.viewSubscription') }}
          home={t('subscribe.backHome')}
        />
      </Card.Body>
    </Card>
  );
}

/**
 * /subscription-success: where Stripe sends the browser back after confirming, with
 * `setup_intent` and `redirect_status` in the query. Shows the real confirmation, or a clear failure
 * with a way back to the plans.
 */
export default function SubscriptionSuccessPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const status = params.get('redirect_status');
  const setupIntentId = params.get('setup_intent') ?? '';
  const valid = SETUP_INTENT_ID_PATTERN.test(setupIntentId);

  let content;
  if (!status && !setupIntentId && !params.get('payment_intent')) {
    content = <Failure message={t('subscribe.missingResult')} />;
  } else if (status !== 'succeeded' || !valid) {
    content = <Failure />;
  } else {
    content = (
      <RequireAccess allow={(session) => session.isAuthenticated}>
        <Confirmation setupIntentId={setupIntentId} />
      </RequireAccess>
    );
  }
  return <Container className="py-5">{content}</Container>;
}
