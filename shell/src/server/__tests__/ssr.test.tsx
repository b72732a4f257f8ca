/**
 * @jest-environment node
 */
import { SSR_SECTION_ERROR_DIGEST } from '@ministry/contracts/ssr';
import { matchPage as contractsMatchPage } from '@ministry/contracts/pages';
import * as React from 'react';
import type { ComponentType } from 'react';
import type { ServerSections } from '../../remotes/remote-component';
import { matchPage, ReactCopy, renderPage } from '../ssr';
import { Broken, NOW, ShopList, shopPage } from './fixtures';

// As the server build does (a `.server.ts` sibling replaces its module there).
jest.mock('../../remotes/remote-loader', () => jest.requireActual('../../remotes/remote-loader.server'));

/** The visible text of some HTML, as one line. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<template[^>]*><\/template>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

/** The shop's list, after waiting once for the next turn of the event loop. */
function suspendingOnce(): ComponentType {
  let ready = false;
  const wait = new Promise<void>((resolve) =>
    setImmediate(() => {
      ready = true;
      resolve();
    }),
  );
  return function ShopListLater() {
    if (!ready) throw wait;
    return <ShopList />;
  };
}

/** The texts of the navigation's links marked as the current page. */
const currentLinks = (html: string) =>
  [...html.matchAll(/<a aria-current="page" class="nav-link active"[^>]*>([^<]*)<\/a>/g)].map(
    (match) => match[1],
  );

