import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ORDERS_PAGE_SIZE } from '@ministry/contracts/order';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../../../i18n';
import { ORDER_PARAM, useAdminLocation } from '../../layout';
import { ordersCsvUrl, useAdminOrders } from '../api/admin-orders';
import { filterParams, filtersOf, type OrderFilters } from '../order-filters';
import { OrderDetail } from './order-detail';
import { OrderFiltersForm } from './order-filters-form';
import { OrderPages } from './order-pages';
import { OrderTable } from './order-table';

function OrderList({
  filters,
  onFilters,
  onOpen,
}: {
  filters: OrderFilters;
  onFilters: (filters: OrderFilters) => void;
  onOpen: (orderNumber: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, mutate } = useAdminOrders(filters);
  const pageSize = data?.pageSize || ADMIN_ORDERS_PAGE_SIZE;
  const pageCount = data ? Math.max(1, Math.ceil(data.totalCount / pageSize)) : 1;
  const from = data ? (data.page - 1) * pageSize + 1 : 0;
  return (
    <>
      <OrderFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={onFilters} />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <p className="small text-secondary mb-0" role="status">
          {data && data.totalCount > 0
            ? t('orders.showing', { from, to: from + data.orders.length - 1, total: data.totalCount })
            : ''}
        </p>
        <a className="btn btn-outline-secondary btn-sm" href={ordersCsvUrl(filters)} download>
          {t('orders.export')}
        </a>
      </div>
      {error ? (
        <ErrorState title={t('orders.loadError')} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingState label={t('orders.loading')} />
      ) : data.orders.length === 0 ? (
        <p className="text-secondary">{t('orders.empty')}</p>
      ) : (
        <>
          <OrderTable orders={data.orders} onOpen={onOpen} />
          <OrderPages
            page={data.page}
            pageCount={pageCount}
            onPage={(page) => onFilters({ ...filters, page })}
          />
        </>
      )}
    </>
  );
}

/**
 * The shop's orders: filtered by status, days and a search, a page at a time, exported as CSV; an
 * order's detail opens in place (`?tab=orders&order=WOP-…`, where the staff e-mail links).
 */
export function OrdersTab() {
  const { t } = useTranslation(NAMESPACE);
  const { params, go } = useAdminLocation();
  const query = params.toString();
  const filters = useMemo(() => filtersOf(new URLSearchParams(query)), [query]);
  const orderNumber = params.get(ORDER_PARAM)?.trim().toUpperCase() || null;
  const heading = useRef<HTMLHeadingElement>(null);

  // Back from an order: the focus returns to the list's heading.
  const wasOpen = useRef(orderNumber !== null);
  useEffect(() => {
    if (wasOpen.current && orderNumber === null) heading.current?.focus();
    wasOpen.current = orderNumber !== null;
  }, [orderNumber]);

  return (
    <section aria-labelledby="adm-orders-title">
      <h2 className="h3 mb-1" id="adm-orders-title" tabIndex={-1} ref={heading}>
        {t('orders.title')}
      </h2>
      <p className="text-secondary">{t('orders.intro')}</p>
      {orderNumber ? (
        <OrderDetail orderNumber={orderNumber} onBack={() => go('orders', filterParams(filters))} />
      ) : (
        <OrderList
          filters={filters}
          onFilters={(next) => go('orders', filterParams(next))}
          onOpen={(number) => go('orders', { ...filterParams(filters), [ORDER_PARAM]: number })}
        />
      )}
    </section>
  );
}
