import { serverSection } from '@ministry/contracts/ssr';
import { monthGrid } from '@ministry/contracts/calendar-day';
import { EVENTS_KEY, occurrencesKey } from '../features/events/api/use-events';
import { calendarStart } from '../features/events/calendar-start';
import EventsCalendarPage from '../pages/events-calendar';

/**
 * The server's ./EventsCalendar (the browser's page itself) and what its first screen reads, under
 * its hooks' keys: the occurrences of the month shown (`?date=`'s, else today's in New York by the
 * render's clock), which hold the chosen day's events, and the list of events.
 */
const section = serverSection(EventsCalendarPage, async (context) => {
  const asked = new URLSearchParams(context.url.split('?')[1] ?? '').get('date');
  const grid = monthGrid(calendarStart(asked, context.now).month);
  await Promise.all([context.get(occurrencesKey(grid.first, grid.last)), context.get(EVENTS_KEY)]);
});

export default section.default;
export const serverData = section.serverData;
