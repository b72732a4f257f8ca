import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { lineKind, type CartItem } from '@ministry/contracts/cart';
import { optionLines } from '@ministry/contracts/product';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { ProductImage } from '../../../components/product-image';
import { MemberDiscountNote } from './member-price';
import { PackageDetail } from './package-detail';
import { PlaceDetail } from './place-detail';
import { SessionDetail } from './session-detail';

function StockNote({ item }: { item: CartItem }) {
  const { t } = useTranslation(NAMESPACE);
  if (item.available === undefined || item.quantity <= item.available) return null;
  return (
    <div className="small text-danger mt-1">
      {item.available <= 0 ? t('cart.soldOut') : t('cart.onlyLeft', { count: item.available })}
    </div>
  );
}

/** A line's options, one a line ("Size: M"). */
export function OptionLines({ item }: { item: CartItem }) {
  const language = useLanguage();
  return (
    <>
      {optionLines(item.options, language).map((line) => (
        <div key={line}>{line}</div>
      ))}
    </>
  );
}

/**
 * What a cart line is, in its row's header cell: a product's picture, name (its page's link) and
 * options; a gift's "Gift to <fund>", tax-deductible; a resource's title (the library's link), a
 * download once paid; an event's places as "<event> — <date>" (its page's link), each person priced;
 * a counseling session by its New York time, with its type, counselor and length; a package of
 * sessions (the counseling page's link) with how many and how long they are valid.
 */
export function CartLine({ item, name }: { item: CartItem; name: string }) {
  const { t } = useTranslation(NAMESPACE);
  const kind = lineKind(item);
  const picture =
    kind === 'product' || item.imageUrl ? (
      <ProductImage src={item.imageUrl} alt="" size={64} />
    ) : (
      <div className="flex-shrink-0" style={{ width: 64 }} />
    );
  let detail;
  if (kind === 'product') {
    detail = (
      <>
        <Link to={`/shop/${item.productId}`} className="fw-semibold text-decoration-none">
          {name}
        </Link>
        {/* On a narrow screen the options sit under the name instead of in their column. */}
        <div className="d-md-none small text-secondary">
          <OptionLines item={item} />
        </div>
        <StockNote item={item} />
      </>
    );
  } else if (kind === 'gift') {
    detail = (
      <>
        <span className="fw-semibold">{name}</span>
        <div className="small text-success-emphasis">{t('cart.taxDeductible')}</div>
      </>
    );
  } else if (kind === 'place') {
    detail = (
      <>
        {item.place ? (
          <Link
            to={`/events/${encodeURIComponent(item.productId)}/${item.place.date}`}
            className="fw-semibold text-decoration-none"
          >
            {name}
          </Link>
        ) : (
          <span className="fw-semibold">{name}</span>
        )}
        <PlaceDetail place={item.place} className="small text-secondary" />
      </>
    );
  } else if (kind === 'session') {
    detail = (
      <>
        <span className="fw-semibold">{name}</span>
        <SessionDetail session={item.session} className="small text-secondary" />
      </>
    );
  } else if (kind === 'package') {
    detail = (
      <>
        <Link to="/counseling" className="fw-semibold text-decoration-none">
          {name}
        </Link>
        <PackageDetail pkg={item.package} className="small text-secondary" />
      </>
    );
  } else {
    detail = (
      <>
        <Link to="/resources" className="fw-semibold text-decoration-none">
          {name}
        </Link>
        <div className="small text-secondary">{t('cart.digitalDownload')}</div>
        <div className="small">
          <MemberDiscountNote item={item} />
        </div>
      </>
    );
  }
  return (
    <div className="d-flex align-items-center gap-3" style={{ minWidth: '12rem' }}>
      {picture}
      <div>{detail}</div>
    </div>
  );
}
