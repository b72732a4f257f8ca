import { useTranslation } from 'react-i18next';
import type { MinistryContent } from '@ministry/contracts/site-content';
import { NAMESPACE } from '../../../i18n';

/** The office's hours (the `ministry` document's), each day's words in the reader's language. */
export function OfficeHours({ hours }: { hours: MinistryContent['officeHours'] }) {
  const { t } = useTranslation(NAMESPACE);
  /** '18:00' → '6:00 PM' / '6:00 p. m.' */
  const clock = (time: string) => {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    const shown = `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
    return hour < 12
      ? t('contactPage.hours.am', { time: shown })
      : t('contactPage.hours.pm', { time: shown });
  };
  return (
    <dl className="ct-hours mb-0">
      {hours.map(({ id, days, opens, closes }) => (
        <div key={id} className="ct-hours-row">
          <dt>{t(`contactPage.hours.${days}`)}</dt>
          <dd>
            {opens && closes
              ? t('contactPage.hours.range', { opens: clock(opens), closes: clock(closes) })
              : t('contactPage.hours.closed')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
