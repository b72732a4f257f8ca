// Public pages (the calendar, an occurrence, /resources, /give, /subscribe) load these modules in the
// browser on a first visit; yup (the input schemas, *-input.ts) comes only when a form is edited.
jest.mock('yup', () => {
  throw new Error('yup was loaded');
});

it.each([
  '../event',
  '../event-signup',
  '../event-pricing',
  '../event-discount-codes',
  '../calendar-day',
  '../recurrence',
  '../datetime',
  '../resource',
  '../giving',
  '../billing',
])('%s loads without yup', (module) => {
  expect(() => jest.requireActual(module)).not.toThrow();
});

it.each([
  '../event-input',
  '../event-pricing-input',
  '../resource-input',
  '../giving-input',
  '../billing-input',
])('%s is where yup comes in', (module) => {
  expect(() => jest.requireActual(module)).toThrow('yup was loaded');
});
