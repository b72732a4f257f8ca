import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ssrRuntimePlugin, { serverUrl } from '../ssr-runtime-plugin';

const SITE = 'https://site.example';
let server: Server;
let origin: string;
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    if (request.url?.endsWith('/never.js')) return; // never answers
    if (request.url?.endsWith('/chunk.js')) response.writeHead(200).end('exports.ok = true;');
    else response.writeHead(404).end('<html>not found</html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const settings = () => ({
  origins: [`${origin}/`],
  timeoutMs: 10000,
  bases: {
    shell: { browser: `${SITE}/`, server: `${origin}/server/` },
    shop: { browser: `${SITE}/remotes/shop/v2/`, server: `${origin}/remotes/shop/v2/server/` },
  },
});
const global = globalThis as { __MINISTRY_SSR__?: ReturnType<typeof settings> };
afterEach(() => delete global.__MINISTRY_SSR__);

describe('serverUrl', () => {
  it("maps a browser URL to the server build's, by the longest base", () => {
    expect(serverUrl(`${SITE}/remotes/shop/v2/1.shop.abc.js`, settings())).toBe(
      `${origin}/remotes/shop/v2/server/1.shop.abc.js`,
    );
    expect(serverUrl(`${SITE}/2.shell.abc.js`, settings())).toBe(`${origin}/server/2.shell.abc.js`);
    expect(serverUrl(`${origin}/server/3.shell.js`, settings())).toBe(`${origin}/server/3.shell.js`);
  });

  it('refuses any other origin', () => {
    expect(() => serverUrl('https://elsewhere.example/x.js', settings())).toThrow(/SSR: refused/);
    expect(() => serverUrl(`${origin}.evil.example/x.js`, settings())).toThrow(/SSR: refused/);
  });
});

describe('the fetch hook', () => {
  const { fetch: hook } = ssrRuntimePlugin();

  it('does nothing outside the pages worker', async () => {
    await expect(hook(`${SITE}/chunk.js`, {})).resolves.toBeUndefined();
  });

  it('fetches the server build of what was asked for', async () => {
    global.__MINISTRY_SSR__ = settings();
    const response = await hook(`${SITE}/remotes/shop/v2/chunk.js`, {});
    expect(await response?.text()).toBe('exports.ok = true;');
    expect(requested).toContain('/remotes/shop/v2/server/chunk.js');
  });

  it('throws on a failed answer instead of handing its body over as code', async () => {
    global.__MINISTRY_SSR__ = settings();
    await expect(hook(`${SITE}/remotes/shop/v2/missing.js`, {})).rejects.toThrow(
      `SSR: 404 ${origin}/remotes/shop/v2/server/missing.js`,
    );
  });

  it('gives up on an answer that does not come', async () => {
    global.__MINISTRY_SSR__ = { ...settings(), timeoutMs: 50 };
    await expect(hook(`${SITE}/never.js`, {})).rejects.toThrow(/timeout/i);
  });
});
