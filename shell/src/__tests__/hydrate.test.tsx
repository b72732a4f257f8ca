import { screen, waitFor } from '@testing-library/react';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import type * as ReactModule from 'react';
import type { Root } from 'react-dom/client';
import type { ComponentType } from 'react';
import type { RenderPageInput, SsrIsland } from '@ministry/contracts/ssr';
import type * as I18nModule from '@ministry/platform/i18n';
import type * as HydrateModule from '../hydrate';
import type * as KeptSection from '../layout/kept-section';
import type * as RemoteLoader from '../remotes/remote-loader';
import type * as Ssr from '../server/ssr';
import type * as Fixtures from '../server/__tests__/fixtures';
import { NOW, VISITOR_FALLBACK } from '../server/__tests__/fixtures';

// The server half of this test renders with React's Node renderer (the browser one cannot stream to
// a Node stream), which needs setImmediate, absent from jsdom.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
globalThis.setImmediate ??= nodeSetImmediate as unknown as typeof globalThis.setImmediate;

jest.mock('../remotes/remote-loader', () => ({
  loadRemoteComponent: jest.fn(),
  resetRemote: jest.fn(async () => undefined),
  prefetchManifests: jest.fn(),
}));

/**
 * The server's half and the browser's half each run with their own copy of React and of everything
 * they render (a lazy import too, hence the async isolation). React's server renderer leaves its last
 * context values on the context objects (harmless where only it renders, as in the pages worker),
 * which a browser renderer sharing those objects would read as its own; and each page load starts with
 * an empty SWR cache and no remote loaded, as a browser's does.
 */
async function renderOnServer(page: (fixtures: typeof Fixtures) => RenderPageInput<ComponentType>) {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { renderPage } = jest.requireActual<typeof Ssr>('../server/ssr');
    ({ html } = await renderPage(page(jest.requireActual<typeof Fixtures>('../server/__tests__/fixtures'))));
  });
  return html;
}

function CartBadge() {
  return (
    <a href="/cart" data-testid="cart-badge" aria-label="Cart, 0 items">
      0
    </a>
  );
}

/** A browser page's modules: its React, its i18n, its remote loader (serving the shop's two modules). */
function browserModules(sectionArrives: Promise<unknown>) {
  const { AboutPage, ShopList } = jest.requireActual<typeof Fixtures>('../server/__tests__/fixtures');
  const loader = jest.requireMock<typeof RemoteLoader>('../remotes/remote-loader');
  const modules: Record<string, RemoteLoader.RemoteComponentModule> = {
    'shop/ShopList': { default: ShopList },
    'shop/CartBadge': { default: CartBadge },
    'content/About': { default: AboutPage },
  };
  jest.mocked(loader.loadRemoteComponent).mockImplementation(async (id) => {
    if (id === 'shop/ShopList') await sectionArrives;
    const module = modules[id];
    if (!module) throw new Error(`no ${id}`);
    return module;
  });
  return {
    act: jest.requireActual<typeof ReactModule>('react').act,
    hydrateFromServer: jest.requireActual<typeof HydrateModule>('../hydrate').hydrateFromServer,
    textsReady: jest.requireActual<typeof I18nModule>('@ministry/platform/i18n').textsReady,
  };
}

const island = (overrides: Partial<SsrIsland> = {}): SsrIsland => ({
  ssrContractVersion: '1',
  language: 'en',
  now: NOW,
  fallback: VISITOR_FALLBACK,
  sections: { 'shop/ShopList': 'rendered', 'shop/CartBadge': 'deferred' },
  remotes: { shop: '/remotes/shop/1.0.0/mf-manifest.json' },
  ...overrides,
});

let fetchSpy: jest.Mock;
let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;

beforeEach(() => {
  // The browser opens the page a second after the server rendered it (a page rendered over a minute
  // ago has its data read again: refresh-if-stale.test.ts), whatever the machine's clock says.
  jest.spyOn(Date, 'now').mockReturnValue(NOW + 1000);
  fetchSpy = jest.fn(() => Promise.reject(new Error('no request expected')));
  globalThis.fetch = fetchSpy;
  consoleError = jest.spyOn(console, 'error');
  consoleWarn = jest.spyOn(console, 'warn');
  localStorage.clear();
});

