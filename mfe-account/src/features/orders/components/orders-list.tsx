import { Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatInstantDay } from '@ministry/contracts/datetime';
import type { Order } from '@ministry/contracts/order';
import { formatCents } from '@ministry/contracts/money';
import { useLanguage } from '@ministry/platform/i18n';
import { OrderStatusBadge } from '@ministry/platform/order-display';
import { NAMESPACE } from '../texts';

/** Her orders as a table: number (opens its detail), date, status and total. */
export function OrdersList({ orders }: { orders: Order[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <Table responsive hover className="align-middle mb-0">
      <caption className="visually-hidden">{t('orders.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orders.number')}</th>
          <th scope="col">{t('orders.date')}</th>
          <th scope="col">{t('orders.statusLabel')}</th>
          <th scope="col" className="text-end">
            {t('orders.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderNumber} data-testid="order-row">
            <th scope="row">
              <Link
                to={{ search: `?tab=orders&order=${encodeURIComponent(order.orderNumber)}` }}
                className="font-monospace"
              >
                {order.orderNumber}
              </Link>
            </th>
            <td className="text-nowrap">{formatInstantDay(order.createdAt, language, 'medium')}</td>
            <td>
              <OrderStatusBadge status={order.status} />
            </td>
            <td className="text-end text-nowrap">{formatCents(order.totalCents)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
