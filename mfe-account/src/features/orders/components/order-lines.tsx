import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { giftLineName, placeLineName, placeNotes, placePersonText } from '@ministry/contracts/line-names';
import { lineKind } from '@ministry/contracts/cart';
import { localize } from '@ministry/contracts/language';
import type { OrderLine } from '@ministry/contracts/order';
import { formatCents } from '@ministry/contracts/money';
import { optionLines } from '@ministry/contracts/product';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../texts';

const IMAGE_SIZE = 64;
const BOX = 'rounded border flex-shrink-0';

function LineImage({ src, alt }: { src: string | null; alt: string }) {
  const { t } = useTranslation(NAMESPACE);
  if (src)
    return (
      <img
        src={src}
        alt={alt}
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        className={`${BOX} bg-white`}
        style={{ objectFit: 'contain' }}
      />
    );
  return (
    <div
      className={`${BOX} bg-light text-secondary small d-flex align-items-center justify-content-center text-center`}
      style={{ width: IMAGE_SIZE, height: IMAGE_SIZE }}
    >
      {t('orders.noImage')}
    </div>
  );
}

/**
 * The lines as they were priced when she ordered, each by its kind: a product with its picture,
 * options, quantity and prices; a gift as "Gift to <fund>", tax-deductible; a resource by its title,
 * digital, to download from the Resources tab; an event's places as "<event> — <date>", each person
 * with her option and price.
 */
export function OrderLines({ items }: { items: OrderLine[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <ul className="list-unstyled mb-0">
      {items.map((item, index) => {
        const kind = lineKind(item);
        const name = localize(item.name, item.nameEs, language);
        let title = name;
        let details;
        if (kind === 'gift') {
          title = giftLineName(name, language);
          details = <div className="small text-secondary">{t('orders.taxDeductible')}</div>;
        } else if (kind === 'place' && item.place) {
          const { place } = item;
          title = placeLineName(name, place.date, language);
          details = (
            <div className="small text-secondary" data-testid="place-detail">
              <ul className="list-unstyled mb-0">
                {place.people.map((person, at) => (
                  <li key={at}>{placePersonText(person, language)}</li>
                ))}
              </ul>
              {placeNotes(place, language).map((note) => (
                <div key={note}>{note}</div>
              ))}
              <Link to={`/events/${encodeURIComponent(item.productId)}/${place.date}`}>
                {t('orders.seeEvent')}
              </Link>
            </div>
          );
        } else if (kind === 'resource') {
          details = (
            <div className="small text-secondary">
              {t('orders.digital')} —{' '}
              <Link to={{ search: '?tab=resources' }}>{t('orders.seeResources')}</Link>
            </div>
          );
        } else {
          details = (
            <>
              {optionLines(item.options, language).map((line) => (
                <div key={line} className="small text-secondary">
                  {line}
                </div>
              ))}
              <div className="small text-secondary">
                {t('orders.quantity', { count: item.quantity })} ·{' '}
                {t('orders.unitPrice', { price: formatCents(item.priceCents) })}
              </div>
            </>
          );
        }
        return (
          <li key={index} className="d-flex gap-3 py-2 border-bottom" data-testid="order-line">
            {kind !== 'gift' && kind !== 'place' && <LineImage src={item.imageUrl ?? null} alt={name} />}
            <div className="flex-grow-1">
              <div className="fw-semibold">{title}</div>
              {details}
            </div>
            <div className="fw-semibold text-nowrap">{formatCents(item.priceCents * item.quantity)}</div>
          </li>
        );
      })}
    </ul>
  );
}
