// What the events feature offers the other features of this remote (eslint keeps them to it).
export { useAdminEvents } from './api/use-admin-events';
export { formatDay, upcomingEvents } from './event-days';
