import { ORDER_STATUSES, type OrderStatus } from '@ministry/contracts/order';

/** The Orders tab's filters, kept in the address so a reload or a shared link shows the same list. */
export interface OrderFilters {
  status: OrderStatus | '';
  /** YYYY-MM-DD (New York days), or empty. */
  from: string;
  to: string;
  q: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isOrderStatus(value: string | null): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '');
}

/** The filters in an address; anything malformed is left out. */
export function filtersOf(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    status: isOrderStatus(status) ? status : '',
    from: day('from'),
    to: day('to'),
    q: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters set, as address parameters (the first page and empty filters left out). */
export function filterParams(filters: OrderFilters, { withPage = true } = {}): Record<string, string> {
  const entries: [string, string][] = [
    ['status', filters.status],
    ['from', filters.from],
    ['to', filters.to],
    ['q', filters.q.trim()],
    ['page', withPage && filters.page > 1 ? String(filters.page) : ''],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

export function queryOf(filters: OrderFilters, options?: { withPage?: boolean }): string {
  const query = new URLSearchParams(filterParams(filters, options)).toString();
  return query ? `?${query}` : '';
}
