import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ORDER_NUMBER_PATTERN } from '@ministry/contracts/order';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { useMyOrders } from '../api/orders';
import { NAMESPACE } from '../texts';
import { OrderDetail } from './order-detail';
import { OrdersList } from './orders-list';
import { TabSection } from '../../../components/tab-section';

/** "View My Orders": her orders (?tab=orders), or one of them (?tab=orders&order=<number>). */
export function OrdersTab() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const requested = params.get('order');
  const orderNumber = requested && ORDER_NUMBER_PATTERN.test(requested) ? requested : null;

  return (
    <TabSection id="orders-heading" title={t('orders.heading')}>
      {orderNumber ? <OrderDetail orderNumber={orderNumber} /> : <MyOrders />}
    </TabSection>
  );
}

function MyOrders() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, isLoading, mutate } = useMyOrders();
  let body;
  if (isLoading) body = <LoadingState label={t('orders.loading')} />;
  else if (error && !data)
    body = <ErrorState message={t('orders.loadError')} onRetry={() => void mutate()} />;
  else if (!data || data.length === 0)
    body = (
      <>
        <p>{t('orders.empty')}</p>
        <Link to="/shop" className="btn btn-primary">
          {t('orders.visitShop')}
        </Link>
      </>
    );
  else body = <OrdersList orders={data} />;
  return (
    <>
      <p className="text-secondary">{t('orders.intro')}</p>
      {body}
    </>
  );
}
