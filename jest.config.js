// `npm run test:unit`: every workspace's unit and integration tests in one run.
module.exports = {
  projects: [
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/platform',
    '<rootDir>/services/*',
    '<rootDir>/shell',
    '<rootDir>/mfe-*',
    '<rootDir>/gateway',
  ],
};
