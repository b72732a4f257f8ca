import { useTranslation } from 'react-i18next';
import type { SubscriptionSummary } from '@ministry/contracts/billing';
import { DEFAULT_BILLING_INTERVAL, findPlan } from '@ministry/contracts/plans';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { formatBillingDate, planName, planPrice } from '../format';

/** Plan and its price, billing interval, status and next billing date of a subscription, as a definition list. */
export function SubscriptionDetails({ subscription }: { subscription: SubscriptionSummary }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const plan = findPlan(subscription.planId);
  const interval = subscription.interval ?? DEFAULT_BILLING_INTERVAL;
  const statusLabel = {
    active: t('account.statusActive'),
    past_due: t('account.statusPastDue'),
    incomplete: t('account.statusIncomplete'),
    canceled: t('account.statusCanceled'),
  }[subscription.status];
  const statusVariant = {
    active: 'success',
    past_due: 'danger',
    incomplete: 'warning',
    canceled: 'secondary',
  }[subscription.status];
  const date = subscription.currentPeriodEnd
    ? formatBillingDate(subscription.currentPeriodEnd, language)
    : null;
  return (
    <dl className="row mb-0" data-testid="subscription-details">
      <dt className="col-sm-5">{t('account.subscriptionPlan')}</dt>
      <dd className="col-sm-7">
        {plan
          ? t(interval === 'year' ? 'account.subscriptionPlanValueYearly' : 'account.subscriptionPlanValue', {
              plan: planName(plan, language),
              price: planPrice(plan, interval, language),
            })
          : subscription.planId}
      </dd>
      <dt className="col-sm-5">{t('account.subscriptionBilling')}</dt>
      <dd className="col-sm-7" data-testid="subscription-interval">
        {interval === 'year' ? t('account.billedYearly') : t('account.billedMonthly')}
      </dd>
      <dt className="col-sm-5">{t('account.subscriptionStatus')}</dt>
      <dd className="col-sm-7">
        <span className={`badge text-bg-${statusVariant}`}>{statusLabel}</span>
      </dd>
      {subscription.status !== 'canceled' && (
        <>
          <dt className="col-sm-5">
            {subscription.cancelAtPeriodEnd
              ? t('account.subscriptionEndsOn')
              : t('account.subscriptionNextBilling')}
          </dt>
          <dd className="col-sm-7">
            {date ??
              (subscription.cancelAtPeriodEnd
                ? t('account.subscriptionAtPeriodEnd')
                : t('subscribe.nextBillingPending'))}
          </dd>
        </>
      )}
    </dl>
  );
}
