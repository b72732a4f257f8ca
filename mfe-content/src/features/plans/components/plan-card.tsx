import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localize } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import type { SubscriptionPlan } from '@ministry/contracts/plans';
import { useLanguage } from '@ministry/platform/i18n';
import { CheckIcon } from '../../../components/icons';
import { NAMESPACE } from '../../../i18n';

/** One plan: name, monthly price, features and a subscribe button; the popular one is highlighted. */
export function PlanCard({ plan }: { plan: SubscriptionPlan }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const name = localize(plan.name, plan.nameEs, language);
  const features = language === 'es' && plan.featuresEs.length ? plan.featuresEs : plan.features;
  const price = formatCents(plan.priceCents, language);
  const headingId = `plan-${plan.id}-name`;
  return (
    <article
      className={`card ${`ct-plan h-100 ${plan.popular ? 'ct-plan-popular' : ''}`} `}
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
    >
      {plan.popular && <div className="ct-plan-banner">{t('home.plans.popular')}</div>}
      <div className="card-body d-flex flex-column p-4">
        <h3 id={headingId} className="h4 ct-plan-name">
          {name}
        </h3>
        <p className="ct-plan-price mb-1">
          <span className="visually-hidden">{t('home.plans.perMonthLabel', { price })}</span>
          <span aria-hidden="true">
            <span className="ct-plan-amount">{price}</span>
            <span className="ct-plan-period">{t('home.plans.perMonth')}</span>
          </span>
        </p>
        <p className="text-secondary small">{localize(plan.description, plan.descriptionEs, language)}</p>
        <ul
          className="list-unstyled ct-plan-features mb-4"
          aria-label={t('home.plans.featuresLabel', { plan: name })}
        >
          {features.map((feature) => (
            <li key={feature}>
              <CheckIcon className="ct-plan-check" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <Link
          to="/subscribe"
          className={`btn ${plan.popular ? 'btn-primary' : 'btn-outline-primary'} mt-auto w-100`}
          aria-label={t('home.plans.subscribeTo', { plan: name })}
        >
          {t('home.plans.subscribe')}
        </Link>
      </div>
    </article>
  );
}
