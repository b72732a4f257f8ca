import 'bootstrap/dist/css/bootstrap.min.css';
import { renderDevHost } from '@ministry/platform/dev-host';
import EventsCalendarPage from '../pages/events-calendar';
import EventManagementPage from '../pages/event-management';
import EventOccurrencePage from '../pages/event-occurrence';
import CancelRegistrationPage from '../pages/cancel-registration';

renderDevHost('events', [
  { path: '/events', element: <EventsCalendarPage /> },
  { path: '/events/manage', element: <EventManagementPage /> },
  { path: '/events/cancel', element: <CancelRegistrationPage /> },
  { path: '/events/:id/:date', element: <EventOccurrencePage /> },
]);
