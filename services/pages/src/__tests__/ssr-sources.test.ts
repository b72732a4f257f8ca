import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ssrSources } from '../ssr/sources';
import { silentLogger } from './support';

/** The remote map, the shell's server manifest and the shop's manifest, with ETags; `down` answers 503. */
const files: Record<string, string> = {};
const asked: { url: string; ifNoneMatch: string | undefined }[] = [];
let down = false;
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? '/';
    asked.push({ url, ifNoneMatch: request.headers['if-none-match'] });
    const body = files[url];
    if (down || body === undefined) {
      response.writeHead(down ? 503 : 404).end();
      return;
    }
    const etag = `"${Buffer.from(body).toString('base64url').slice(-12)}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json', ETag: etag }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('reads the map and manifests, at most every 2 s, with ETags, and keeps the last good copy', async () => {
  files['/remotes.json'] = JSON.stringify({ shop: '/remotes/shop/v1/mf-manifest.json' });
  files['/server/mf-manifest.json'] = JSON.stringify({ metaData: { shellBuild: 'b1' } });
  files['/remotes/shop/v1/mf-manifest.json'] = JSON.stringify({
    metaData: { name: 'shop', ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js' } },
  });
  files['/remotes/shop/v1/server/mf-manifest.json'] = JSON.stringify({ exposes: ['a1.js'] });
  files['/mf-manifest.json'] = JSON.stringify({
    metaData: {
      sharedFiles: { react: ['3696.a.js'], swr: [] },
      startupTexts: { en: ['60.a.js'], es: ['61.a.js'] },
    },
  });
  let clock = 0;
  const sources = ssrSources(
    {
      remoteMapUrl: `${origin}/remotes.json`,
      shellServerManifest: `${origin}/server/mf-manifest.json`,
      siteUrl: 'https://site.example',
      frontendOrigin: origin,
      logger: silentLogger,
    },
    () => clock,
  );
  const first = await sources.current();
  expect(first).toMatchObject({
    remotes: { shop: '/remotes/shop/v1/mf-manifest.json' },
    manifests: { shop: files['/remotes/shop/v1/mf-manifest.json'] },
    folders: { shop: '/remotes/shop/v1/' },
    shellBuild: 'b1',
    shellShared: { react: ['3696.a.js'], swr: [] },
    shellTexts: { en: ['60.a.js'], es: ['61.a.js'] },
  });
  expect(asked.map((a) => a.url).sort()).toEqual([
    '/mf-manifest.json',
    '/remotes.json',
    '/remotes/shop/v1/mf-manifest.json',
    '/remotes/shop/v1/server/mf-manifest.json',
    '/server/mf-manifest.json',
  ]);
  clock = 1000;
  expect(await sources.current()).toBe(first);
  expect(asked).toHaveLength(5);

  // Its server code alone rebuilt in place (the browser manifest the same): another generation key.
  files['/remotes/shop/v1/server/mf-manifest.json'] = JSON.stringify({ exposes: ['a2.js'] });
  clock = 2500;
  await sources.current();
  await sources.revalidated();
  const rebuilt = await sources.current();
  expect(rebuilt.key).not.toBe(first.key);
  expect(rebuilt.manifests).toEqual(first.manifests);

  // Republished in place: the same map, a new shop manifest → another generation key. The page that
  // notices does not wait; the next one sees it.
  files['/remotes/shop/v1/mf-manifest.json'] = JSON.stringify({ metaData: { name: 'shop', v: 2 } });
  clock = 5000;
  expect(await sources.current()).toBe(rebuilt);
  await sources.revalidated();
  const second = await sources.current();
  expect(second.key).not.toBe(rebuilt.key);
  expect(asked.filter((a) => a.url === '/remotes.json').at(-1)?.ifNoneMatch).toMatch(/^"/);

  // Down: the last good copy.
  down = true;
  clock = 7500;
  await sources.current();
  await sources.revalidated();
  clock = 10000;
  expect((await sources.current()).key).toBe(second.key);
  down = false;
});
