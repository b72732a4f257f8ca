import { Badge, Button, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@ministry/contracts/order';
import { formatPrice } from '@ministry/contracts/product';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { formatWhen } from './order-format';
import { OrderStatusBadge } from './order-status-badge';

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
    <div className="bg-body rounded shadow-sm mb-3">
      <Table hover className="mb-0 align-middle adm-stack" data-testid="admin-orders">
        <thead>
          <tr>
            <th scope="col">{t('orders.columns.number')}</th>
            <th scope="col">{t('orders.columns.date')}</th>
            <th scope="col">{t('orders.columns.customer')}</th>
            <th scope="col">{t('orders.columns.status')}</th>
            <th scope="col" className="text-end">
              {t('orders.columns.total')}
            </th>
          </tr>
        </thead>
        <tbody>
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
              <td className="text-end text-nowrap">{formatPrice(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