describe('renderPage (the shell on the server)', () => {
  it('has no window: this is what the pages worker sees', () => {
    expect(typeof window).toBe('undefined');
    expect(ReactCopy.useState).toBe(React.useState);
    expect(matchPage).toBe(contractsMatchPage);
  });

  it('renders /shop in English: header, navigation with the page current, the section, the footer', async () => {
    const consoleError = jest.spyOn(console, 'error');
    const { html, errors } = await renderPage(shopPage());
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(html).toContain('<nav class="navbar-nav mx-auto site-menu" aria-label="Main navigation">');
    expect(currentLinks(html)).toEqual(['Shop']);
    expect(text(html)).toContain('Devotional journal $18.00');
    expect(text(html)).toContain('Prayer candle $12.50');
    // A visitor: Login and Register, no loading circle for the session.
    expect(html).toMatch(/<a class="btn btn-outline-primary btn-sm" href="\/login"[^>]*>Login<\/a>/);
    expect(html).not.toContain('session-placeholder');
    // The cart badge is the browser's: its plain link stands in for it.
    expect(html).toMatch(/<a class="nav-link px-2" aria-label="Cart" href="\/cart"/);
    expect(text(html)).toContain('Quick Links');
    expect(text(html)).toContain('© 2026 Women of Purpose Ministry. All rights reserved.');
    // The English button pressed.
    expect(html).toMatch(/<button type="button" lang="en" class="btn btn-primary" aria-pressed="true"/);
  });

  it('renders /shop?lang=es in Spanish', async () => {
    const { html } = await renderPage(shopPage({ url: '/shop?lang=es', language: 'es' }));
    expect(html).toContain('aria-label="Navegación principal"');
    expect(currentLinks(html)).toEqual(['Tienda']);
    expect(html).toContain('>Tienda</h1>');
    expect(html).toContain('aria-label="Carrito"');
    expect(html).toContain('>Iniciar sesión</a>');
    expect(text(html)).toContain('Enlaces rápidos');
    expect(text(html)).not.toContain('Quick Links');
    expect(html).toMatch(/<button type="button" lang="es" class="btn btn-primary" aria-pressed="true"/);
  });

  it('a section that throws: the rest of the page, its placeholder marked for the browser', async () => {
    const { html, errors } = await renderPage(shopPage({ sections: { 'shop/ShopList': Broken } }));
    expect(errors).toEqual(['section boom']);
    expect(html).toContain(`<!--$!--><template data-dgst="${SSR_SECTION_ERROR_DIGEST}"`);
    expect(text(html)).toContain('Loading…');
    expect(html).toContain('aria-label="Main navigation"');
    expect(text(html)).toContain('Quick Links');
    expect(text(html)).not.toContain('Devotional journal');
  });

  it('a deferred section (or one not given) renders its loading placeholder', async () => {
    const variants: ServerSections[] = [{ 'shop/ShopList': 'deferred' }, {}];
    for (const sections of variants) {
      const { html, errors } = await renderPage(shopPage({ sections }));
      expect(errors).toEqual([]);
      expect(html).toContain(
        '<div class="d-flex justify-content-center align-items-center gap-2 py-5 text-secondary" role="status">',
      );
      expect(text(html)).toContain('Loading…');
      expect(text(html)).not.toContain('Devotional journal');
    }
  });

  it('two renders at once, in English and Spanish, do not mix', async () => {
    // Each section waits once, so the renders interleave: their sections resume while others run.
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        renderPage(
          shopPage({
            ...(index % 2 ? { url: '/shop?lang=es', language: 'es' } : {}),
            sections: { 'shop/ShopList': suspendingOnce() },
          }),
        ),
      ),
    );
    pages.forEach(({ html, errors }, index) => {
      const spanish = index % 2 === 1;
      expect(errors).toEqual([]);
      expect(html).toContain(spanish ? '<h1>Tienda</h1>' : '<h1>Shop</h1>');
      expect(text(html)).toContain(spanish ? 'Enlaces rápidos' : 'Quick Links');
      expect(text(html)).not.toContain(spanish ? 'Quick Links' : 'Enlaces rápidos');
    });
  });

  it('each render has its own data: one page’s fallback never shows on another', async () => {
    const [first, second] = await Promise.all([
      renderPage(shopPage()),
      renderPage(shopPage({ fallback: { '/api/products': [], '/api/auth/user': null } })),
    ]);
    expect(text(first!.html)).toContain('Devotional journal');
    expect(text(second!.html)).not.toContain('Devotional journal');
  });

  it('keeps every character whole, wherever React cuts its output', async () => {
    const marks = '✚ñó'.repeat(3000);
    const Long = () => <p>{marks}</p>;
    const { html } = await renderPage(shopPage({ sections: { 'shop/ShopList': Long } }));
    expect(html).toContain(`<p>${marks}</p>`);
    expect(html).not.toContain('\uFFFD');
  });

  it("the footer's year is the render's clock", async () => {
    const { html } = await renderPage(shopPage({ now: Date.UTC(2031, 5, 1) }));
    expect(text(html)).toContain('© 2031 Women of Purpose Ministry');
    expect(NOW).toBeLessThan(Date.UTC(2031, 0, 1));
  });

  it('an unknown address renders the shell’s 404 page in the layout', async () => {
    for (const [url, language, title] of [
      ['/no-such-page', 'en', '404 Page Not Found'],
      ['/not-found?lang=es', 'es', '404 Página no encontrada'],
    ] as const) {
      const { html, errors } = await renderPage(shopPage({ url, language, sections: {} }));
      expect(errors).toEqual([]);
      expect(html).toContain(`<h1 class="display-6 mb-3">${title}</h1>`);
      expect(html).toContain('<footer');
    }
  });

  it('a full-screen page has no site layout', async () => {
    const { html } = await renderPage(shopPage({ url: '/admin', sections: {} }));
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('Main navigation');
  });

  it('a render over its time is aborted: what is not ready is left to the browser', async () => {
    let release = () => undefined as void;
    const never = new Promise<void>((resolve) => {
      release = resolve;
    });
    function Slow(): never {
      throw never;
    }
    const { html, errors } = await renderPage(
      shopPage({ sections: { 'shop/ShopList': Slow }, timeoutMs: 10 }),
    );
    release();
    expect(errors).toHaveLength(1);
    expect(html).toContain(`data-dgst="${SSR_SECTION_ERROR_DIGEST}"`);
    expect(html).toContain('aria-label="Main navigation"');
  });
});
