// @ts-check
// A throwaway nginx for the bench: the same worker count and gzip settings as the gateway, on a free
// loopback port, serving files written into its temp root. It is the API's ceiling (a file with a
// route's exact answer) and the paint's floor (a one-request page with the home page's hero).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from './net.cjs';
import nginxConfig from './nginx.cjs';

/** The gateway's gzip block (gateway/templates/gateway.conf.template), copied so the static files pay the same. */
export const GATEWAY_GZIP = `gzip on; gzip_comp_level 5; gzip_min_length 512; gzip_proxied any; gzip_vary on;
  gzip_types text/css application/javascript application/json image/svg+xml text/plain text/calendar;`;

export async function startStaticNginx() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-static-'));
  mkdirSync(join(dir, 'public'));
  mkdirSync(join(dir, 'temp'));
  const port = await net.freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConfig.nginxMainConfig({ dir, include: [join(dir, 'static.conf')], errorLog: 'crit' }),
  );
  writeFileSync(
    join(dir, 'static.conf'),
    `server { listen 127.0.0.1:${port}; server_tokens off; charset utf-8; root ${join(dir, 'public')}; etag on;
  ${GATEWAY_GZIP} }
`,
  );
  const check = spawnSync('nginx', ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  const child = spawn('nginx', ['-p', dir, '-c', conf], { stdio: 'ignore' });
  await net.waitForPort(port, 10_000);
  let files = 0;
  return {
    url: `http://127.0.0.1:${port}`,
    /**
     * @param {Buffer | string} body
     * @param {string} [extension] the file's extension, which gives its content type
     * @returns {string} the file's path
     */
    publish(body, extension = 'json') {
      const name = `/body-${++files}.${extension}`;
      writeFileSync(join(dir, 'public', name), body);
      return name;
    },
    async stop() {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
