import { useTranslation } from 'react-i18next';
import { localize } from '@ministry/contracts/language';
import type { OrderLine } from '@ministry/contracts/order';
import { formatCents } from '@ministry/contracts/money';
import { optionLines } from '@ministry/contracts/product';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../texts';

const IMAGE_SIZE = 64;

/** The lines as they were priced when she ordered: picture, name, options, quantity, prices. */
export function OrderLines({ items }: { items: OrderLine[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <ul className="list-unstyled mb-0">
      {items.map((item, index) => {
        const name = localize(item.name, item.nameEs, language);
        return (
          <li key={index} className="d-flex gap-3 py-2 border-bottom" data-testid="order-line">
            {item.imageUrl ? (
              <img
                src={item.imageUrl}
                alt={name}
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                className="rounded border bg-white flex-shrink-0"
                style={{ objectFit: 'contain' }}
              />
            ) : (
              <div
                className="rounded border bg-light text-secondary small d-flex align-items-center justify-content-center text-center flex-shrink-0"
                style={{ width: IMAGE_SIZE, height: IMAGE_SIZE }}
              >
                {t('orders.noImage')}
              </div>
            )}
            <div className="flex-grow-1">
              <div className="fw-semibold">{name}</div>
              {optionLines(item.options, language).map((line) => (
                <div key={line} className="small text-secondary">
                  {line}
                </div>
              ))}
              <div className="small text-secondary">
                {t('orders.quantity', { count: item.quantity })} ·{' '}
                {t('orders.unitPrice', { price: formatCents(item.priceCents) })}
              </div>
            </div>
            <div className="fw-semibold text-nowrap">{formatCents(item.priceCents * item.quantity)}</div>
          </li>
        );
      })}
    </ul>
  );
}
