import 'bootstrap/dist/css/bootstrap.min.css';
import { renderDevHost } from '@ministry/platform/dev-host';
import EventsCalendarPage from '../pages/events-calendar';
import EventManagementPage from '../pages/event-management';

renderDevHost('events', [
  { path: '/events', element: <EventsCalendarPage /> },
  { path: '/events/manage', element: <EventManagementPage /> },
]);
