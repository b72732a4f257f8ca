module.exports = require('../../jest.preset').serviceProject(__dirname);
