// `npm test` runs these after `scripts/build-frontends.mjs`: they load what the builds wrote to
// dist/ and fail, saying so, when a build is missing.
module.exports = require('../../jest.preset').nodeProject(__dirname, {
  displayName: 'packages/webpack-config (after the build)',
  testMatch: ['<rootDir>/__tests__/after-build/*.test.ts'],
  testTimeout: 60000,
});
