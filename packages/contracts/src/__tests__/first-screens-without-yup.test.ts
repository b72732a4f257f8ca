// The events calendar and the resources page load these modules in the browser on a first visit; yup
// (the input schemas: event-input.ts, resource-input.ts) comes only with a form.
jest.mock('yup', () => {
  throw new Error('yup was loaded');
});

it.each(['../event', '../event-signup', '../calendar-day', '../recurrence', '../datetime', '../resource'])(
  '%s loads without yup',
  (module) => {
    expect(() => jest.requireActual(module)).not.toThrow();
  },
);

it.each(['../event-input', '../resource-input'])('%s is where yup comes in', (module) => {
  expect(() => jest.requireActual(module)).toThrow('yup was loaded');
});
