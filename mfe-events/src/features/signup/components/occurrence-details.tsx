import { useTranslation } from 'react-i18next';
import type { OccurrenceDetail } from '@ministry/contracts/event-signup';
import { localize } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { CategoryBadge, eventCalendarUrl, Fact, eventTimeText, formatDay } from '../../events';

/** An occurrence's title, category, date, time range, location and description, in the page's language. */
export function OccurrenceDetails({ occurrence }: { occurrence: OccurrenceDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <article aria-labelledby="occurrence-title">
      <CategoryBadge category={occurrence.category} className="mb-2" />
      <h1 id="occurrence-title" className="mb-3">
        {localize(occurrence.title, occurrence.titleEs, language)}
      </h1>
      <dl className="row mb-4 ev-facts">
        <Fact label={t('occurrence.date')} testId="occurrence-date">
          {formatDay(occurrence.date, language)}
        </Fact>
        <Fact label={t('occurrence.time')} testId="occurrence-time">
          {eventTimeText(occurrence, language)}
        </Fact>
        <Fact label={t('occurrence.location')}>{occurrence.location}</Fact>
      </dl>
      <p className="mb-4" style={{ whiteSpace: 'pre-line' }}>
        {localize(occurrence.description, occurrence.descriptionEs, language)}
      </p>
      <a className="btn btn-outline-primary" href={eventCalendarUrl(occurrence.id, language)} download>
        {t('occurrence.addToCalendar')}
      </a>
    </article>
  );
}
