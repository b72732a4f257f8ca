import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@ministry/contracts/intl';
import { localeOf } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { TableHead } from '@ministry/platform/table-head';
import { NAMESPACE } from '../../../i18n';
import { useStockHistory } from '../api/admin-products';
import { useStockKeyLabel } from './use-stock-key-label';

const signed = (change: number) => (change > 0 ? `+${change}` : String(change));

/** Every recorded stock change of a product, newest first: when, who, which size, how many, why. */
export function StockHistory({ productId }: { productId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const keyLabel = useStockKeyLabel();
  const { data, error, mutate } = useStockHistory(productId);
  const when = dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="adm-stock-history-title">
      <h3 className="h6 mt-4" id="adm-stock-history-title">
        {t('products.history.title')}
      </h3>
      {error ? (
        <ErrorState title={t('products.history.loadError')} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingState label={t('products.history.loading')} />
      ) : data.length === 0 ? (
        <p className="small text-secondary mb-0">{t('products.history.empty')}</p>
      ) : (
        <div className="table-responsive adm-history-scroll">
          <Table size="sm" className="mb-0 small align-middle" data-testid="stock-history">
            <TableHead
              columns={['when', 'who', 'key', 'change', 'after', 'reason']}
              label={(key) => t(`products.history.${key}`)}
              classes={{ change: 'text-end', after: 'text-end' }}
            />
            <tbody>
              {data.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td className="text-nowrap">
                    <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                  </td>
                  <td className="text-break">{entry.by}</td>
                  <td>{keyLabel(entry.stockKey)}</td>
                  <td className={`text-end fw-semibold ${entry.change > 0 ? 'text-success' : 'text-danger'}`}>
                    {signed(entry.change)}
                  </td>
                  <td className="text-end">{entry.after}</td>
                  <td className="text-break">{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
