import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasParams, matchPage, NOT_FOUND_PAGE, PAGE_KEYS, publicPaths, SITE_PAGES } from '../pages';

const ROOT = join(__dirname, '..', '..', '..', '..');
const byPath = (path: string) => SITE_PAGES.find((page) => page.path === path)!;

describe('the page manifest', () => {
  it('has one page per address, per key and per module', () => {
    for (const field of ['path', 'key', 'module'] as const) {
      const values = SITE_PAGES.map((page) => page[field]);
      expect(new Set(values).size).toBe(values.length);
    }
    expect(new Set(PAGE_KEYS).size).toBe(PAGE_KEYS.length);
    expect(PAGE_KEYS).toContain(NOT_FOUND_PAGE.key);
    expect(matchPage(NOT_FOUND_PAGE.path)).toBeNull();
  });

  it('names only modules their remote exposes', () => {
    for (const { module } of SITE_PAGES) {
      const [remote, name] = module.split('/');
      // Read as text: nothing in packages/ imports a remote.
      const config = readFileSync(join(ROOT, `mfe-${remote}`, 'module-federation.config.js'), 'utf8');
      expect([module, config.includes(`'./${name}':`)]).toEqual([module, true]);
    }
  });

  it('says which pages are full screen and which first screens are the same for everyone', () => {
    expect(SITE_PAGES.filter((page) => page.fullScreen).map((page) => page.path)).toEqual([
      '/events/manage',
      '/admin',
    ]);
    expect(
      SITE_PAGES.filter((page) => page.publicFirstScreen)
        .map((page) => page.path)
        .sort(),
    ).toEqual(
      [
        '/',
        '/about',
        '/services',
        '/team',
        '/contact',
        '/resources',
        '/counseling',
        '/privacy',
        '/announcements',
        '/events',
        '/events/:id/:date',
        '/shop',
        '/shop/:id',
        '/subscribe',
        '/give',
      ].sort(),
    );
    for (const page of SITE_PAGES)
      if (page.visibility === 'public')
        expect([page.path, page.publicFirstScreen]).toEqual([page.path, true]);
  });

  it('lists the public pages without parameters for the sitemap', () => {
    expect(publicPaths()).toEqual([
      '/',
      '/about',
      '/services',
      '/team',
      '/contact',
      '/resources',
      '/counseling',
      '/privacy',
      '/announcements',
      '/events',
      '/shop',
      '/subscribe',
      '/give',
    ]);
    expect(hasParams(byPath('/shop/:id'))).toBe(true);
    expect(hasParams(byPath('/shop'))).toBe(false);
  });
});

describe('matchPage', () => {
  it('finds a page as the router does: any case, trailing slashes ignored', () => {
    expect(matchPage('/')?.page.key).toBe('home');
    expect(matchPage('')?.page.key).toBe('home');
    expect(matchPage('//')?.page.key).toBe('home');
    expect(matchPage('/About/')?.page.key).toBe('about');
    expect(matchPage('/checkout/COMPLETE//')?.page.key).toBe('checkoutComplete');
    expect(matchPage('/events/manage')?.page).toMatchObject({
      module: 'events/EventManagement',
      fullScreen: true,
    });
  });

  it('gives the parameters as the address has them', () => {
    expect(matchPage('/shop/a%20b')).toEqual({ page: byPath('/shop/:id'), params: { id: 'a%20b' } });
    expect(matchPage('/Events/64b0/2026-12-05/')).toEqual({
      page: byPath('/events/:id/:date'),
      params: { id: '64b0', date: '2026-12-05' },
    });
    // No page is at /shop/cart: it names a product (the shop answers whether one has that id).
    expect(matchPage('/shop/cart')?.page.key).toBe('product');
    expect(matchPage('/events/cancel')?.page.key).toBe('cancelRegistration');
  });

  it('finds nothing for an address no page has', () => {
    for (const path of [
      '/nope',
      '/about/x',
      '/shop//x',
      '/events//2026-12-05',
      '/events/a/b/c',
      'about',
      '/admin/users',
    ])
      expect([path, matchPage(path)]).toEqual([path, null]);
  });
});
