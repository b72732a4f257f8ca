// Jest global setup for the billing service: the shared test database (services/kit) plus the
// project's pinned stripe-mock on a free port, which the integration tests point the Stripe SDK at.
const { spawn } = require('node:child_process');
const path = require('node:path');
const kitSetup = require('../../kit/testing/global-setup');
const { freePort, waitForPort } = require('../../../scripts/lib/net.cjs');

module.exports = async function globalSetup() {
  await kitSetup();
  if (process.env.TEST_STRIPE_MOCK_PORT) return;
  const binary = path.resolve(__dirname, '../../../.tools/bin/stripe-mock');
  const port = await freePort();
  const child = spawn(binary, ['-http-port', String(port), '-https-port', '0'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('error', (error) => {
    console.error(`Cannot start ${binary} (run "npm run setup" first): ${error.message}`);
  });
  await waitForPort(port, 20000);
  process.env.TEST_STRIPE_MOCK_PORT = String(port);
  globalThis.__testStripeMock = child;
};
