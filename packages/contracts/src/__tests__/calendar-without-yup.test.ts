// The events calendar loads these modules in the browser on a first visit; yup (the input schemas,
// event-input.ts) should come only with a form.
jest.mock('yup', () => {
  throw new Error('yup was loaded');
});

it.each(['../event', '../event-signup', '../calendar-day', '../recurrence', '../datetime'])(
  '%s loads without yup',
  (module) => {
    expect(() => jest.requireActual(module)).not.toThrow();
  },
);

it('event-input.ts is where yup comes in', () => {
  expect(() => jest.requireActual('../event-input')).toThrow('yup was loaded');
});
