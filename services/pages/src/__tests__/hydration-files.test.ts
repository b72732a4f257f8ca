import { hydrationFiles } from '../ssr/hydration-files';

const SITE = 'https://womenofpurpose.test';
const manifest = (entryPath = '') =>
  JSON.stringify({
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: entryPath },
      firstShared: {
        ShopList: {
          '@ministry/contracts/money': ['31.f.js'],
          react: ['react.e.js'],
          '@ministry/platform/use-form': ['40.g.js', '41.h.js'],
        },
      },
      firstTexts: { ShopList: { en: ['50.en.js'], es: ['51.es.js', '52.es.js'] } },
    },
    exposes: [
      {
        name: 'ShopList',
        assets: { js: { sync: ['12.a.js', '__federation_expose_ShopList.b.js'], async: ['9.c.js'] } },
      },
      { name: 'CartBadge', assets: { js: { sync: ['__federation_expose_CartBadge.d.js'] } } },
    ],
  });

test("a rendered section's entry, first chunks, the shared modules it needs first (the shell's copy where it has one) and its texts in the page's language, with the shell's; its manifest carried", () => {
  const files = hydrationFiles(
    {
      'shop/ShopList': 'rendered',
      'shop/CartBadge': 'deferred',
      'events/Calendar': 'rendered',
      'away/Page': 'rendered',
    },
    'es',
    {
      remotes: {
        shop: '/remotes/shop/1.4.0/mf-manifest.json',
        events: `${SITE}/remotes/events/mf-manifest.json`,
        away: 'https://cdn.elsewhere.test/away/mf-manifest.json',
      },
      manifests: { shop: manifest(), events: manifest('js/'), away: manifest() },
      // locateRemote's: none for a map entry on another host
      folders: { shop: '/remotes/shop/1.4.0/', events: '/remotes/events/' },
      shellShared: { react: ['3696.r.js'], 'react-dom': ['8325.d.js'] },
      shellTexts: { en: ['60.en.js'], es: ['61.es.js'] },
    },
  );
  expect(files.scripts).toEqual([
    '/61.es.js',
    '/remotes/shop/1.4.0/remoteEntry.js',
    '/remotes/shop/1.4.0/12.a.js',
    '/remotes/shop/1.4.0/__federation_expose_ShopList.b.js',
    '/remotes/shop/1.4.0/51.es.js',
    '/remotes/shop/1.4.0/52.es.js',
    '/remotes/shop/1.4.0/31.f.js',
    '/3696.r.js',
    '/remotes/shop/1.4.0/40.g.js',
    '/remotes/shop/1.4.0/41.h.js',
    '/remotes/events/js/remoteEntry.js',
  ]);
  expect(Object.keys(files.manifests)).toEqual([
    '/remotes/shop/1.4.0/mf-manifest.json',
    `${SITE}/remotes/events/mf-manifest.json`,
  ]);
  expect(files.manifests['/remotes/shop/1.4.0/mf-manifest.json']).toBe(manifest());
});

test("nothing of a remote whose manifest was not read or is not JSON; the shell's texts all the same", () => {
  expect(
    hydrationFiles({ 'shop/ShopList': 'rendered', 'events/Calendar': 'rendered' }, 'en', {
      remotes: { shop: '/remotes/shop/mf-manifest.json', events: '/remotes/events/mf-manifest.json' },
      manifests: { events: '{not json' },
      folders: { shop: '/remotes/shop/', events: '/remotes/events/' },
      shellShared: {},
      shellTexts: { en: ['60.en.js'] },
    }),
  ).toEqual({ manifests: {}, scripts: ['/60.en.js'] });
});

test("nothing of a static section: the browser keeps its HTML and loads none of its code (the shell's texts it does)", () => {
  expect(
    hydrationFiles({ 'shop/ShopList': 'static' }, 'en', {
      remotes: { shop: '/remotes/shop/mf-manifest.json' },
      manifests: { shop: manifest() },
      folders: { shop: '/remotes/shop/' },
      shellShared: {},
      shellTexts: { en: ['60.en.js'] },
    }),
  ).toEqual({ manifests: {}, scripts: ['/60.en.js'] });
});
