const path = require('node:path');

// Integration tests get the shared test database and the project's stripe-mock (orders are paid
// through PaymentIntents), started as billing's tests start it.
module.exports = require('../../jest.preset').serviceProject(__dirname, {
  globalSetup: path.join(__dirname, '../billing/testing/global-setup.cjs'),
  globalTeardown: path.join(__dirname, '../billing/testing/global-teardown.cjs'),
});
