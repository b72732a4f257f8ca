import { Alert, Button } from 'react-bootstrap';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { User } from '@ministry/contracts/user';
import { useLanguage } from '@ministry/platform/i18n';
import { useSession } from '@ministry/platform/session';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import {
  cancelSubscription,
  formatBillingDate,
  IntervalSwitch,
  openBillingPortal,
  PrayerGroupCard,
  SubscriptionDetails,
  useSubscription,
} from '../../subscription';
import { TabSection } from '../../../components/tab-section';

/**
 * The member's real plan, billing interval, status and next billing date from the billing service, with
 * monthly ↔ yearly billing, cancel and Stripe's billing portal.
 */
export function SubscriptionTab({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { refresh } = useSession();
  const { data, error, isLoading, mutate } = useSubscription(!!user);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'portal' | null>(null);
  const subscription = data?.subscription ?? null;
  const live = subscription && (subscription.status === 'active' || subscription.status === 'past_due');

  const cancel = async () => {
    setBusy('cancel');
    try {
      const result = await cancelSubscription();
      await mutate(result, { revalidate: false });
      setConfirming(false);
      toastSuccess(t('account.cancelledTitle'), t('account.cancelledBody'));
    } catch (failure) {
      reportFailure('Canceling the subscription', failure, { title: t('account.cancelFailed') });
    } finally {
      setBusy(null);
      void refresh();
    }
  };

  const portal = async () => {
    setBusy('portal');
    try {
      const { url } = await openBillingPortal();
      window.location.assign(url);
    } catch (failure) {
      reportFailure('Opening the billing portal', failure, { title: t('account.portalFailed') });
      setBusy(null);
    }
  };

  let body;
  if (isLoading) body = <LoadingState />;
  else if (error)
    body = <ErrorState message={t('account.subscriptionLoadFailed')} onRetry={() => void mutate()} />;
  else if (!live)
    body = (
      <>
        {subscription?.status === 'canceled' && (
          <p className="text-secondary">{t('account.subscriptionEnded')}</p>
        )}
        <p className="fw-semibold mb-1">{t('account.subscriptionNone')}</p>
        <p className="text-secondary">{t('account.subscriptionInvite')}</p>
        <Link to="/subscribe" className="btn btn-primary">
          {t('account.viewPlans')}
        </Link>
      </>
    );
  else
    body = (
      <>
        {subscription.status === 'past_due' && (
          <Alert variant="danger">{t('account.subscriptionPastDueNotice')}</Alert>
        )}
        {subscription.cancelAtPeriodEnd && (
          <Alert variant="info">
            {subscription.currentPeriodEnd
              ? t('account.subscriptionEndingNotice', {
                  date: formatBillingDate(subscription.currentPeriodEnd, language),
                })
              : t('account.cancelledBody')}
          </Alert>
        )}
        {subscription.status === 'active' && !subscription.cancelAtPeriodEnd && (
          <Alert variant="success">{t('account.subscriptionActive')}</Alert>
        )}
        <SubscriptionDetails subscription={subscription} />
        <div className="d-flex flex-wrap gap-2 mt-4">
          <Button variant="outline-primary" disabled={busy !== null} onClick={() => void portal()}>
            {t('account.manageBilling')}
          </Button>
          {subscription.status === 'active' && (
            <IntervalSwitch
              subscription={subscription}
              disabled={busy !== null}
              onChanged={async (result) => {
                await mutate(result, { revalidate: false });
                void refresh();
              }}
            />
          )}
          {!subscription.cancelAtPeriodEnd && !confirming && (
            <Button variant="outline-danger" disabled={busy !== null} onClick={() => setConfirming(true)}>
              {t('account.cancelSubscription')}
            </Button>
          )}
        </div>
        {confirming && (
          <Alert variant="warning" className="mt-3" data-testid="cancel-confirm">
            <p>{t('account.cancelConfirm')}</p>
            <Button variant="danger" className="me-2" disabled={busy !== null} onClick={() => void cancel()}>
              {busy === 'cancel' ? t('account.cancelling') : t('account.cancelYes')}
            </Button>
            <Button variant="outline-secondary" disabled={busy !== null} onClick={() => setConfirming(false)}>
              {t('account.cancelKeep')}
            </Button>
          </Alert>
        )}
        {subscription.status === 'active' && <PrayerGroupCard />}
      </>
    );

  return (
    <TabSection id="subscription-heading" title={t('account.subscriptionHeading')}>
      {body}
    </TabSection>
  );
}
