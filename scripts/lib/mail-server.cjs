// @ts-check
// The project's own mail catcher for local runs and tests: a real SMTP server (smtp-server) that
// keeps every message it accepts as an .eml file in one folder. The files are the contract: tests
// read them back with mailparser. It can be told to refuse mail for a while, as a provider that is
// down would.
const { mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

/**
 * @param {{ dir: string, port?: number, host?: string }} options
 */
async function startMailServer({ dir, port = 0, host = '127.0.0.1' }) {
  mkdirSync(dir, { recursive: true });
  let refusing = false;
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      const error = /** @type {Error & { responseCode?: number }} */ (new Error('Mail service unavailable'));
      error.responseCode = 421;
      callback(error);
    },
    onData(stream, _session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(received).padStart(5, '0')}.eml`;
        writeFileSync(path.join(dir, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    dir,
    /** @param {boolean} on */
    refuse(on) {
      refusing = on;
    },
    /** Every message kept so far, parsed, oldest first. */
    async messages() {
      const files = readdirSync(dir)
        .filter((file) => file.endsWith('.eml'))
        .sort();
      return Promise.all(files.map((file) => simpleParser(readFileSync(path.join(dir, file)))));
    },
    /** @returns {Promise<void>} */
    stop() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

module.exports = { startMailServer };
