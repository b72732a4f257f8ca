import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatInstantDay } from '@ministry/contracts/datetime';
import { localize } from '@ministry/contracts/language';
import { findPlan } from '@ministry/contracts/plans';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { useCredits } from '../api/care';
import { NAMESPACE } from '../texts';

/** Her plan's sessions this period ("2 of 2 sessions left this month"), or a way to the plans. */
export function CreditsCard() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, error, isLoading, mutate } = useCredits();
  let body;
  if (isLoading) body = <LoadingState label={t('care.credits.loading')} />;
  else if (error && !data)
    body = <ErrorState message={t('care.credits.loadError')} onRetry={() => void mutate()} />;
  else if (!data?.credits)
    body = (
      <>
        <p className="mb-2">{t('care.credits.none')}</p>
        <Link to="/subscribe" className="btn btn-outline-primary btn-sm">
          {t('care.credits.seePlans')}
        </Link>
      </>
    );
  else {
    const { credits } = data;
    const plan = findPlan(credits.planId);
    body = (
      <>
        {plan && (
          <p className="fw-semibold mb-1">
            {t('care.credits.plan', { plan: localize(plan.name, plan.nameEs, language) })}
          </p>
        )}
        {credits.kinds.map((kind) => {
          const values = { left: Math.max(0, kind.allowance - kind.used), allowance: kind.allowance };
          return (
            <p key={kind.typeId} className="mb-1" data-testid="care-credits">
              {t(kind.kind === 'family' ? 'care.credits.kindFamily' : 'care.credits.left', values)}
            </p>
          );
        })}
        <p className="small text-secondary mb-0">
          {t('care.credits.periodEnds', { date: formatInstantDay(credits.periodEnd, language, 'long') })}
        </p>
      </>
    );
  }
  return (
    <section className="border rounded p-3 mb-4" aria-labelledby="care-credits-heading">
      <h3 id="care-credits-heading" className="h6">
        {t('care.credits.heading')}
      </h3>
      {body}
    </section>
  );
}
