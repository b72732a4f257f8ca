import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstantMoment } from '@ministry/contracts/datetime';
import { useLanguage } from '@ministry/platform/i18n';
import { useAccessLog } from '../api/giving';
import { NAMESPACE } from '../texts';
import { DataTable, RecordList, SectionHeading } from '../../../kit';
import { GivingPager } from './giving-pager';

/** Who looked at donors' records (CSV exports, one donor's gifts), newest first, in pages. */
export function AccessLogSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const log = useAccessLog(page);
  const data = log.data;
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
      <GivingPager data={data} page={page} onPage={setPage} label={t('giving.accessLog.pagination')} />
    </section>
  );
}
