import useSWR from 'swr';
import type { PrayerGroupLink } from '@ministry/contracts/prayer-group';
import { apiGet } from '@ministry/platform/api';
import { useLanguage } from '@ministry/platform/i18n';

export const PRAYER_GROUP_KEY = '/api/subscription/prayer-group';

/**
 * The prayer group's link and time in the page's language (asked again when it changes). Only an active
 * subscriber asks: `enabled` false fetches nothing.
 */
export function usePrayerGroup(enabled: boolean) {
  const language = useLanguage();
  return useSWR<PrayerGroupLink>(enabled ? [PRAYER_GROUP_KEY, language] : null, ([url]: [string]) =>
    apiGet<PrayerGroupLink>(url),
  );
}
