import { useTranslation } from 'react-i18next';
import type { CartItem } from '@ministry/contracts/cart';
import { formatCents } from '@ministry/contracts/money';
import { NAMESPACE } from '../../../i18n';

/**
 * An amount of a line ("$11.04"); a resource priced with her plan's discount shows its full price
 * struck before it (named for screen readers, which do not announce the strike).
 */
export function LinePrice({ item, cents, units = 1 }: { item: CartItem; cents: number; units?: number }) {
  const { t } = useTranslation(NAMESPACE);
  if (!item.planDiscount || item.fullPriceCents === undefined) return <>{formatCents(cents)}</>;
  return (
    <>
      <s className="text-secondary fw-normal me-1" data-testid="full-price">
        <span className="visually-hidden">{t('cart.fullPrice')} </span>
        {formatCents(item.fullPriceCents * units)}
      </s>
      {formatCents(cents)}
    </>
  );
}

/** "Member discount", under a resource line priced with her plan's discount. */
export function MemberDiscountNote({ item }: { item: CartItem }) {
  const { t } = useTranslation(NAMESPACE);
  if (!item.planDiscount) return null;
  return <div className="text-success-emphasis">{t('cart.memberDiscount')}</div>;
}
