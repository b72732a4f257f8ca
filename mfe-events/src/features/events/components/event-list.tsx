import { Badge, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { EVENT_CATEGORIES, type MinistryEvent } from '@ministry/contracts/event';
import { localize } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { formatEventDate, weekdayName } from '../event-dates';

const CATEGORY_COLORS: Record<string, string> = {
  'bible-study': '#2563eb',
  counseling: '#059669',
  workshop: '#d97706',
  retreat: '#7c3aed',
  prayer: '#db2777',
  youth: '#0891b2',
};
export const OTHER_CATEGORY_COLOR = '#6b7280';

export function categoryColor(category: string): string {
  return CATEGORY_COLORS[category] ?? OTHER_CATEGORY_COLOR;
}

function CategoryBadge({ category }: { category: string }) {
  const { t } = useTranslation(NAMESPACE);
  const known = (EVENT_CATEGORIES as readonly string[]).includes(category);
  return (
    <Badge bg="" style={{ backgroundColor: categoryColor(category) }}>
      {known ? t(`categories.${category as (typeof EVENT_CATEGORIES)[number]}`) : t('categories.other')}
    </Badge>
  );
}

function Recurrence({ event }: { event: MinistryEvent }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  if (!event.isRecurring) return null;
  let text: string;
  if (event.recurringType === 'weekly') {
    const days = (event.recurringDays ?? []).map((day) => weekdayName(day, language));
    text = days.length ? t('recurrence.weekly', { days: days.join(', ') }) : t('recurrence.weeklyNoDays');
  } else {
    text = event.recurringType === 'yearly' ? t('recurrence.yearly') : t('recurrence.monthly');
  }
  const until = event.recurringEndDate
    ? ` ${t('recurrence.until', { date: formatEventDate(event.recurringEndDate, language) })}`
    : '';
  return <span>{text + until}</span>;
}

/** Events as cards: title, category, date or recurrence, time, location, description. */
export function EventList({ events }: { events: MinistryEvent[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0" aria-label={t('list.allUpcoming')}>
      {events.map((event) => (
        <li key={event.id}>
          <Card
            className="shadow-sm border-0"
            style={{ borderLeft: `4px solid ${categoryColor(event.category)}` }}
          >
            <Card.Body>
              <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                <Card.Title as="h3" className="h5 mb-0">
                  {localize(event.title, event.titleEs, language)}
                </Card.Title>
                <CategoryBadge category={event.category} />
              </div>
              <dl className="row small text-secondary mb-2">
                <dt className="col-sm-2">{t('list.when')}</dt>
                <dd className="col-sm-10 mb-1">
                  {event.isRecurring ? <Recurrence event={event} /> : formatEventDate(event.date, language)} ·{' '}
                  {event.time}
                </dd>
                <dt className="col-sm-2">{t('list.where')}</dt>
                <dd className="col-sm-10 mb-0">{event.location}</dd>
              </dl>
              <Card.Text>{localize(event.description, event.descriptionEs, language)}</Card.Text>
            </Card.Body>
          </Card>
        </li>
      ))}
    </ul>
  );
}
