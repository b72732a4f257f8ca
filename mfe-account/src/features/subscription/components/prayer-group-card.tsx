import { useTranslation } from 'react-i18next';
import { ApiError } from '@ministry/platform/api';
import { SectionCard } from '@ministry/platform/section-card';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../../../i18n';
import { usePrayerGroup } from '../api/prayer-group';

/**
 * The weekly online prayer group every plan includes: its time and a link that opens the meeting, for
 * an active subscriber only (the tab renders it for her alone, so nobody else asks for the link).
 */
export function PrayerGroupCard() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, isLoading, mutate } = usePrayerGroup(true);
  const notSet = error instanceof ApiError && error.status === 404;

  let body;
  if (isLoading) body = <LoadingState />;
  else if (notSet) body = <p className="text-secondary mb-0">{t('prayerGroup.notSet')}</p>;
  else if (error || !data)
    body = <ErrorState message={t('prayerGroup.loadFailed')} onRetry={() => void mutate()} />;
  else
    body = (
      <>
        <dl className="row mb-2">
          <dt className="col-sm-3">{t('prayerGroup.when')}</dt>
          <dd className="col-sm-9 mb-0" data-testid="prayer-group-when">
            {data.when}
          </dd>
        </dl>
        {data.note && <p className="text-secondary">{data.note}</p>}
        <a className="btn btn-primary" href={data.url} target="_blank" rel="noopener noreferrer">
          {t('prayerGroup.join')} <span className="visually-hidden">{t('prayerGroup.opensNewTab')}</span>
        </a>
      </>
    );

  return (
    <SectionCard
      headingId="prayer-group-heading"
      title={t('prayerGroup.heading')}
      intro={t('prayerGroup.intro')}
      introClassName="small text-secondary"
      className="mt-4 border-0 shadow-sm"
    >
      {body}
    </SectionCard>
  );
}
