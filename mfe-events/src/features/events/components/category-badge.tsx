import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { categoryColor, categoryKey } from '../categories';

/** The category's name on its colour (grey for categories other than the six). */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span
      className={className ? `badge ${className}` : 'badge'}
      style={{ backgroundColor: categoryColor(category), color: '#fff' }}
    >
      {t(categoryKey(category))}
    </span>
  );
}
