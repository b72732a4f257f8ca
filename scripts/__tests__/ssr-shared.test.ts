import { ssrSharedProblems } from '../lib/ssr-shared.cjs';

type App = Parameters<typeof ssrSharedProblems>[0][number];

const SSR_ENTRY = { path: 'server', name: 'remoteEntry.js', type: 'commonjs-module' };

function shell(overrides: Partial<App> = {}): App {
  return {
    folder: 'shell',
    isShell: true,
    exposes: [],
    ssrExposes: ['./ssr'],
    browserManifest: { name: 'shell', metaData: { ssrContractVersion: '1', ssrRemoteEntry: SSR_ENTRY } },
    serverManifest: {
      name: 'shell',
      shared: ['react', 'react/jsx-runtime', '@ministry/platform/api'].map((name) => ({ name })),
      exposes: [{ name: 'ssr', path: './ssr' }],
      metaData: { ssrContractVersion: '1', shellBuild: 'abc123' },
    },
    indexHtml: '<head><meta name=shell-build content=abc123></head>',
    ...overrides,
  };
}

function shop(overrides: Partial<App> = {}, consumed = ['react', '@ministry/platform/api']): App {
  return {
    folder: 'mfe-shop',
    isShell: false,
    exposes: ['./ShopList', './Cart'],
    ssrExposes: ['./ShopList'],
    browserManifest: { name: 'shop', metaData: { ssrContractVersion: '1', ssrRemoteEntry: SSR_ENTRY } },
    serverManifest: {
      name: 'shop',
      shared: [{ name: 'react/jsx-runtime' }],
      exposes: [{ name: 'ShopList', path: './ShopList' }],
      metaData: { ssrContractVersion: '1', sharedConsumed: consumed },
    },
    ...overrides,
  };
}

const admin: App = {
  folder: 'mfe-admin',
  isShell: false,
  exposes: ['./AdminDashboard'],
  ssrExposes: undefined,
  browserManifest: { name: 'admin', metaData: {} },
  serverManifest: undefined,
};

describe('ssrSharedProblems', () => {
  it('passes builds that fit together', () => {
    expect(ssrSharedProblems([shell(), shop(), admin], '1')).toEqual([]);
  });

  it('names what a remote consumes and the shell does not provide', () => {
    expect(ssrSharedProblems([shell(), shop({}, ['react', 'swr/infinite'])], '1')).toEqual([
      expect.stringMatching(/^mfe-shop: its server build consumes swr\/infinite, which the shell's server/),
    ]);
  });

  it('refuses a server expose the browser does not have, and a shell without a server build', () => {
    expect(ssrSharedProblems([shell(), shop({ ssrExposes: ['./ShopList', './Extra'] })], '1')).toEqual(
      expect.arrayContaining([expect.stringContaining('mfe-shop: ssrExposes ./Extra not in its exposes')]),
    );
    expect(ssrSharedProblems([shell({ ssrExposes: undefined }), shop()], '1')).toEqual([
      expect.stringContaining('shell: no ssrExposes'),
    ]);
  });

  it('says when a build is missing, or its manifests lack the server entry or the contract version', () => {
    expect(ssrSharedProblems([shell(), shop({ serverManifest: undefined })], '1')).toEqual([
      expect.stringContaining(
        'mfe-shop: dist/server/mf-manifest.json missing (run node scripts/build-frontends.mjs)',
      ),
    ]);
    expect(
      ssrSharedProblems(
        [shell(), shop({ browserManifest: { name: 'shop', metaData: { ssrContractVersion: '1' } } })],
        '1',
      ),
    ).toEqual([expect.stringContaining('mfe-shop: its browser manifest has no ssrRemoteEntry')]);
    expect(ssrSharedProblems([shell(), shop()], '2')).toHaveLength(4);
  });

  it("refuses an index.html that is not the server shell's build", () => {
    expect(
      ssrSharedProblems([shell({ indexHtml: '<meta name="shell-build" content="zzz">' }), shop()], '1'),
    ).toEqual(["shell: index.html's shell-build (zzz) is not its server manifest's shellBuild (abc123)"]);
  });
});
