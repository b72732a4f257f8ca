import { Button, Card, Col, Placeholder } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useAdminLocation } from '../../layout';
import { useShopSummary } from '../../orders';
import { LOW_STOCK_PARAM } from '../../products';

function ShopCount({
  label,
  count,
  failed,
  testId,
  action,
  onAction,
}: {
  label: string;
  count: number | undefined;
  failed: boolean;
  testId: string;
  action: string;
  onAction: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card className="border-0 shadow-sm h-100">
      <Card.Body className="d-flex flex-column">
        <div className="text-secondary small text-uppercase fw-semibold" id={`${testId}-label`}>
          {label}
        </div>
        <div
          className={`display-6 fw-semibold adm-count${count ? ' text-danger' : ''}`}
          data-testid={testId}
          aria-labelledby={`${testId}-label`}
        >
          {failed ? (
            <span className="fs-6 text-danger">{t('dashboard.countUnavailable')}</span>
          ) : count === undefined ? (
            <Placeholder as="span" animation="glow" aria-hidden="true">
              <Placeholder xs={4} />
            </Placeholder>
          ) : (
            count
          )}
        </div>
        <Button
          variant="link"
          size="sm"
          className="p-0 mt-auto align-self-start text-start"
          onClick={onAction}
        >
          {action}
        </Button>
      </Card.Body>
    </Card>
  );
}

/** The shop at a glance: paid orders waiting to be sent, and products running low, each linking to its tab. */
export function ShopCounts() {
  const { t } = useTranslation(NAMESPACE);
  const { go } = useAdminLocation();
  const { data, error } = useShopSummary();
  return (
    <>
      <Col>
        <ShopCount
          label={t('shopCounts.ordersToShip')}
          count={data?.ordersToShip}
          failed={Boolean(error)}
          testId="count-orders-to-ship"
          action={t('shopCounts.viewOrders')}
          onAction={() => go('orders', { status: 'paid' })}
        />
      </Col>
      <Col>
        <ShopCount
          label={t('shopCounts.lowStock')}
          count={data?.lowStockProducts}
          failed={Boolean(error)}
          testId="count-low-stock"
          action={t('shopCounts.viewProducts')}
          onAction={() => go('products', { [LOW_STOCK_PARAM]: 'low' })}
        />
      </Col>
    </>
  );
}
