// No database: the service reads the shell's index.html and the other services' public APIs, which
// the tests stand in for with plain HTTP servers.
module.exports = require('../../jest.preset').nodeProject(__dirname);
