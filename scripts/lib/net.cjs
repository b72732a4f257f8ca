// @ts-check
// Small network helpers shared by the project's scripts and test set-up.
const net = require('node:net');

/** Ports this process was already given: the system may offer a just-closed one again at once. */
const given = new Set();

/**
 * @returns {Promise<number>} a TCP port that is free right now on 127.0.0.1, never one this process
 * was given before (two asked in a row for one config could otherwise be the same: "duplicate listen")
 */
async function freePort() {
  for (;;) {
    const port = await anyFreePort();
    if (given.has(port)) continue;
    given.add(port);
    return port;
  }
}

/** @returns {Promise<number>} */
function anyFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once something accepts TCP connections on the port.
 * @param {number} port
 * @param {number} timeoutMs
 * @param {string} [host]
 */
async function waitForPort(port, timeoutMs, host = '127.0.0.1') {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

module.exports = { freePort, waitForPort };
