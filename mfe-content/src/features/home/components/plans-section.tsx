import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PLANS } from '@ministry/contracts/plans';
import type { SectionIntro } from '@ministry/contracts/site-content';
import { CardGrid } from '../../../components/sections';
import { NAMESPACE } from '../../../i18n';
import { HomeSection } from './home-section';
import { PlanCard } from '@ministry/platform/plan-card';

/** Three plans side by side, the popular one enlarged with its banner, and a custom-plan line. */
export function PlansSection({ texts }: { texts: SectionIntro }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <HomeSection id="pricing" texts={texts}>
      <CardGrid columns="col-md-4" align="align-items-center ct-plans">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            text={(key, values) => t(`home.plans.${key}`, values)}
            classes="ct-plan"
            headingId={`plan-${plan.id}-name`}
            heading="h3"
            className={plan.popular ? 'ct-plan-popular' : undefined}
          >
            {(name) => (
              <Link
                to="/subscribe"
                className={`btn ${plan.popular ? 'btn-primary' : 'btn-outline-primary'} mt-auto w-100`}
                aria-label={t('home.plans.subscribeTo', { plan: name })}
              >
                {t('home.plans.subscribe')}
              </Link>
            )}
          </PlanCard>
        ))}
      </CardGrid>
      <p className="text-center mt-5 mb-0">
        {t('home.plans.custom')}{' '}
        <Link to="/contact" className="fw-semibold">
          {t('home.plans.customLink')}
        </Link>
      </p>
    </HomeSection>
  );
}
