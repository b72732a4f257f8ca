// The configuration's own tests (no build needed). The tests of built output are in
// __tests__/after-build and run after the frontends are built (jest.after-build.config.js).
module.exports = require('../../jest.preset').nodeProject(__dirname, {
  testMatch: ['<rootDir>/__tests__/*.test.ts'],
});
