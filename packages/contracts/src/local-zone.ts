import { MINISTRY_TIME_ZONE } from './calendar-day';

/** The time zone this runtime is in (a browser's: read each time, a laptop travels); New York's if unknown. */
export function localTimeZone(): string {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone || MINISTRY_TIME_ZONE;
  } catch {
    return MINISTRY_TIME_ZONE;
  }
}
