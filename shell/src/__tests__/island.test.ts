import {
  SSR_CONTRACT_VERSION,
  SSR_ISLAND_ELEMENT_ID,
  SSR_SECTION_ERROR_DIGEST,
  SSR_VISITOR_ATTRIBUTE,
  type SsrIsland,
} from '@ministry/contracts/ssr';
import {
  ISLAND_CONTRACT_VERSION,
  ISLAND_ELEMENT_ID,
  isVisitorPage,
  readIsland,
  SECTION_ERROR_DIGEST,
  VISITOR_ATTRIBUTE,
} from '../island';

const good: SsrIsland = {
  ssrContractVersion: '1',
  language: 'es',
  now: 1_790_000_000_000,
  fallback: { '/api/products': [{ id: 'p1' }], '/api/auth/user': null },
  sections: { 'shop/ShopList': 'rendered', 'shop/CartBadge': 'deferred' },
  remotes: { shop: '/remotes/shop/1.4.0/mf-manifest.json' },
  manifests: { '/remotes/shop/1.4.0/mf-manifest.json': '{"metaData":{}}' },
};

/** A document whose island block holds `text`. */
function pageWith(text: string, type = 'application/json'): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = type;
  script.id = 'ssr-data';
  script.textContent = text;
  doc.body.append(script);
  return doc;
}

describe('readIsland', () => {
  it('keeps the contract’s names (written out: main.js cannot load a shared module)', () => {
    expect(ISLAND_ELEMENT_ID).toBe(SSR_ISLAND_ELEMENT_ID);
    expect(ISLAND_CONTRACT_VERSION).toBe(SSR_CONTRACT_VERSION);
    expect(SECTION_ERROR_DIGEST).toBe(SSR_SECTION_ERROR_DIGEST);
    expect(VISITOR_ATTRIBUTE).toBe(SSR_VISITOR_ATTRIBUTE);
  });

  it('reads the island the pages service wrote', () => {
    expect(readIsland(pageWith(JSON.stringify(good)))).toEqual(good);
  });

  it('no island: a page the browser renders, as before', () => {
    expect(readIsland(document.implementation.createHTMLDocument('page'))).toBeNull();
  });

  it('refuses what it cannot trust, so the page is rendered in the browser instead', () => {
    const variants: unknown[] = [
      { ...good, ssrContractVersion: '2' },
      { ...good, ssrContractVersion: undefined },
      { ...good, language: 'fr' },
      { ...good, now: 'today' },
      { ...good, now: null },
      { ...good, fallback: [] },
      { ...good, sections: { 'shop/ShopList': 'maybe' } },
      { ...good, remotes: { shop: 42 } },
      { ...good, remotes: undefined },
      { ...good, manifests: { '/remotes/shop/1.4.0/mf-manifest.json': { metaData: {} } } },
      { ...good, manifests: [] },
      [],
      null,
      'island',
    ];
    for (const variant of variants) expect(readIsland(pageWith(JSON.stringify(variant)))).toBeNull();
    expect(readIsland(pageWith('{"ssrContractVersion": "1",'))).toBeNull();
    expect(readIsland(pageWith(''))).toBeNull();
    expect(readIsland(pageWith(JSON.stringify(good), 'text/javascript'))).toBeNull();
  });
});

describe('isVisitorPage', () => {
  it('is true only where the pages service marked <html> as a visitor’s', () => {
    const page = document.implementation.createHTMLDocument('page');
    expect(isVisitorPage(page)).toBe(false);
    page.documentElement.setAttribute('data-visitor', '');
    expect(isVisitorPage(page)).toBe(true);
  });
});
