// @ts-check
// What this remote exposes to the shell: its route components.
module.exports = {
  name: 'events',
  exposes: {
    './EventsCalendar': './src/pages/events-calendar.tsx',
    './EventManagement': './src/pages/event-management.tsx',
    './EventOccurrence': './src/pages/event-occurrence.tsx',
    './CancelRegistration': './src/pages/cancel-registration.tsx',
    './ConfirmRegistration': './src/pages/confirm-registration.tsx',
  },
};
