const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  const server = globalThis.__testDatabaseServer;
  if (!server) return;
  globalThis.__testDatabaseServer = undefined;
  await new Promise((resolve) => {
    server.child.once('exit', resolve);
    server.child.kill('SIGTERM');
  });
  rmSync(server.dataDir, { recursive: true, force: true });
};
