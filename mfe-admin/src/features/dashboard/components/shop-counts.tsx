import { Col } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { StatCard } from '../../kit';
import { useAdminLocation } from '../../layout';
import { useShopSummary } from '../../orders';
import { LOW_STOCK_PARAM } from '../../products';

/** The shop at a glance: paid orders waiting to be sent, and products running low, each linking to its tab. */
export function ShopCounts() {
  const { t } = useTranslation(NAMESPACE);
  const { go } = useAdminLocation();
  const { data, error } = useShopSummary();
  return (
    <>
      <Col>
        <StatCard
          label={t('shopCounts.ordersToShip')}
          value={data?.ordersToShip}
          alert={Boolean(data?.ordersToShip)}
          failed={Boolean(error)}
          testId="count-orders-to-ship"
          action={{ label: t('shopCounts.viewOrders'), onClick: () => go('orders', { status: 'paid' }) }}
        />
      </Col>
      <Col>
        <StatCard
          label={t('shopCounts.lowStock')}
          value={data?.lowStockProducts}
          alert={Boolean(data?.lowStockProducts)}
          failed={Boolean(error)}
          testId="count-low-stock"
          action={{
            label: t('shopCounts.viewProducts'),
            onClick: () => go('products', { [LOW_STOCK_PARAM]: 'low' }),
          }}
        />
      </Col>
    </>
  );
}
