// The server-rendering tests on the REAL built frontends (src/__tests__/ssr-render.test.ts): after
// `node scripts/build-frontends.mjs` and the service's own build (`tsc -b`, which makes the worker):
//   npx jest -c services/pages/jest.frontends.config.cjs
// They fail, never skip, when a server build is missing.
module.exports = {
  ...require('../../jest.preset').nodeProject(__dirname),
  displayName: 'services/pages (built frontends)',
  testMatch: ['<rootDir>/src/__tests__/ssr-render.test.ts'],
};
