// No database: the service reads the shell's index.html and the other services' public APIs, which
// the tests stand in for with plain HTTP servers. The server-rendering tests on the built frontends
// (ssr-render) need the frontends' builds, which `npm test` makes after this run: they have their
// own config, jest.frontends.config.cjs, run after the build.
module.exports = require('../../jest.preset').nodeProject(__dirname, {
  testPathIgnorePatterns: ['/node_modules/', '/src/__tests__/ssr-render\\.test\\.ts$'],
});
