import { useTranslation } from 'react-i18next';
import { EVENT_CATEGORIES } from '@ministry/contracts/event';
import { NAMESPACE } from '../../../i18n';
import { categoryColor, categoryKey, OTHER_CATEGORY_COLOR } from '../categories';

/** What each colour on the calendar means: the six categories, and grey for any other. */
export function CategoryLegend() {
  const { t } = useTranslation(NAMESPACE);
  const entries = [
    ...EVENT_CATEGORIES.map((category) => ({
      key: category,
      color: categoryColor(category),
      label: t(categoryKey(category)),
    })),
    { key: 'other', color: OTHER_CATEGORY_COLOR, label: t('categories.other') },
  ];
  return (
    <section aria-labelledby="events-legend-title">
      <h2 id="events-legend-title" className="h6 text-uppercase text-secondary mb-2">
        {t('calendar.legend')}
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0 small" data-testid="category-legend">
        {entries.map((entry) => (
          <li key={entry.key} className="d-flex align-items-center gap-2" data-category={entry.key}>
            <span className="ev-swatch" style={{ backgroundColor: entry.color }} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
