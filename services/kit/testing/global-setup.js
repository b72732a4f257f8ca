// Jest global setup for service integration tests: one real database server for the whole run.
// Uses TEST_MONGODB_URI when given (a real MongoDB, say); otherwise starts the project's embedded
// FerretDB on a free port with a throwaway data folder.
const { spawn } = require('node:child_process');
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { freePort, waitForPort } = require('../../../scripts/lib/net.cjs');

module.exports = async function globalSetup() {
  if (process.env.TEST_MONGODB_URI) return;
  const binary = path.resolve(__dirname, '../../../.tools/bin/embedded-mongo');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ministry-test-db-'));
  const child = spawn(binary, ['-listen', `127.0.0.1:${port}`, '-data', dataDir, '-log-level', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('error', (error) => {
    console.error(`Cannot start ${binary} (run "npm run setup" first): ${error.message}`);
  });
  await waitForPort(port, 20000);
  process.env.TEST_MONGODB_URI = `mongodb://127.0.0.1:${port}`;
  globalThis.__testDatabaseServer = { child, dataDir };
};
