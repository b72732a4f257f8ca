import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/** The repository's root, where the frontends' builds are. */
export const ROOT = join(__dirname, '..', '..', '..', '..');

/** The built frontends the server-rendering tests load: each must have its server build. */
export const BUILT = {
  shell: join(ROOT, 'shell', 'dist'),
  content: join(ROOT, 'mfe-content', 'dist'),
  shop: join(ROOT, 'mfe-shop', 'dist'),
  events: join(ROOT, 'mfe-events', 'dist'),
  account: join(ROOT, 'mfe-account', 'dist'),
};

/**
 * Fails (never skips) when a build is missing: these tests run after `build-frontends` (see the
 * pages service's README, "Tests").
 */
export function requireBuilds(): void {
  const missing = Object.values(BUILT).filter((dir) => !existsSync(join(dir, 'server', 'mf-manifest.json')));
  if (missing.length > 0)
    throw new Error(`no server build in ${missing.join(', ')}: run "node scripts/build-frontends.mjs" first`);
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
};

export interface FrontendOrigin {
  url: string;
  /** Path prefix → folder, longest prefix first ('/' is the shell). */
  folders: Map<string, string>;
  /** What /remotes.json says. */
  map: Record<string, string>;
  /** The public API: path (with query) → JSON; anything else 404. A function may throw (500). */
  api: Map<string, unknown>;
  /** Every path asked for. */
  asked: string[];
  /** The headers each API path (with query) was last asked with (X-Request-Id among them). */
  apiHeaders: Map<string, IncomingHttpHeaders>;
  close(): Promise<void>;
}

/** A node:http stand-in for the gateway: the built folders as the gateway lays them out, a fixture API. */
export async function startFrontendOrigin(): Promise<FrontendOrigin> {
  const origin: Omit<FrontendOrigin, 'url' | 'close'> = {
    folders: new Map(),
    map: {},
    api: new Map(),
    asked: [],
    apiHeaders: new Map(),
  };
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    origin.asked.push(url);
    const path = decodeURIComponent(url.split('?')[0] ?? '/');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (path === '/remotes.json') return json(200, origin.map);
    if (path.startsWith('/api/')) {
      origin.apiHeaders.set(url, request.headers);
      if (!origin.api.has(url) && !origin.api.has(path)) return json(404, { message: 'Not found.' });
      const answer = origin.api.get(url) ?? origin.api.get(path);
      return answer instanceof Error ? json(500, { message: answer.message }) : json(200, answer);
    }
    const prefix = [...origin.folders.keys()]
      .sort((a, b) => b.length - a.length)
      .find((candidate) => path.startsWith(candidate));
    const folder = prefix === undefined ? undefined : origin.folders.get(prefix);
    const file = folder && normalize(join(folder, path.slice(prefix!.length)));
    if (!file || !file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('<html>not here</html>');
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...origin,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
