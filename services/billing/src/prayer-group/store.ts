import type { PrayerGroupInput, PrayerGroupSettings } from '@ministry/contracts/prayer-group';
import { PRAYER_GROUP_ID, PrayerGroupModel } from './model';

/** Every answer about the prayer group: the link is for members only, never kept by a cache. */
export const PRIVATE = 'private, no-store';

export type StoredPrayerGroup = PrayerGroupInput & { updatedAt: Date };

export async function readPrayerGroup(): Promise<StoredPrayerGroup | null> {
  return PrayerGroupModel.findById(PRAYER_GROUP_ID).lean();
}

/** One admin setting, replaced whole: the last save wins. */
export async function savePrayerGroup({ url, when, whenEs, note, noteEs }: PrayerGroupInput): Promise<void> {
  await PrayerGroupModel.replaceOne(
    { _id: PRAYER_GROUP_ID },
    { url, when, whenEs, note, noteEs, updatedAt: new Date() },
    { upsert: true },
  );
}

export function settingsBody(found: StoredPrayerGroup | null): PrayerGroupSettings {
  if (!found) return { settings: null, updatedAt: null };
  const { url, when, whenEs, note, noteEs } = found;
  return { settings: { url, when, whenEs, note, noteEs }, updatedAt: found.updatedAt.toISOString() };
}
