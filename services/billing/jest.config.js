const path = require('node:path');

// Integration tests get the shared test database and a stripe-mock of their own (see testing/).
module.exports = require('../../jest.preset').serviceProject(__dirname, {
  globalSetup: path.join(__dirname, 'testing/global-setup.cjs'),
  globalTeardown: path.join(__dirname, 'testing/global-teardown.cjs'),
});
