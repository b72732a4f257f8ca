import { object, string, type InferType } from 'yup';

/**
 * The weekly online prayer group every plan includes (billing service). Staff set it once
 * (GET/PUT /api/admin/prayer-group); a member with an active plan reads it in her language
 * (GET /api/subscription/prayer-group).
 */
export const PRAYER_GROUP_URL_MAX = 500;
export const PRAYER_GROUP_WHEN_MAX = 120;
export const PRAYER_GROUP_NOTE_MAX = 500;

/** An https address with a host and no spaces: a meeting link is never sent over plain http. */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const when = () =>
  string().trim().required('prayerGroup.whenRequired').max(PRAYER_GROUP_WHEN_MAX, 'prayerGroup.whenTooLong');
const note = () => string().trim().max(PRAYER_GROUP_NOTE_MAX, 'prayerGroup.noteTooLong').default('');

/** The admin form and PUT /api/admin/prayer-group: one schema for both sides. */
export const prayerGroupSchema = object({
  url: string()
    .trim()
    .required('prayerGroup.urlInvalid')
    .max(PRAYER_GROUP_URL_MAX, 'prayerGroup.urlTooLong')
    .test('https', 'prayerGroup.urlInvalid', (value) => !value || isHttpsUrl(value)),
  when: when(),
  whenEs: when(),
  note: note(),
  noteEs: note(),
});

export type PrayerGroupInput = InferType<typeof prayerGroupSchema>;

/** GET /api/admin/prayer-group: what staff set, or `null` fields before they set it. */
export interface PrayerGroupSettings {
  settings: PrayerGroupInput | null;
  updatedAt: string | null;
}

/** GET /api/subscription/prayer-group: the meeting in the member's language (`note` null when none). */
export interface PrayerGroupLink {
  url: string;
  when: string;
  note: string | null;
}
