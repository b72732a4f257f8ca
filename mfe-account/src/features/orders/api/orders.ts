import useSWR from 'swr';
import type { Order } from '@ministry/contracts/order';
import { apiGet } from '@ministry/platform/api';

export const MY_ORDERS_KEY = '/api/orders';

export function myOrderKey(orderNumber: string): string {
  return `${MY_ORDERS_KEY}/${encodeURIComponent(orderNumber)}`;
}

/** Her orders, newest first; read again each time the tab shows (a payment or a shipment may have come). */
export function useMyOrders() {
  return useSWR<Order[]>(MY_ORDERS_KEY, apiGet, { revalidateOnMount: true });
}

/** One of her orders (another member's answers 404). */
export function useMyOrder(orderNumber: string) {
  return useSWR<Order>(myOrderKey(orderNumber), apiGet, { revalidateOnMount: true });
}
