import { Badge } from 'react-bootstrap';
import type { OrderStatus } from '@ministry/contracts/order';

/** Bootstrap colours per status with enough contrast for their text (dark text on the light ones). */
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

/**
 * An order's status in words, never by colour alone. The words are the caller's (each remote says
 * them its own way: "Awaiting payment" to a member, "Pending payment" to staff).
 */
export function OrderStatusBadge({
  status,
  label,
  pill = false,
}: {
  status: OrderStatus;
  label: string;
  pill?: boolean;
}) {
  const { bg, text } = LOOK[status];
  return (
    <Badge bg={bg} text={text} pill={pill} data-testid="order-status">
      {label}
    </Badge>
  );
}
