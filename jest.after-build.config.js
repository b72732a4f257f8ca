// `npm test` runs these after `scripts/build-frontends.mjs`: tests of what the builds wrote to dist/
// (the server containers, and the pages service rendering with them). Each fails, never skips, when
// a build is missing. `npx jest -c jest.after-build.config.js` runs them by hand.
module.exports = {
  testTimeout: 120000,
  projects: [
    '<rootDir>/packages/webpack-config/jest.after-build.config.js',
    '<rootDir>/services/pages/jest.frontends.config.cjs',
  ],
};
