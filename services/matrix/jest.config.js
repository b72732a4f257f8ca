const path = require('node:path');

// The five services in one process: the shared test database and, for billing, stripe-mock.
module.exports = require('../../jest.preset').serviceProject(__dirname, {
  displayName: 'services/matrix',
  globalSetup: path.join(__dirname, '../billing/testing/global-setup.cjs'),
  globalTeardown: path.join(__dirname, '../billing/testing/global-teardown.cjs'),
});