afterEach(() => {
  jest.mocked(Date.now).mockRestore();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-language');
  document.documentElement.removeAttribute('data-hydrated');
});

/** The page as the pages service sends it: the server's HTML in #root, at its address. */
async function serverPage(
  url: string,
  page: (fixtures: typeof Fixtures) => RenderPageInput<ComponentType> = ({ shopPage }) => shopPage({ url }),
) {
  // Rendered here, SWR sees jsdom's window and picks useLayoutEffect, which React's server renderer
  // warns about; in the pages worker there is no window (the node test, server/__tests__, checks that
  // render is silent). Only the hydration's console counts here.
  consoleError.mockImplementation(() => undefined);
  const html = await renderOnServer(page);
  consoleError.mockReset();
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

/**
 * What main.js does with it, in a fresh browser page: the language from `<html data-language>`, then
 * hydration; `then` runs while that page is open, and it is closed after.
 */
async function hydrate(
  element: HTMLElement,
  from: SsrIsland,
  then: () => Promise<void>,
  sectionArrives: Promise<unknown> = Promise.resolve(),
) {
  document.documentElement.dataset.language = from.language;
  await jest.isolateModulesAsync(async () => {
    const browser = browserModules(sectionArrives);
    let root: Root | undefined;
    await browser.textsReady(); // as bootstrap.tsx does first
    await browser.act(async () => {
      root = browser.hydrateFromServer(element, from);
    });
    try {
      await then();
    } finally {
      browser.act(() => root?.unmount());
    }
  });
}

describe('hydrating a page the server rendered', () => {
  it('takes over the server HTML of /shop with no hydration error or warning, and makes no request', async () => {
    const element = await serverPage('/shop');
    const heading = element.querySelector('h1');

    await hydrate(element, island(), async () => {
      expect(consoleError).not.toHaveBeenCalled();
      expect(consoleWarn).not.toHaveBeenCalled();
      // The section the server rendered is hydrated, not rendered again: the very same element.
      expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBe(heading);
      expect(screen.getByText('Devotional journal $18.00')).toBeInTheDocument();
      // A visitor: "Login" from the server's `null` session; no /api/auth/user (no 401), no /api/products.
      expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(2);
      expect(fetchSpy).not.toHaveBeenCalled();
      // The cart badge, left to the browser, loads once the page has hydrated.
      await waitFor(() => expect(screen.getAllByTestId('cart-badge')).toHaveLength(2));
      expect(document.documentElement.dataset.hydrated).toBe('true');
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  it('is cut in islands: the section and the footer each hydrated on its own, in place; the header with the page', async () => {
    const element = await serverPage('/shop');
    // React marks each Suspense boundary's server HTML <!--$-->…<!--/$-->: one per island, the
    // browser's tree the same, so each is hydrated in its own task rather than with the whole page.
    // The header is not one: it hydrates with the root.
    expect(element.innerHTML).not.toMatch(/<!--\$--><header[\s>]/);
    expect(element.innerHTML).toMatch(/<!--\$--><footer[\s>]/);
    expect(element.innerHTML.match(/<!--\$-->/g)?.length).toBeGreaterThanOrEqual(5);
    const header = element.querySelector('header');
    const footer = element.querySelector('footer');
    const heading = element.querySelector('h1');

    await hydrate(element, island(), async () => {
      await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
      // Each island kept its server HTML (no recoverable error made React render one anew)…
      expect(document.querySelector('header')).toBe(header);
      expect(document.querySelector('footer')).toBe(footer);
      expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBe(heading);
      expect(consoleError).not.toHaveBeenCalled();
      // …and answers a tap.
      const toggle = screen.getByRole('button', { name: 'Menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      toggle.click();
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    });
  });

  it('says when the page and its sections are hydrated: <html data-hydrated>', async () => {
    const element = await serverPage('/shop');
    const heading = element.querySelector('h1');
    let arrive = () => undefined as void;
    const sectionArrives = new Promise<void>((resolve) => {
      arrive = resolve;
    });

    await hydrate(
      element,
      island(),
      async () => {
        // The page around it is hydrated; the shop's section keeps its server HTML until its code arrives.
        expect(document.documentElement.dataset.hydrated).toBeUndefined();
        expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBe(heading);
        arrive();
        await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
        expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBe(heading);
        expect(consoleError).not.toHaveBeenCalled();
      },
      sectionArrives,
    );
  });

  it('a rendered section whose code cannot load in the browser shows its fallback; the page still says hydrated', async () => {
    const element = await serverPage('/shop');
    consoleError.mockImplementation(() => undefined);
    const unreachable = Promise.reject(new Error('503: /remotes/shop/1.4.0/mf-manifest.json'));
    unreachable.catch(() => undefined);

    await hydrate(
      element,
      island(),
      async () => {
        expect(await screen.findByTestId('remote-fallback')).toHaveTextContent(
          'This section is not available',
        );
        expect(document.documentElement.dataset.hydrated).toBe('true');
        expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      },
      unreachable,
    );
  });

  it('a page already scrolled when it hydrates: it stays where it is, and the header updates cleanly', async () => {
    const element = await serverPage('/shop');
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    const scrollTo = jest.spyOn(window, 'scrollTo');
    let arrive = () => undefined as void;
    const sectionArrives = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    try {
      await hydrate(
        element,
        island(),
        async () => {
          // The header re-renders as scrolled while the sections are still to be hydrated.
          expect(document.querySelector('header')).toHaveAttribute('data-scrolled', 'true');
          arrive();
          await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
          await waitFor(() => expect(screen.getAllByTestId('cart-badge')).toHaveLength(2));
          expect(scrollTo).not.toHaveBeenCalled();
          expect(consoleError).not.toHaveBeenCalled();
        },
        sectionArrives,
      );
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('hydrates a Spanish page in Spanish with no mismatch', async () => {
    const element = await serverPage('/shop?lang=es', ({ shopPage }) =>
      shopPage({ url: '/shop?lang=es', language: 'es' }),
    );

    await hydrate(element, island({ language: 'es' }), async () => {
      expect(consoleError).not.toHaveBeenCalled();
      expect(screen.getByRole('heading', { level: 1, name: 'Tienda' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByTestId('cart-badge')).toHaveLength(2));
    });
  });

  it('a page that does not match its server HTML is reported (what the tests above rule out)', async () => {
    // Spanish HTML, an English island: the browser renders English.
    const element = await serverPage('/shop', ({ shopPage }) => shopPage({ language: 'es' }));
    consoleError.mockImplementation(() => undefined);

    await hydrate(element, island(), async () => {
      expect(consoleError).toHaveBeenCalledWith('Hydration:', expect.any(Error));
    });
  });

  it('a section that threw on the server is rendered in the browser, quietly', async () => {
    const element = await serverPage('/shop', ({ shopPage, Broken }) =>
      shopPage({ sections: { 'shop/ShopList': Broken } }),
    );
    expect(element.innerHTML).toContain('data-dgst="ssr-section"');

    await hydrate(element, island(), async () => {
      expect(await screen.findByText('Devotional journal $18.00')).toBeInTheDocument();
      await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  it('a section the server left to the browser keeps its placeholder while hydrating, then loads', async () => {
    const element = await serverPage('/shop', ({ shopPage }) =>
      shopPage({ sections: { 'shop/ShopList': 'deferred' } }),
    );
    expect(element.textContent).toContain('Loading…');
    const sections = { 'shop/ShopList': 'deferred', 'shop/CartBadge': 'deferred' } as const;

    await hydrate(element, island({ sections }), async () => {
      expect(await screen.findByText('Devotional journal $18.00')).toBeInTheDocument();
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  it('the 404 page hydrates with no mismatch', async () => {
    const element = await serverPage('/no-such-page', ({ shopPage }) =>
      shopPage({ url: '/no-such-page', sections: {} }),
    );
    const heading = element.querySelector('h1');
    expect(heading).toHaveTextContent('404 Page Not Found');

    await hydrate(element, island({ sections: {} }), async () => {
      await waitFor(() => expect(screen.getAllByTestId('cart-badge')).toHaveLength(2));
      expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBe(heading);
      expect(consoleError).not.toHaveBeenCalled();
    });
  });
});

describe('onRecoverableError', () => {
  it('ignores a section the server could not render, reports anything else', () => {
    const { onRecoverableError } = jest.requireActual<typeof HydrateModule>('../hydrate');
    consoleError.mockImplementation(() => undefined);
    onRecoverableError(new Error('The server could not finish this Suspense boundary'), {
      digest: 'ssr-section',
    });
    onRecoverableError(Object.assign(new Error('server error'), { digest: 'ssr-section' }), {});
    expect(consoleError).not.toHaveBeenCalled();

    const mismatch = new Error('Text content does not match server-rendered HTML.');
    onRecoverableError(mismatch, {});
    expect(consoleError).toHaveBeenCalledWith('Hydration:', mismatch);
  });
});

describe('a static section (nothing in it answers a tap but its links)', () => {
  const aboutPage = (fixtures: typeof Fixtures) =>
    fixtures.shopPage({
      url: '/about',
      sections: { 'content/About': fixtures.AboutPage, 'shop/CartBadge': 'deferred' },
    });
  const staticIsland = island({ sections: { 'content/About': 'static', 'shop/CartBadge': 'deferred' } });
  const loads = () =>
    jest.mocked(jest.requireMock<typeof RemoteLoader>('../remotes/remote-loader').loadRemoteComponent).mock
      .calls;

  it('keeps the server HTML as it is and loads none of its code; the page is hydrated', async () => {
    const element = await serverPage('/about', aboutPage);
    const heading = element.querySelector('h1');
    await hydrate(element, staticIsland, async () => {
      await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
      expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBe(heading);
      expect(loads().map(([id]) => id)).not.toContain('content/About');
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  it('is kept on a page the gateway served stale too (rendered ten minutes ago)', async () => {
    const element = await serverPage('/about', aboutPage);
    const heading = element.querySelector('h1');
    fetchSpy.mockImplementation(() => new Promise(() => undefined)); // the layout's data, read again
    await hydrate(element, { ...staticIsland, now: NOW - 10 * 60_000 }, async () => {
      await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
      expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBe(heading);
      expect(loads().map(([id]) => id)).not.toContain('content/About');
    });
  });

  it('follows its links with the router, in place; a link to nowhere stays', async () => {
    const element = await serverPage('/about', aboutPage);
    await hydrate(element, staticIsland, async () => {
      await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
      const nowhere = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      screen.getByRole('link', { name: 'Join' }).dispatchEvent(nowhere);
      expect(nowhere.defaultPrevented).toBe(true);
      expect(window.location.pathname).toBe('/about');
      consoleError.mockImplementation(() => undefined); // the events remote is not served here
      const main = document.getElementById('main-content')!;
      screen
        .getAllByRole('link', { name: 'Events' })
        .find((link) => main.contains(link))!
        .click();
      await waitFor(() => expect(window.location.pathname).toBe('/events'));
      // The router rendered the next page's section in place of the kept HTML.
      await waitFor(() => expect(screen.queryByTestId('about')).not.toBeInTheDocument());
    });
  });

  it('becomes the section itself once she changes the language, loaded first', async () => {
    const element = await serverPage('/about', aboutPage);
    await hydrate(element, staticIsland, async () => {
      await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
      screen.getByTestId('language-es').click();
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1, name: 'Nosotras' })).toBeInTheDocument(),
      );
      expect(loads().map(([id]) => id)).toContain('content/About');
    });
  });

  it('is hydrated like any section where it holds a control, or in an editor preview', async () => {
    const { keepStaticSection } = jest.requireActual<typeof KeptSection>('../layout/kept-section');
    const main = document.createElement('main');
    main.innerHTML = '<h1>About</h1><a href="/events">Events</a>';
    const at = (search: string) => ({ pathname: '/about', search });
    expect(keepStaticSection(staticIsland, main, at(''))['content/About']).toBe('static');
    expect(keepStaticSection(staticIsland, main, at('?lang=es'))['content/About']).toBe('static');
    expect(keepStaticSection(staticIsland, main, at('?preview=draft'))['content/About']).toBe('rendered');
    main.insertAdjacentHTML('beforeend', '<button type="button">Try again</button>');
    expect(keepStaticSection(staticIsland, main, at(''))['content/About']).toBe('rendered');
  });
});
