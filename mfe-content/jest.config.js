module.exports = require('../jest.preset').webProject(__dirname);
