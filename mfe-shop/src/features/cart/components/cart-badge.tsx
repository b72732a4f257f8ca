import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cartBadgeText } from '@ministry/contracts/cart-badge';
import { CartIcon } from '@ministry/platform/icons';
import { useSession } from '@ministry/platform/session';
import { useCart } from '../api/use-cart';

/**
 * The header's cart icon with the total quantity (99+ above 99); exposed to the shell. It is on every
 * first page, so it stays light: plain markup, the platform's texts, no yup. It reads the
 * shared '/api/cart' cache, which every cart change in any screen writes, so it updates at once; a
 * login or logout (another cart) fetches it again, and so does the next navigation after a failed load
 * (the shop was down), so the badge recovers without a reload.
 */
export default function CartBadge() {
  const { t } = useTranslation();
  const { data, error, mutate } = useCart();
  const userId = useSession().user?.id ?? null;
  const seenUser = useRef(userId);
  useEffect(() => {
    if (seenUser.current === userId) return;
    seenUser.current = userId;
    void mutate();
  }, [userId, mutate]);
  const { pathname } = useLocation();
  const seenPath = useRef(pathname);
  useEffect(() => {
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    if (error) void mutate();
  }, [pathname, error, mutate]);

  const items = Array.isArray(data) ? data : [];
  const count = cartBadgeText(items);
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Link
      to="/cart"
      className="nav-link position-relative px-2"
      aria-label={t('nav.cartWithCount', { count: total })}
      data-testid="cart-badge"
    >
      <CartIcon />
      {total > 0 && (
        <span
          className="badge rounded-pill text-bg-danger position-absolute top-0 start-100 translate-middle"
          aria-hidden="true"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
