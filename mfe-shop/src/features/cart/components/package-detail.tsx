import { useTranslation } from 'react-i18next';
import type { PricedLine } from '@ministry/contracts/cart';
import { NAMESPACE } from '../../../i18n';

/**
 * Under a package of sessions' line ("Package of 8 sessions"): how many sessions and how long they
 * are valid ("8 sessions, valid 12 months"), then that they are hers to book once paid (nothing ships).
 */
export function PackageDetail({
  pkg,
  paid = false,
  className,
}: {
  pkg: PricedLine['package'];
  /** Paid: hers already (the line's "once paid" is not said). */
  paid?: boolean;
  className?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (!pkg) return null;
  return (
    <div className={className} data-testid="package-detail">
      <div>{t('cart.package', { count: pkg.credits, months: pkg.validMonths })}</div>
      {!paid && <div>{t('cart.packageOnce')}</div>}
    </div>
  );
}
