// What the events feature offers the other features of this remote (eslint keeps them to it).
export { useAdminEvents, useOccurrence } from './api/use-admin-events';
export { formatDay, formatEventTime, upcomingEvents } from './event-days';
