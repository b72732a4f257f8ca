import { serverSection } from '@ministry/contracts/ssr';
import { isCalendarDay } from '@ministry/contracts/calendar-day';
import { occurrenceKey } from '../features/signup/api/occurrence';
import EventOccurrencePage from '../pages/event-occurrence';

/**
 * The server's ./EventOccurrence (the browser's page itself) and the occurrence with its seats, under
 * useOccurrence's key, read as a visitor (the server never sends her cookie: a member's own sign-up
 * comes in the browser). A date the event does not have is stored as null, which the page shows as
 * not found (no second request), and the address answers 404.
 */
const section = serverSection(EventOccurrencePage, async (context) => {
  const { id, date } = context.params;
  if (!id || !isCalendarDay(date) || (await context.get(occurrenceKey(id, date))) === null) {
    context.notFound();
  }
});

export default section.default;
export const serverData = section.serverData;
