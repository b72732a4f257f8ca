import { Button } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionResponse, SubscriptionSummary } from '@ministry/contracts/billing';
import {
  DEFAULT_BILLING_INTERVAL,
  findPlan,
  YEARLY_SAVINGS_PERCENT,
  type BillingInterval,
} from '@ministry/contracts/plans';
import { ConfirmDialog } from '@ministry/platform/confirm-dialog';
import { useLanguage } from '@ministry/platform/i18n';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import { changeSubscriptionInterval } from '../api/billing';
import { planName, planPrice } from '../format';

/**
 * "Switch to yearly billing" / "Switch to monthly billing" for an active subscription: asks first
 * (what she pays from today, Stripe prorating what she already paid), then moves it
 * (`POST /api/subscription/interval`) and hands the changed subscription to `onChanged`.
 */
export function IntervalSwitch({
  subscription,
  disabled = false,
  onChanged,
}: {
  subscription: SubscriptionSummary;
  disabled?: boolean;
  onChanged: (result: SubscriptionResponse) => Promise<unknown> | void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const current = subscription.interval ?? DEFAULT_BILLING_INTERVAL;
  const target: BillingInterval = current === 'year' ? 'month' : 'year';
  // What the dialog asks about, fixed when it opens: once switched, the subscription (and `target`)
  // changes while the dialog is still fading out, which must not read the other way round.
  const [asked, setAsked] = useState<BillingInterval>(target);
  const plan = findPlan(subscription.planId);
  const values = {
    plan: plan ? planName(plan, language) : subscription.planId,
    price: plan ? planPrice(plan, asked, language) : '',
    percent: YEARLY_SAVINGS_PERCENT,
  };

  const confirm = async () => {
    try {
      const result = await changeSubscriptionInterval(asked);
      setAsking(false);
      await onChanged(result);
      toastSuccess(
        t('account.switchedTitle'),
        t(asked === 'year' ? 'account.switchedYearly' : 'account.switchedMonthly'),
      );
    } catch (failure) {
      reportFailure('Changing the billing interval', failure, { title: t('account.switchFailed') });
    }
  };

  const switchLabel = (to: BillingInterval) =>
    t(to === 'year' ? 'account.switchToYearly' : 'account.switchToMonthly');
  return (
    <>
      <Button
        variant="outline-primary"
        disabled={disabled}
        onClick={() => {
          setAsked(target);
          setAsking(true);
        }}
      >
        {switchLabel(target)}
      </Button>
      <ConfirmDialog
        show={asking}
        title={t(asked === 'year' ? 'account.switchYearlyTitle' : 'account.switchMonthlyTitle')}
        body={t(asked === 'year' ? 'account.switchYearlyBody' : 'account.switchMonthlyBody', values)}
        confirmLabel={switchLabel(asked)}
        busyLabel={t('account.switching')}
        cancelLabel={t('account.switchKeep')}
        confirmVariant="primary"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
