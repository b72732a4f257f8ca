import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@ministry/contracts/order';
import { NAMESPACE } from '../../../i18n';
import { STATUS_BADGE } from './order-format';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(NAMESPACE);
  const { bg, text } = STATUS_BADGE[status];
  return (
    <Badge bg={bg} text={text} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
