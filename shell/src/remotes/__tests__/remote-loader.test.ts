import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import * as serverLoader from '../remote-loader.server';
import type * as BrowserLoader from '../remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

/** The browser's loader, fresh (its map is read once per page). */
function freshLoader(): typeof BrowserLoader {
  let loader: typeof BrowserLoader | undefined;
  jest.isolateModules(() => {
    loader = jest.requireActual<typeof BrowserLoader>('../remote-loader');
  });
  return loader!;
}

const manifest = { metaData: { contractVersion: process.env.FEDERATION_CONTRACT_VERSION ?? '' } };

describe('the remote map of a server-rendered page', () => {
  let fetchSpy: jest.Mock;
  beforeEach(() => {
    fetchSpy = jest.fn(async () => new Response(JSON.stringify(manifest), { status: 200 }));
    globalThis.fetch = fetchSpy;
  });

  it('is the one the server used: no /remotes.json request, its manifests fetched at once', async () => {
    const loader = freshLoader();
    loader.seedRemoteMap({
      shell: '/server/mf-manifest.json',
      shop: '/remotes/shop/1.4.0/mf-manifest.json',
      events: '/remotes/events/2.0.1/mf-manifest.json',
    });

    await expect(loader.loadRemoteMap()).resolves.toEqual({
      shop: '/remotes/shop/1.4.0/mf-manifest.json',
      events: '/remotes/events/2.0.1/mf-manifest.json',
    });
    const requested = fetchSpy.mock.calls.map(([url]) => String(url));
    expect(requested).toEqual([
      'http://localhost/remotes/shop/1.4.0/mf-manifest.json',
      'http://localhost/remotes/events/2.0.1/mf-manifest.json',
    ]);
    // The shell is the host, never one of its remotes.
    expect(registerRemotes).toHaveBeenLastCalledWith([
      { name: 'shop', entry: '/remotes/shop/1.4.0/mf-manifest.json' },
      { name: 'events', entry: '/remotes/events/2.0.1/mf-manifest.json' },
    ]);
  });
});

describe('the manifests a server-rendered page fetches before it is hydrated', () => {
  let fetchSpy: jest.Mock;
  beforeEach(() => {
    fetchSpy = jest.fn(async () => new Response(JSON.stringify(manifest), { status: 200 }));
    globalThis.fetch = fetchSpy;
  });
  const requested = () => fetchSpy.mock.calls.map(([url]) => String(url));

  it('are only those of its rendered sections; the others once it asks (hydrated)', async () => {
    const loader = freshLoader();
    loader.seedRemoteMap(
      {
        shop: '/remotes/shop/1.4.0/mf-manifest.json',
        events: '/remotes/events/2.0.1/mf-manifest.json',
        content: '/remotes/content/3.0.0/mf-manifest.json',
      },
      ['events'],
    );
    expect(requested()).toEqual(['http://localhost/remotes/events/2.0.1/mf-manifest.json']);
    // Every remote is registered all the same: a section of another one still loads when asked.
    expect(registerRemotes).toHaveBeenLastCalledWith([
      { name: 'shop', entry: '/remotes/shop/1.4.0/mf-manifest.json' },
      { name: 'events', entry: '/remotes/events/2.0.1/mf-manifest.json' },
      { name: 'content', entry: '/remotes/content/3.0.0/mf-manifest.json' },
    ]);

    loader.prefetchManifests();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requested().sort()).toEqual([
      'http://localhost/remotes/content/3.0.0/mf-manifest.json',
      'http://localhost/remotes/events/2.0.1/mf-manifest.json',
      'http://localhost/remotes/shop/1.4.0/mf-manifest.json',
    ]);
  });

  it('are not fetched when the page carries them; one of another contract is fetched as any other', async () => {
    const loader = freshLoader();
    loader.seedRemoteMap(
      {
        shop: '/remotes/shop/1.4.0/mf-manifest.json',
        events: '/remotes/events/2.0.1/mf-manifest.json',
      },
      ['shop', 'events'],
      {
        '/remotes/shop/1.4.0/mf-manifest.json': JSON.stringify(manifest),
        '/remotes/events/2.0.1/mf-manifest.json': JSON.stringify({ metaData: { contractVersion: 'other' } }),
      },
    );
    expect(requested()).toEqual(['http://localhost/remotes/events/2.0.1/mf-manifest.json']);
    loader.prefetchManifests();
    expect(requested()).toEqual(['http://localhost/remotes/events/2.0.1/mf-manifest.json']);
  });
});

describe("a section's texts", () => {
  it("are asked for in the page's language with its code, not once its code has run", async () => {
    const withTexts = {
      metaData: {
        ...manifest.metaData,
        firstTexts: { ShopList: { en: ['50.en.js'], es: ['51.es.js', '52.es.js'] } },
      },
    };
    // jsdom has no Response: the loader reads ok and text() only
    globalThis.fetch = jest.fn(
      async () => ({ ok: true, text: async () => JSON.stringify(withTexts) }) as Response,
    );
    let asked: string[] = [];
    jest.mocked(loadRemote).mockImplementation(async () => {
      asked = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
        (link) => link.href,
      );
      return { default: () => null };
    });
    const loader = freshLoader();
    loader.seedRemoteMap({ shop: '/remotes/shop/1.4.0/mf-manifest.json' });

    await loader.loadRemoteComponent('shop/ShopList', 'es');
    expect(asked).toEqual([
      'http://localhost/remotes/shop/1.4.0/51.es.js',
      'http://localhost/remotes/shop/1.4.0/52.es.js',
    ]);
  });
});

describe("the server build's loader (remote-loader.server.ts)", () => {
  it('has the browser loader’s exports, so the shell compiles the same against either', () => {
    const sameShape: typeof BrowserLoader = serverLoader;
    expect(Object.keys(sameShape).sort()).toEqual(
      [
        'REMOTE_MAP_URL',
        'loadRemoteComponent',
        'loadRemoteMap',
        'prefetchManifests',
        'resetRemote',
        'seedRemoteMap',
      ].sort(),
    );
  });

  it('loads nothing: on the server, sections come from the pages service', async () => {
    await expect(serverLoader.loadRemoteComponent('shop/ShopList', 'en')).rejects.toThrow('pages service');
    await expect(serverLoader.loadRemoteMap()).rejects.toThrow('pages service');
    expect(() => serverLoader.seedRemoteMap({ shop: '/x' })).not.toThrow();
  });
});
