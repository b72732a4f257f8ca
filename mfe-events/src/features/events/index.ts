// What the events feature offers the other features of this remote (eslint keeps them to it).
export { EVENTS_KEY, eventCalendarUrl, useEventList, useRevalidateEvents } from './api/use-events';
export { categoryKey } from './categories';
export { CategoryBadge } from './components/category-badge';
export { Fact } from './components/fact';
export { Loaded } from './components/loaded';
export { RecurrenceText } from './components/recurrence-text';
export { formatDay, weekdayName } from './event-dates';
export { clockTimeText, eventTimeText, signupOf } from './event-times';
