// Shared jest settings: every workspace's jest.config.js picks one of these, and the root config
// runs them all as projects in one process pool. Tests import shared packages from source.
const path = require('node:path');

const root = __dirname;
const moduleNameMapper = {
  '^@ministry/(contracts|platform|mail)/(.*)$': path.join(root, 'packages/$1/src/$2'),
  // The kit's test helpers (their own project, never in a production build) before the kit itself.
  '^@ministry/kit/testing/(.*)$': path.join(root, 'services/kit/testing/src/$1'),
  '^@ministry/kit/(.*)$': path.join(root, 'services/kit/src/$1'),
  '\\.(css|scss)$': path.join(root, 'jest.style-stub.js'),
  '\\.(png|jpe?g|svg|webp|woff2?)$': path.join(root, 'jest.file-stub.js'),
};

function transform(tsconfig) {
  return {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { ...tsconfig, isolatedModules: true }, diagnostics: false }],
  };
}

function base(dir) {
  return {
    rootDir: dir,
    displayName: path.relative(root, dir),
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    moduleNameMapper,
    clearMocks: true,
  };
}

exports.nodeProject = (dir, extra = {}) => ({
  ...base(dir),
  testEnvironment: 'node',
  transform: transform({ module: 'commonjs', moduleResolution: 'node10', esModuleInterop: true }),
  ...extra,
});

/** A service project: integration tests get a real database server (see services/kit/testing). */
exports.serviceProject = (dir, extra = {}) =>
  exports.nodeProject(dir, {
    globalSetup: path.join(root, 'services/kit/testing/global-setup.js'),
    globalTeardown: path.join(root, 'services/kit/testing/global-teardown.js'),
    ...extra,
  });

exports.webProject = (dir, extra = {}) => ({
  ...base(dir),
  testEnvironment: 'jsdom',
  transform: transform({
    module: 'commonjs',
    moduleResolution: 'node10',
    esModuleInterop: true,
    jsx: 'react-jsx',
  }),
  setupFiles: [path.join(root, 'jest.web-env.js')],
  setupFilesAfterEnv: [path.join(root, 'jest.web-setup.js')],
  ...extra,
});
