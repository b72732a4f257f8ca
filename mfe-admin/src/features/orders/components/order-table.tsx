import { Badge, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@ministry/contracts/order';
import { formatCents } from '@ministry/contracts/money';
import { useLanguage } from '@ministry/platform/i18n';
import { OrderStatusBadge } from '@ministry/platform/order-display';
import { NAMESPACE } from '../../../i18n';
import { formatWhen } from './order-format';
import { DataTable } from '../../../kit';

export function OrderTable({
  orders,
  onOpen,
}: {
  orders: AdminOrder[];
  onOpen: (orderNumber: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <DataTable
      testId="admin-orders"
      className="mb-3"
      columns={['number', 'date', 'customer', 'status', 'total']}
      label={(key) => t(`orders.columns.${key}`)}
      classes={{ total: 'text-end' }}
    >
      {orders.map((order) => (
        <tr key={order.orderNumber} data-order-number={order.orderNumber}>
          <th scope="row">
            <Button
              variant="link"
              className="p-0 fw-semibold text-nowrap"
              onClick={() => onOpen(order.orderNumber)}
            >
              {order.orderNumber}
            </Button>
          </th>
          <td className="text-nowrap">
            <time dateTime={order.createdAt}>{formatWhen(order.createdAt, language)}</time>
          </td>
          <td className="text-break">
            {order.contactInfo.firstName} {order.contactInfo.lastName}
            <div className="small text-secondary">{order.contactInfo.email}</div>
          </td>
          <td className="text-nowrap">
            <OrderStatusBadge status={order.status} />
            {order.flagged && (
              <Badge bg="danger" className="ms-1">
                <span aria-hidden="true">⚠ </span>
                {t('orders.flagged')}
              </Badge>
            )}
          </td>
          <td className="text-end text-nowrap">{formatCents(order.totalCents)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
