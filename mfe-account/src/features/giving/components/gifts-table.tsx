import { Badge, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatInstantDay } from '@ministry/contracts/datetime';
import type { Gift, GiftStatus } from '@ministry/contracts/giving';
import { formatCents } from '@ministry/contracts/money';
import { localize } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { receiptUrl } from '../api/giving';
import { NAMESPACE } from '../texts';

const STATUS_VARIANT: Record<GiftStatus, string> = {
  succeeded: 'success',
  failed: 'danger',
  refunded: 'secondary',
  partially_refunded: 'warning',
};

/** Every gift with its date, fund, amount, status and (when it was paid) its receipt. */
export function GiftsTable({ gifts }: { gifts: Gift[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <Table responsive className="align-middle" data-testid="my-gifts">
      <thead>
        <tr>
          <th scope="col">{t('giving.tab.date')}</th>
          <th scope="col">{t('giving.tab.fund')}</th>
          <th scope="col" className="text-end">
            {t('giving.tab.amount')}
          </th>
          <th scope="col">{t('giving.tab.status')}</th>
          <th scope="col">{t('giving.tab.receipt')}</th>
        </tr>
      </thead>
      <tbody>
        {gifts.map((gift) => (
          <tr key={gift.id}>
            <td className="text-nowrap">
              <time dateTime={gift.date}>{formatInstantDay(gift.date, language, 'medium')}</time>
            </td>
            <td>
              {localize(gift.fundName, gift.fundNameEs, language)}
              {gift.frequency === 'monthly' && (
                <Badge bg="light" text="dark" className="ms-2 border">
                  {t('giving.tab.monthly')}
                </Badge>
              )}
            </td>
            <td className="text-end text-nowrap">{formatCents(gift.amountCents, language)}</td>
            <td>
              <Badge
                bg={STATUS_VARIANT[gift.status]}
                text={gift.status === 'partially_refunded' ? 'dark' : undefined}
              >
                {t(`giving.tab.statuses.${gift.status}`)}
              </Badge>
            </td>
            <td className="text-nowrap">
              {gift.status !== 'failed' && (
                <a
                  href={receiptUrl(gift.id)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`${t('giving.tab.receiptPdf')}, ${gift.receiptNumber}`}
                >
                  {t('giving.tab.receiptPdf')}
                </a>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
