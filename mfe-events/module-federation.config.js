// @ts-check
// What this remote exposes to the shell: its route components.
module.exports = {
  name: 'events',
  exposes: {
    './EventsCalendar': './src/pages/events-calendar.tsx',
    './EventManagement': './src/pages/event-management.tsx',
  },
};
