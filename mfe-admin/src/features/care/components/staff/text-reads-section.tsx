import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../../i18n';
import { DataTable, RecordList, SectionHeading } from '../../../../kit';
import { useTextReads } from '../../api/care';
import { newYorkMoment } from '../../care-time';
import { useCareNames } from './use-care-names';

/** Who opened which confidential text and when, newest first (never the text). */
export function TextReadsSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, error, mutate } = useTextReads();
  const { userName } = useCareNames();
  return (
    <section aria-labelledby="care-text-reads" className="mb-4">
      <SectionHeading id="care-text-reads" level={3} title={t('care.textReads.heading')} />
      <p className="text-secondary">{t('care.textReads.intro')}</p>
      <RecordList
        items={data?.reads}
        error={error}
        onRetry={mutate}
        texts={{
          loadError: t('care.loadError'),
          loading: t('care.loading'),
          empty: t('care.textReads.empty'),
        }}
      >
        {(reads) => (
          <DataTable
            testId="care-text-reads"
            layout="scroll"
            columns={['at', 'reader', 'record', 'field']}
            label={(key) => t(`care.textReads.${key}`)}
          >
            {reads.map((read, index) => (
              <tr key={`${read.recordId}-${read.at}-${index}`}>
                <td className="text-nowrap">
                  {newYorkMoment(read.at, language)}{' '}
                  <span className="small text-secondary">({t('care.nyTime')})</span>
                </td>
                <td>
                  {userName(read.readerId)} <span className="small text-secondary">({read.readerRole})</span>
                </td>
                <td className="text-break">
                  {read.record} · {read.recordId}
                </td>
                <td>{read.field}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </RecordList>
    </section>
  );
}
