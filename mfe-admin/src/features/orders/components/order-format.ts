import type { Address } from '@ministry/contracts/checkout';
import { dateTimeFormat } from '@ministry/contracts/intl';
import { localeOf, type Language } from '@ministry/contracts/language';
import type { OrderStatus } from '@ministry/contracts/order';

/** A date and time as staff read it ("Mar 3, 2026, 10:15 AM"); empty for anything that is not a date. */
export function formatWhen(iso: string | null | undefined, language: Language): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** An address on its lines, as on a parcel. */
export function addressLines(address: Address): string[] {
  return [address.street, `${address.city}, ${address.state} ${address.zipCode}`, address.country].filter(
    (line) => line.trim() !== '',
  );
}

/** Bootstrap badge colours per status; the status is always written out beside the colour. */
export const STATUS_BADGE: Record<OrderStatus, { bg: string; text?: 'dark' }> = {
  pending_payment: { bg: 'warning', text: 'dark' },
  paid: { bg: 'primary' },
  shipped: { bg: 'info', text: 'dark' },
  delivered: { bg: 'success' },
  payment_failed: { bg: 'danger' },
  expired: { bg: 'secondary' },
  canceled: { bg: 'secondary' },
  refunded: { bg: 'dark' },
};
