// @ts-check
// The project's own mail catcher for local runs and tests: a real SMTP server (smtp-server) that
// keeps every message it accepts as an .eml file in one folder. The files are the contract: tests
// read them back with mailparser. It can be told to refuse mail for a while, as a provider that is
// down would. Any recipient at the domain `bounce.invalid` (nobody@bounce.invalid) is refused at
// RCPT TO with `550 5.1.1 No such mailbox`: a real SMTP hard bounce for tests and e2e runs.
const { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } = require('node:fs');
const http = require('node:http');
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
    onRcptTo(address, _session, callback) {
      if (!/@bounce\.invalid$/i.test(address.address)) return callback();
      const error = /** @type {Error & { responseCode?: number }} */ (new Error('5.1.1 No such mailbox'));
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, _session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(received).padStart(5, '0')}.eml`;
        // Written under another name, then renamed: a test polling the folder in another process
        // never reads a message half written (it would keep that parse and never find the mail).
        const file = path.join(dir, name);
        writeFileSync(`${file}.part`, Buffer.concat(chunks));
        renameSync(`${file}.part`, file);
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

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Escaped text whose web links are clickable. @param {string} text */
const linkify = (text) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** @param {import('mailparser').AddressObject | import('mailparser').AddressObject[] | undefined} to */
const addresses = (to) => (Array.isArray(to) ? to.map((a) => a.text).join(', ') : (to?.text ?? ''));

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}' +
  'th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}' +
  'iframe{width:100%;height:70vh;border:1px solid #ddd}';

/**
 * A page for people trying the site: the messages in `dir`, newest first (subject, to, language,
 * time), each opening to its text with clickable links and its HTML part in a sandboxed frame.
 * @param {{ dir: string, port: number, host?: string }} options
 */
async function startMailViewer({ dir, port, host = '127.0.0.1' }) {
  const list = () =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse();
  const server = http.createServer((request, response) => {
    const send = (/** @type {number} */ status, /** @type {string} */ title, /** @type {string} */ body) => {
      response.writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'",
      });
      response.end(
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body>${body}</body></html>`,
      );
    };
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = url.pathname.slice(1);
    (async () => {
      if (url.pathname === '/') {
        const rows = await Promise.all(
          list().map(async (name) => {
            const mail = await simpleParser(readFileSync(path.join(dir, name)));
            const language = String(mail.headers.get('content-language') ?? '');
            const time = (mail.date ?? statSync(path.join(dir, name)).mtime).toLocaleString('en-US');
            return `<tr><td><a href="/${encodeURIComponent(name)}">${escapeHtml(mail.subject ?? '(no subject)')}</a></td><td>${escapeHtml(addresses(mail.to))}</td><td>${escapeHtml(language)}</td><td>${escapeHtml(time)}</td></tr>`;
          }),
        );
        return send(
          200,
          'Mail received',
          `<h1>Mail received (${rows.length})</h1><p>Every message the site sent, kept as .eml files in ${escapeHtml(dir)}.</p>` +
            `<table><thead><tr><th>Subject</th><th>To</th><th>Language</th><th>Time</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
        );
      }
      if (/^[\w.-]+\.eml\/html$/.test(file)) {
        const mail = await simpleParser(readFileSync(path.join(dir, file.replace(/\/html$/, ''))));
        response.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          // The message's own HTML, shown as a mail client would: no script, no requests elsewhere.
          'Content-Security-Policy':
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox allow-popups allow-popups-to-escape-sandbox",
        });
        return response.end(mail.html || '');
      }
      if (/^[\w.-]+\.eml$/.test(file) && list().includes(file)) {
        const mail = await simpleParser(readFileSync(path.join(dir, file)));
        return send(
          200,
          mail.subject ?? 'Message',
          `<p><a href="/">← All messages</a></p><h1>${escapeHtml(mail.subject ?? '')}</h1>` +
            `<p>To: ${escapeHtml(addresses(mail.to))}<br>From: ${escapeHtml(mail.from?.text ?? '')}<br>Language: ${escapeHtml(String(mail.headers.get('content-language') ?? ''))}</p>` +
            `<h2>Text</h2><pre>${linkify(mail.text ?? '')}</pre><h2>HTML</h2><iframe title="HTML part" src="/${encodeURIComponent(file)}/html"></iframe>`,
        );
      }
      send(404, 'Not found', '<p>Not found. <a href="/">All messages</a></p>');
    })().catch((error) => send(500, 'Error', `<pre>${escapeHtml(String(error))}</pre>`));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  return {
    url: `http://localhost:${port}`,
    /** @returns {Promise<void>} */
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

module.exports = { startMailServer, startMailViewer };
