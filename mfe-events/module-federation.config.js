// @ts-check
// What this remote exposes to the shell: its route components. `ssrExposes`: the same names in its
// server build (dist/server) for the public pages the server renders, each the browser's page with
// the data its first screen shows (src/ssr/*.ssr.tsx).
module.exports = {
  name: 'events',
  exposes: {
    './EventsCalendar': './src/pages/events-calendar.tsx',
    './EventManagement': './src/pages/event-management.tsx',
    './EventOccurrence': './src/pages/event-occurrence.tsx',
    './CancelRegistration': './src/pages/cancel-registration.tsx',
    './ConfirmRegistration': './src/pages/confirm-registration.tsx',
  },
  ssrExposes: {
    './EventsCalendar': './src/ssr/events-calendar.ssr.tsx',
    './EventOccurrence': './src/ssr/event-occurrence.ssr.tsx',
  },
};
