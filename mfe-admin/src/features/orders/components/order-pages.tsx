import { Pagination } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

/** Previous, each page, Next (a long list shows the pages near the current one). */
export function OrderPages({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 3, pageCount - 6));
  const numbers = Array.from({ length: Math.min(7, pageCount) }, (_, index) => first + index);
  return (
    <nav aria-label={t('orders.pages')}>
      <Pagination className="flex-wrap">
        <Pagination.Prev disabled={page === 1} onClick={() => onPage(page - 1)}>
          {t('orders.previous')}
        </Pagination.Prev>
        {numbers.map((number) => (
          <Pagination.Item
            key={number}
            active={number === page}
            aria-label={t('orders.page', { page: number })}
            onClick={() => onPage(number)}
          >
            {number}
          </Pagination.Item>
        ))}
        <Pagination.Next disabled={page === pageCount} onClick={() => onPage(page + 1)}>
          {t('orders.next')}
        </Pagination.Next>
      </Pagination>
    </nav>
  );
}
