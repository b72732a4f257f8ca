import useSWR from 'swr';
import type { PrayerGroupInput, PrayerGroupSettings } from '@ministry/contracts/prayer-group';
import { apiGet, apiSend } from '@ministry/platform/api';

export const ADMIN_PRAYER_GROUP_KEY = '/api/admin/prayer-group';

export function useAdminPrayerGroup() {
  return useSWR<PrayerGroupSettings>(ADMIN_PRAYER_GROUP_KEY, apiGet, { revalidateOnMount: true });
}

export function savePrayerGroup(input: PrayerGroupInput): Promise<PrayerGroupSettings> {
  return apiSend<PrayerGroupSettings>('PUT', ADMIN_PRAYER_GROUP_KEY, input);
}
