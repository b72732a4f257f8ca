import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cartBadgeText } from '@ministry/contracts/cart';
import { CartIcon } from '@ministry/platform/icons';
import { useCart } from '../api/use-cart';
import '../../../i18n';

/** The header's cart icon with the total quantity (99+ above 99); exposed to the shell. */
export default function CartBadge() {
  const { t } = useTranslation();
  const { data } = useCart();
  const items = Array.isArray(data) ? data : [];
  const count = cartBadgeText(items);
  return (
    <Link
      to="/cart"
      className="nav-link position-relative px-2"
      aria-label={t('nav.cartWithCount', { count: Number.parseInt(count, 10) })}
    >
      <CartIcon />
      {items.length > 0 && (
        <Badge
          pill
          bg="danger"
          className="position-absolute top-0 start-100 translate-middle"
          aria-hidden="true"
        >
          {count}
        </Badge>
      )}
    </Link>
  );
}
