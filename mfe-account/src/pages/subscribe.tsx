import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@ministry/contracts/money';
import {
  DEFAULT_BILLING_INTERVAL,
  DEFAULT_PLAN_ID,
  PLANS,
  YEARLY_SAVINGS_PERCENT,
  yearlyMonthlyCents,
  yearlyPriceCents,
  type BillingInterval,
  type PlanId,
} from '@ministry/contracts/plans';
import { useLanguage } from '@ministry/platform/i18n';
import { usePageTitle } from '@ministry/platform/page-title';
import { PlanCard, type PlanCardText } from '@ministry/platform/plan-card';
import { NAMESPACE } from '../i18n';
import { PaymentPageHeader } from '../features/payment/page-header';
import { CheckoutCard, type IntentRequest } from '../features/subscription/components/checkout-card';
import { IntervalChoice } from '../features/subscription/components/interval-choice';
import '../features/subscription/subscription.css';

/**
 * /subscribe: monthly or yearly billing, the three plans (growth selected first) at that interval's
 * price, and the card that takes the payment. Each change of plan or interval asks for a new intent.
 */
export default function SubscribePage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  usePageTitle(t('pages.subscribe.title'));
  const [request, setRequest] = useState<IntentRequest>({
    planId: DEFAULT_PLAN_ID,
    interval: DEFAULT_BILLING_INTERVAL,
    attempt: 0,
  });
  const yearly = request.interval === 'year';

  const choose = (change: Partial<Pick<IntentRequest, 'planId' | 'interval'>>) =>
    setRequest((current) =>
      (change.planId ?? current.planId) === current.planId &&
      (change.interval ?? current.interval) === current.interval
        ? current
        : { ...current, ...change, attempt: current.attempt + 1 },
    );
  const select = (planId: PlanId) => choose({ planId });
  const retry = () => setRequest((current) => ({ ...current, attempt: current.attempt + 1 }));
  // A yearly price reads "/year" where the card says "/month".
  const text: PlanCardText = (key, values) => {
    if (yearly && key === 'perMonth') return t('subscribe.perYear');
    if (yearly && key === 'perMonthLabel') return t('subscribe.perYearLabel', values);
    return t(`subscribe.${key}`, values);
  };

  return (
    <div className="container py-5">
      <PaymentPageHeader title={t('pages.subscribe.title')} intro={t('subscribe.intro')} className="mb-5" />
      <IntervalChoice
        value={request.interval}
        onChange={(interval: BillingInterval) => choose({ interval })}
      />
      <ul className="row list-unstyled g-4 mb-5" aria-label={t('subscribe.plansLabel')}>
        {PLANS.map((plan) => {
          const selected = plan.id === request.planId;
          return (
            <li className="col-md-4" key={plan.id}>
              <PlanCard
                plan={plan}
                text={text}
                priceCents={yearly ? yearlyPriceCents(plan) : undefined}
                priceNote={
                  yearly && (
                    <p className="small text-secondary mb-2" data-testid={`yearly-note-${plan.id}`}>
                      {t('subscribe.yearlyEquivalent', {
                        price: formatCents(yearlyMonthlyCents(plan), language),
                        percent: YEARLY_SAVINGS_PERCENT,
                      })}
                    </p>
                  )
                }
                classes="sub-plan"
                headingId={`subscribe-plan-${plan.id}`}
                className={selected ? 'sub-plan-selected' : undefined}
              >
                {(name) => (
                  <button
                    type="button"
                    className={`btn ${selected ? 'btn-primary' : 'btn-outline-primary'} mt-auto w-100`}
                    aria-pressed={selected}
                    aria-label={selected ? undefined : t('subscribe.selectLabel', { plan: name })}
                    onClick={() => select(plan.id)}
                  >
                    {selected ? t('subscribe.selected') : t('subscribe.select')}
                  </button>
                )}
              </PlanCard>
            </li>
          );
        })}
      </ul>
      <CheckoutCard request={request} onRetry={retry} />
    </div>
  );
}
