import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../texts';
import { Pager } from '../../../kit';

/**
 * A giving list's pages (the gifts, the access log): previous, "page N of M", next, named by `label`.
 * Nothing before the first page has come.
 */
export function GivingPager({
  data,
  page,
  onPage,
  label,
}: {
  data: { totalCount: number; pageSize: number } | undefined;
  page: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.totalCount / data.pageSize));
  return (
    <Pager
      page={page}
      pages={pages}
      onPage={onPage}
      texts={{
        label,
        previous: t('giving.gifts.previous'),
        next: t('giving.gifts.next'),
        position: t('giving.gifts.page', { page, pages }),
      }}
    />
  );
}
