// `npm run test:unit`: every workspace's unit and integration tests in one run.
module.exports = {
  // Integration tests talk to a real database server and nginx: generous, but never endless.
  testTimeout: 30000,
  // Jest's default on a 2-core machine is one worker; the integration tests wait on the database and
  // nginx as much as they compute, so two run side by side (each file has its own database).
  maxWorkers: 2,
  testSequencer: '<rootDir>/jest.sequencer.js',
  projects: [
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/platform',
    '<rootDir>/packages/mail',
    '<rootDir>/packages/webpack-config',
    // Each service, kit, and matrix: every route × role and the bad-input sweep across all five services.
    '<rootDir>/services/*',
    '<rootDir>/shell',
    '<rootDir>/mfe-*',
    '<rootDir>/gateway',
    '<rootDir>/scripts',
  ],
};
