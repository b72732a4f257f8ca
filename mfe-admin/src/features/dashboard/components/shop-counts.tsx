import { Col } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { StatCard } from '../../../kit';
import { useAdminLocation } from '../../layout';
import { useShopSummary } from '../../orders';
import { LOW_STOCK_PARAM } from '../../products';

/** The shop at a glance: paid orders waiting to be sent, and products running low, each linking to its tab. */
export function ShopCounts() {
  const { t } = useTranslation(NAMESPACE);
  const { go } = useAdminLocation();
  const { data, error } = useShopSummary();
  const counts = [
    {
      label: t('shopCounts.ordersToShip'),
      value: data?.ordersToShip,
      testId: 'count-orders-to-ship',
      action: { label: t('shopCounts.viewOrders'), onClick: () => go('orders', { status: 'paid' }) },
    },
    {
      label: t('shopCounts.lowStock'),
      value: data?.lowStockProducts,
      testId: 'count-low-stock',
      action: {
        label: t('shopCounts.viewProducts'),
        onClick: () => go('products', { [LOW_STOCK_PARAM]: 'low' }),
      },
    },
  ];
  return (
    <>
      {counts.map((count) => (
        <Col key={count.testId}>
          <StatCard {...count} alert={Boolean(count.value)} failed={Boolean(error)} />
        </Col>
      ))}
    </>
  );
}
