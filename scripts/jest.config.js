module.exports = require('../jest.preset').nodeProject(__dirname, {
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
});
