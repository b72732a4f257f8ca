import useSWR from 'swr';
import type { Fund, Gift, GiftPage, GivingSummary } from '@ministry/contracts/giving';
import type { FundInput } from '@ministry/contracts/giving-input';
import type { AccessLogPage } from '@ministry/contracts/access-log';
import { apiGet, apiSend } from '@ministry/platform/api';

export const ADMIN_FUNDS_KEY = '/api/admin/giving/funds';

/** Every fund, archived ones included. */
export function useAdminFunds() {
  return useSWR<Fund[]>(ADMIN_FUNDS_KEY, apiGet, { revalidateOnMount: true });
}

export function createFund(input: FundInput): Promise<Fund> {
  return apiSend<Fund>('POST', ADMIN_FUNDS_KEY, input);
}

export function updateFund(id: string, input: FundInput): Promise<Fund> {
  return apiSend<Fund>('PUT', `${ADMIN_FUNDS_KEY}/${encodeURIComponent(id)}`, input);
}

export function setFundArchived(id: string, archived: boolean): Promise<Fund> {
  return apiSend<Fund>(
    'POST',
    `${ADMIN_FUNDS_KEY}/${encodeURIComponent(id)}/${archived ? 'archive' : 'restore'}`,
  );
}

/** A period as New York days (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
}

export const summaryUrl = ({ from, to }: Period) =>
  `/api/admin/giving/summary?${new URLSearchParams({ from, to }).toString()}`;

export function useGivingSummary(period: Period) {
  return useSWR<GivingSummary>(summaryUrl(period), apiGet, { revalidateOnMount: true });
}

/** The gifts list's filters, as the address query of the list and of its CSV export. */
export interface GiftFilters {
  fund: string;
  frequency: '' | 'once' | 'monthly';
  from: string;
  to: string;
  donor: string;
}

export function giftsQuery(filters: GiftFilters, page?: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) query.set(key, value.trim());
  if (page && page > 1) query.set('page', String(page));
  return query.toString();
}

export const giftsUrl = (filters: GiftFilters, page: number) => {
  const query = giftsQuery(filters, page);
  return `/api/admin/giving/gifts${query ? `?${query}` : ''}`;
};

export const giftsCsvUrl = (filters: GiftFilters) => {
  const query = giftsQuery(filters);
  return `/api/admin/giving/gifts.csv${query ? `?${query}` : ''}`;
};

export function useGiftPage(filters: GiftFilters, page: number) {
  return useSWR<GiftPage>(giftsUrl(filters, page), apiGet, {
    revalidateOnMount: true,
    keepPreviousData: true,
  });
}

export function refundGift(id: string, amountCents: number): Promise<Gift> {
  return apiSend<Gift>('POST', `/api/admin/giving/gifts/${encodeURIComponent(id)}/refund`, { amountCents });
}

export const accessLogUrl = (page: number) => `/api/admin/access-log${page > 1 ? `?page=${page}` : ''}`;

/** Who looked at donors' records, newest first (finance staff only). */
export function useAccessLog(page: number) {
  return useSWR<AccessLogPage>(accessLogUrl(page), apiGet, {
    revalidateOnMount: true,
    keepPreviousData: true,
  });
}
