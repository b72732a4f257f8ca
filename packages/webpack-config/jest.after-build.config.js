// `npm test` runs these after `scripts/build-frontends.mjs` (through the root jest.after-build.config.js):
// they load what the builds wrote to dist/ and fail, saying so, when a build is missing.
module.exports = require('../../jest.preset').nodeProject(__dirname, {
  displayName: 'packages/webpack-config (after the build)',
  testMatch: ['<rootDir>/__tests__/after-build/*.test.ts'],
});
