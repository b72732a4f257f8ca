import type { CareMode, CounselorProfile } from '@ministry/contracts/care';
import { updateCounselorSchema } from '@ministry/contracts/care-schemas';
import type { Language } from '@ministry/contracts/language';
import type { ValidationError } from 'yup';

/**
 * A counselor's own hours as her form holds them (ranges per weekday, numbers as typed) and as the
 * service takes them (`PATCH /api/care/counselor/profile`), checked by the same schema.
 */

/** What she changes herself: never staff's fields (the service checks the same). */
export const ownProfileSchema = updateCounselorSchema.omit(['teamSlug', 'active', 'mentor']);

export interface TimeRange {
  start: string;
  end: string;
}
export interface ExceptionValues {
  date: string;
  off: boolean;
  hours: TimeRange[];
}
export interface HoursValues {
  /** Ranges per weekday, 0 = Sunday. */
  days: TimeRange[][];
  exceptions: ExceptionValues[];
  bufferMinutes: string;
  minNoticeHours: string;
  horizonWeeks: string;
  languages: Language[];
  modes: CareMode[];
  meetingLink: string;
}

/** Monday first, as a week reads. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export function hoursValuesOf(profile: CounselorProfile): HoursValues {
  const days: TimeRange[][] = Array.from({ length: 7 }, () => []);
  const sorted = [...profile.weeklyHours].sort((a, b) => a.start.localeCompare(b.start));
  for (const entry of sorted) days[entry.weekday]?.push({ start: entry.start, end: entry.end });
  return {
    days,
    exceptions: profile.exceptions.map((entry) => ({
      date: entry.date,
      off: !entry.hours?.length,
      hours: entry.hours?.map((range) => ({ ...range })) ?? [],
    })),
    bufferMinutes: String(profile.bufferMinutes),
    minNoticeHours: String(profile.minNoticeHours),
    horizonWeeks: String(profile.horizonWeeks),
    languages: [...profile.languages],
    modes: [...profile.modes],
    meetingLink: profile.meetingLink ?? '',
  };
}

/** Where each of the body's weekly ranges sits in the form ('days.1.0'). */
function weeklyPaths(values: HoursValues): string[] {
  return values.days.flatMap((ranges, weekday) => ranges.map((_, index) => `days.${weekday}.${index}`));
}

/** The body the service takes. */
export function hoursBody(values: HoursValues) {
  return {
    weeklyHours: values.days.flatMap((ranges, weekday) => ranges.map((range) => ({ weekday, ...range }))),
    exceptions: values.exceptions.map((entry) =>
      entry.off ? { date: entry.date } : { date: entry.date, hours: entry.hours },
    ),
    bufferMinutes: values.bufferMinutes.trim() === '' ? Number.NaN : values.bufferMinutes,
    minNoticeHours: values.minNoticeHours.trim() === '' ? Number.NaN : values.minNoticeHours,
    horizonWeeks: values.horizonWeeks.trim() === '' ? Number.NaN : values.horizonWeeks,
    languages: values.languages,
    modes: values.modes,
    meetingLink: values.meetingLink.trim() || null,
  };
}

/**
 * The form's place for an error of the body ('weeklyHours[3].end' → 'days.2.1',
 * 'exceptions[0].hours[1]' → 'exceptions.0.hours.1'); a whole list's error goes on its heading.
 */
export function formPathOf(values: HoursValues, path: string): string {
  const weekly = /^weeklyHours\[(\d+)\]/.exec(path);
  if (weekly) return weeklyPaths(values)[Number(weekly[1])] ?? 'days';
  const hours = /^exceptions\[(\d+)\]\.hours\[(\d+)\]/.exec(path);
  if (hours) return `exceptions.${hours[1]}.hours.${hours[2]}`;
  const exception = /^exceptions\[(\d+)\]/.exec(path);
  if (exception) return `exceptions.${exception[1]}.date`;
  if (path.startsWith('weeklyHours')) return 'days';
  return path.replace(/\[.*$/, '');
}

/** Error paths (see formPathOf) → message keys (or a service's sentence), the first per place. */
export type HoursErrors = Record<string, string>;

export function placeErrors(values: HoursValues, found: Record<string, string>): HoursErrors {
  const placed: HoursErrors = {};
  for (const [path, message] of Object.entries(found)) {
    const at = formPathOf(values, path);
    placed[at] ??= message;
  }
  return placed;
}

/** Checks the form with the service's schema: the body, or the errors by place. */
export async function checkHours(values: HoursValues): Promise<{ body: object | null; errors: HoursErrors }> {
  try {
    const body = await ownProfileSchema.validate(hoursBody(values), { abortEarly: false });
    return { body, errors: {} };
  } catch (error) {
    const invalid = error as ValidationError;
    const found: Record<string, string> = {};
    for (const inner of invalid.inner?.length ? invalid.inner : [invalid])
      if (!found[inner.path ?? '']) found[inner.path ?? ''] = inner.message;
    return { body: null, errors: placeErrors(values, found) };
  }
}
