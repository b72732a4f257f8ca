import { mixed, object, string } from 'yup';
import { CATEGORY_PATTERN } from '@ministry/contracts/event-input';
import { MAX_RANGE_DAYS } from '@ministry/contracts/recurrence';
import { daysBetween, isCalendarDay } from '@ministry/contracts/calendar-day';

/**
 * `GET /api/events` query: without `from` and `to` the list of events; with both (calendar days, both
 * included, at most MAX_RANGE_DAYS) the occurrences in that window. `category` narrows either.
 */
/** A category as events store it, nothing else: it is echoed into headers and file names. */
const categoryParam = string()
  .trim()
  .lowercase()
  .max(50, 'event.textTooLong')
  .matches(CATEGORY_PATTERN, { message: 'event.categoryInvalid', excludeEmptyString: true })
  .optional();

export const eventsQuerySchema = object({
  from: string().trim().optional(),
  to: string().trim().optional(),
  category: categoryParam,
})
  .test('range', 'event.rangeInvalid', ({ from, to }) => {
    if (from === undefined && to === undefined) return true;
    return isCalendarDay(from) && isCalendarDay(to) && from <= to;
  })
  .test('range-length', 'event.rangeTooLong', ({ from, to }) => {
    if (!isCalendarDay(from) || !isCalendarDay(to)) return true;
    return daysBetween(from, to) + 1 <= MAX_RANGE_DAYS;
  });

export interface EventsQuery {
  from?: string;
  to?: string;
  category?: string;
}

/** `GET /api/events.ics` query: one category (or every event) and the feed's language. */
export const feedQuerySchema = object({
  category: categoryParam,
  lang: mixed<'en' | 'es'>().oneOf(['en', 'es'], 'api.invalidInput').optional(),
});

export interface FeedQuery {
  category?: string;
  lang?: 'en' | 'es';
}

/** `GET /api/events/history`: every event's changes, or one event's. */
export const historyQuerySchema = object({
  eventId: string()
    .trim()
    .matches(/^[a-f\d]{24}$/i, { message: 'api.invalidInput', excludeEmptyString: true })
    .optional(),
});
