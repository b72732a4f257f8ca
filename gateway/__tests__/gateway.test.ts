import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderTemplateFile } from '../render.cjs';
import { freePort, waitForPort } from '../../scripts/lib/net.cjs';

// The real nginx with the real gateway template, every upstream pointing at a port where nothing
// listens: what a visitor gets when a service is down.
let dir: string;
let nginx: ChildProcess;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  chmodSync(dir, 0o755); // nginx workers may run as another user
  mkdirSync(join(dir, 'public'));
  writeFileSync(join(dir, 'public', 'remotes.json'), '{}');
  const port = await freePort();
  const nowhere = `127.0.0.1:${await freePort()}`;
  const values: Record<string, string> = {
    GATEWAY_PORT: String(port),
    REMOTES_JSON_DIR: join(dir, 'public'),
  };
  for (const name of [
    'SHELL',
    'REMOTE_CONTENT',
    'REMOTE_SHOP',
    'REMOTE_EVENTS',
    'REMOTE_ACCOUNT',
    'REMOTE_ADMIN',
  ]) {
    values[`${name}_UPSTREAM`] = nowhere;
  }
  for (const name of ['IDENTITY', 'CONTENT', 'EVENTS', 'SHOP', 'BILLING'])
    values[`${name}_UPSTREAM`] = nowhere;
  writeFileSync(
    join(dir, 'gateway.conf'),
    renderTemplateFile(join(__dirname, '..', 'templates', 'gateway.conf.template'), values),
  );
  const temp = join(dir, 'temp');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${join(dir, 'nginx.pid')}; error_log stderr crit;
events { worker_connections 64; }
http { include /etc/nginx/mime.types; access_log off; client_body_temp_path ${temp}; proxy_temp_path ${temp};
  fastcgi_temp_path ${temp}; uwsgi_temp_path ${temp}; scgi_temp_path ${temp}; include ${join(dir, 'gateway.conf')}; }`,
  );
  const check = spawnSync('nginx', ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  await waitForPort(port, 10000);
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((resolve) => {
    nginx.once('exit', resolve);
    nginx.kill('SIGTERM');
  });
  rmSync(dir, { recursive: true, force: true });
});

describe('gateway', () => {
  it.each(['/api/events', '/api/auth/user', '/api/products/1', '/api/contact', '/api/subscription'])(
    'answers JSON 503 when the service behind %s is down',
    async (path) => {
      const response = await fetch(base + path);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ message: 'The service is temporarily unavailable.' });
    },
  );

  it('answers JSON 404 for an API path no service owns', async () => {
    const response = await fetch(`${base}/api/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers JSON 413 for a body over the limit', async () => {
    const response = await fetch(`${base}/api/contact`, {
      method: 'POST',
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('never caches the remote map and hides the server version', async () => {
    const response = await fetch(`${base}/remotes.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('server')).toBe('nginx');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
