import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { shownTimes } from '../format';
import { NAMESPACE } from '../texts';

/** When, in New York time (named), then in her own zone when it reads differently. */
export function WhenText({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const times = shownTimes(startsAt, endsAt, language);
  return (
    <>
      <p className="mb-0">
        <time dateTime={startsAt}>{times.newYork}</time> ({t('care.newYorkTime')})
      </p>
      {times.local && (
        <p className="mb-1 small text-secondary" data-testid="local-time">
          {t('care.yourTime', { zone: times.local.zone, span: times.local.span })}
        </p>
      )}
    </>
  );
}
