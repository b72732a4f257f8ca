import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@ministry/contracts/order';
import { NAMESPACE } from '../texts';

/** Colours with enough contrast for their text (dark text on the light ones). */
const LOOK: Record<OrderStatus, { bg: string; text?: 'dark' }> = {
  pending_payment: { bg: 'warning', text: 'dark' },
  paid: { bg: 'primary' },
  shipped: { bg: 'info', text: 'dark' },
  delivered: { bg: 'success' },
  payment_failed: { bg: 'danger' },
  expired: { bg: 'secondary' },
  canceled: { bg: 'secondary' },
  refunded: { bg: 'dark' },
};

/** An order's status in words, never by colour alone. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(NAMESPACE);
  const look = LOOK[status];
  return (
    <Badge bg={look.bg} text={look.text} pill data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
