import { SITE_PAGES } from '@ministry/contracts/pages';
import { FULL_SCREEN_ROUTES, moduleForPath, SITE_ROUTES } from '../routes';

describe('the routes', () => {
  it('are the page manifest: each page once, in the site layout or full screen', () => {
    expect([...FULL_SCREEN_ROUTES, ...SITE_ROUTES].map((route) => route.path).sort()).toEqual(
      SITE_PAGES.map((page) => page.path).sort(),
    );
    expect(FULL_SCREEN_ROUTES).toEqual([
      { path: '/events/manage', module: 'events/EventManagement' },
      { path: '/admin', module: 'admin/AdminDashboard' },
    ]);
  });

  it('find the module of an address as the router matches it', () => {
    expect(moduleForPath('/')).toBe('content/Home');
    expect(moduleForPath('/About/')).toBe('content/About');
    expect(moduleForPath('/events/manage')).toBe('events/EventManagement');
    expect(moduleForPath('/events/64b0c0ffee0000000000a001/2026-12-05')).toBe('events/EventOccurrence');
    expect(moduleForPath('/shop/64b0c0ffee0000000000a001')).toBe('shop/ProductDetail');
    expect(moduleForPath('/not-found')).toBeUndefined();
    expect(moduleForPath('/nope')).toBeUndefined();
  });
});
