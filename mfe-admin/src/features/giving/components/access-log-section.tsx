import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstantMoment } from '@ministry/contracts/datetime';
import { useLanguage } from '@ministry/platform/i18n';
import { useAccessLog } from '../api/giving';
import { NAMESPACE } from '../texts';
import { DataTable, Pager, RecordList, SectionHeading } from '../../../kit';

/** Who looked at donors' records (CSV exports, one donor's gifts), newest first, in pages. */
export function AccessLogSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const log = useAccessLog(page);
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / data.pageSize)) : 1;
  return (
    <section aria-labelledby="adm-access-log-title" className="mt-4">
      <SectionHeading
        id="adm-access-log-title"
        level={3}
        title={t('giving.accessLog.heading')}
        count={data?.totalCount}
      />
      <p className="small text-secondary">{t('giving.accessLog.intro')}</p>
      <RecordList
        items={data?.entries}
        error={data ? undefined : log.error}
        onRetry={log.mutate}
        texts={{ errorMessage: t('giving.loadError'), empty: t('giving.accessLog.empty') }}
      >
        {(entries) => (
          <DataTable
            testId="admin-access-log"
            columns={['when', 'who', 'what', 'detail', 'request']}
            label={(key) => t(`giving.accessLog.${key}`)}
          >
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="text-nowrap">
                  <time dateTime={entry.at}>{formatInstantMoment(entry.at, language, 'medium')}</time>
                </td>
                <td>{entry.userName}</td>
                <td>{t(`giving.accessLog.actions.${entry.action}`)}</td>
                <td className="text-break">{entry.detail}</td>
                <td className="small text-secondary text-break">{entry.requestId}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </RecordList>
      {data && (
        <Pager
          page={page}
          pages={pages}
          onPage={setPage}
          texts={{
            label: t('giving.accessLog.pagination'),
            previous: t('giving.gifts.previous'),
            next: t('giving.gifts.next'),
            position: t('giving.gifts.page', { page, pages }),
          }}
        />
      )}
    </section>
  );
}
