import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Address } from '@ministry/contracts/checkout';
import type { OrderStatus } from '@ministry/contracts/order';
import { registerTranslations } from '@ministry/platform/i18n';

/**
 * How an order is shown wherever one is (a member's orders, the staff's orders, the shop's checkout):
 * its status as a badge in words and an address on its lines. Only the account, admin and shop remotes
 * import it, so the first visit to `/` carries neither it nor its texts.
 */
const NAMESPACE = 'order-display';
registerTranslations(NAMESPACE, (language) => import(`./locales/${language}/order-display.json`));

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

/** A status in words, in the page's language (for a badge, a filter's options). */
export function useOrderStatusText(): (status: OrderStatus) => string {
  const { t } = useTranslation(NAMESPACE);
  return (status) => t(`status.${status}`);
}

/** An order's status in words, never by colour alone. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const statusText = useOrderStatusText();
  const { bg, text } = LOOK[status];
  return (
    <Badge bg={bg} text={text} pill data-testid="order-status">
      {statusText(status)}
    </Badge>
  );
}

/** An address on its lines, as on a parcel ("60-12 Myrtle Avenue", "Ridgewood, NY 11385", "US"); no blank line. */
export function addressLines(address: Address): string[] {
  return [address.street, `${address.city}, ${address.state} ${address.zipCode}`, address.country].filter(
    (line) => line.trim() !== '',
  );
}

/** An address as an `<address>`, one line each. */
export function AddressLines({ address, className = 'mb-0' }: { address: Address; className?: string }) {
  return (
    <address className={className}>
      {addressLines(address).map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </address>
  );
}
