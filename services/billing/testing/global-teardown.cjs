const kitTeardown = require('../../kit/testing/global-teardown');

module.exports = async function globalTeardown() {
  const child = globalThis.__testStripeMock;
  globalThis.__testStripeMock = undefined;
  if (child && child.exitCode === null) {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
  await kitTeardown();
};
