import useSWR, { useSWRConfig } from 'swr';
import type { AdminOrder, AdminOrderPage, ShipOrderRequest } from '@ministry/contracts/order';
import { apiGet, apiSend } from '@ministry/platform/api';
import { queryOf, type OrderFilters } from '../order-filters';
import type { RefundBody } from '../refund-choice';
import { SHOP_SUMMARY_URL } from './use-shop-summary';

export const ADMIN_ORDERS_URL = '/api/admin/orders';

export const ordersListUrl = (filters: OrderFilters) => `${ADMIN_ORDERS_URL}${queryOf(filters)}`;
/** The CSV export of the filtered list (every page). */
export const ordersCsvUrl = (filters: OrderFilters) =>
  `${ADMIN_ORDERS_URL}.csv${queryOf(filters, { withPage: false })}`;
export const orderUrl = (orderNumber: string) => `${ADMIN_ORDERS_URL}/${encodeURIComponent(orderNumber)}`;

/** One page of the filtered orders, newest first. Fetched again each time the tab opens. */
export function useAdminOrders(filters: OrderFilters) {
  return useSWR<AdminOrderPage>(ordersListUrl(filters), apiGet, {
    revalidateOnMount: true,
    keepPreviousData: true,
  });
}

export function useAdminOrder(orderNumber: string | null) {
  return useSWR<AdminOrder>(orderNumber ? orderUrl(orderNumber) : null, apiGet, { revalidateOnMount: true });
}

/** After a change: the order's new answer in place, the lists and the dashboard's counts asked again. */
export function useOrderChanged() {
  const { mutate } = useSWRConfig();
  return async (order: AdminOrder) => {
    await mutate(orderUrl(order.orderNumber), order, { revalidate: false });
    await mutate(
      (key) =>
        typeof key === 'string' && (key === ADMIN_ORDERS_URL || key.startsWith(`${ADMIN_ORDERS_URL}?`)),
    );
    await mutate(SHOP_SUMMARY_URL);
  };
}

export function shipOrder(orderNumber: string, shipment: ShipOrderRequest): Promise<AdminOrder> {
  return apiSend<AdminOrder>('POST', `${orderUrl(orderNumber)}/ship`, shipment);
}

export function deliverOrder(orderNumber: string): Promise<AdminOrder> {
  return apiSend<AdminOrder>('POST', `${orderUrl(orderNumber)}/deliver`);
}

export function cancelOrder(orderNumber: string, reason: string): Promise<AdminOrder> {
  return apiSend<AdminOrder>('POST', `${orderUrl(orderNumber)}/cancel`, { reason });
}

export function refundOrder(orderNumber: string, refund: RefundBody): Promise<AdminOrder> {
  return apiSend<AdminOrder>('POST', `${orderUrl(orderNumber)}/refund`, refund);
}

/** A member's canceled place line: the payment is kept, with staff's note (the request is decided). */
export function keepPayment(orderNumber: string, lineIndex: number, note: string): Promise<AdminOrder> {
  return apiSend<AdminOrder>('POST', `${orderUrl(orderNumber)}/cancel-requests/${lineIndex}/keep`, { note });
}
