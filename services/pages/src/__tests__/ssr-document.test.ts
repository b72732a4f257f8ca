import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { SSR_CONTRACT_VERSION, type SsrIsland } from '@ministry/contracts/ssr';
import { jsonForScript } from '../heads/html';
import {
  cspWithScript,
  cspWithStyle,
  shellBuildOf,
  shellSheetsOf,
  ssrDocument,
  styleHashSource,
} from '../ssr/document';
import { EARLY_TAPS_SCRIPT, EARLY_TAPS_SOURCE } from '../ssr/early-taps';
import { prefilter, prepareSheet, tokensOf } from '../ssr/css-prefilter';
import { readHead } from './support';
import { checkManifest, cssOfExpose, locateRemote, locateShell, onFrontendOrigin } from '../ssr/federation';

const INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=shell-build content=abc123>' +
  '<title>T</title><script defer src=/main.1.js></script><link rel=preload href=/1904.a.css as=style>' +
  '<link rel=preload href=/860.b.css as=style><link rel=preload href=/3696.c.js as=script></head>' +
  '<body><noscript>This site needs JavaScript.</noscript><div id=root></div></body></html>';

const island = (fallback: Record<string, unknown> = {}): SsrIsland => ({
  ssrContractVersion: SSR_CONTRACT_VERSION,
  language: 'es',
  now: 1_700_000_000_000,
  fallback,
  sections: { 'shop/ShopList': 'rendered', 'shop/CartBadge': 'deferred' },
  remotes: { shop: '/remotes/shop/v1/mf-manifest.json' },
});

describe('the server-rendered document', () => {
  it("reads index.html's shell build and its style sheets", () => {
    expect(shellBuildOf(INDEX)).toBe('abc123');
    expect(shellBuildOf('<html><head></head></html>')).toBeNull();
    expect(shellBuildOf('<meta name="shell-build" content="x-1">')).toBe('x-1');
    expect(shellSheetsOf(INDEX)).toEqual(['/1904.a.css', '/860.b.css']);
    expect(shellSheetsOf('<head><link rel="stylesheet" href="/a.css"></head>')).toEqual(['/a.css']);
  });

  it('puts the HTML in #root, the critical CSS in one <style>, the island and the sheets at the end of the body', () => {
    const { html, styleSource } = ssrDocument({
      page: INDEX,
      language: 'es',
      html: '<main><h1>Tienda</h1></main>',
      css: 'h1{color:red}',
      stylesheets: ['/1904.a.css', '/remotes/shop/v1/12.c.css'],
      scripts: null,
      island: island({ '/api/products': [{ name: '</script><script>alert(1)</script>\u2028' }] }),
    });
    expect(html).toContain('<html lang=en data-language="es">');
    expect(html).toContain('<div id="root"><main><h1>Tienda</h1></main></div>');
    expect(html).toContain('<style>h1{color:red}</style></head>');
    expect(html).not.toContain('rel=preload');
    expect(html).toContain('<script defer src=/main.1.js></script>');
    expect(html).not.toContain('This site needs JavaScript');
    // The island: one script element whose text is the JSON, nothing that could end it early.
    const scripts = html.match(/<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/);
    expect(scripts?.[1]).not.toMatch(/<|\u2028/);
    expect(JSON.parse(scripts![1]!)).toEqual(
      island({ '/api/products': [{ name: '</script><script>alert(1)</script>\u2028' }] }),
    );
    expect(html.indexOf('id="ssr-data"')).toBeGreaterThan(html.indexOf('id="root"'));
    // The full sheets, preloaded (main.js makes them style sheets), and as style sheets without JavaScript.
    const sheets = (rel: string) =>
      `<link ${rel} href="/1904.a.css" data-href="/1904.a.css">` +
      `<link ${rel} href="/remotes/shop/v1/12.c.css" data-href="/remotes/shop/v1/12.c.css">`;
    expect(html).toContain(
      `${sheets('rel="stylesheet" media="print"')}<noscript>${sheets('rel="stylesheet"')}</noscript></body>`,
    );
    expect(styleSource).toBe(`'sha256-${createHash('sha256').update('h1{color:red}').digest('base64')}'`);
    // As a browser reads it: the section inside #root, the island a script of its own.
    const head = readHead(html);
    expect(head.bodyHtml).toContain('<div id="root"><main><h1>Tienda</h1></main></div>');
    expect(head.scripts).toEqual([
      { type: undefined, src: '/main.1.js' },
      { type: undefined, src: undefined },
      { type: 'application/json', src: undefined },
    ]);
  });

  it("asks for the shell's start-up scripts and the sections' own at the end of the body, before the island", () => {
    const { html } = ssrDocument({
      page: INDEX,
      language: 'es',
      html: '<main><h1>Tienda</h1></main>',
      css: '',
      stylesheets: ['/1904.a.css'],
      island: island(),
      scripts: ['/remotes/shop/v1/remoteEntry.js', '/3696.c.js', '/remotes/shop/v1/12.d.js'],
    });
    const [head, body] = html.split('</head>') as [string, string];
    expect(head).not.toContain('preload');
    expect(body).toContain(
      '</div><link rel="preload" as="script" fetchpriority="low" href="/3696.c.js">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/remotes/shop/v1/remoteEntry.js">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/remotes/shop/v1/12.d.js">' +
        '<script type="application/json" id="ssr-data">',
    );
  });

  it('has no <style> and no hash without critical CSS; refuses an index.html without an empty root', () => {
    const page = ssrDocument({
      page: INDEX,
      language: 'en',
      html: '<p>x</p>',
      css: '',
      stylesheets: [],
      scripts: null,
      island: island(),
    });
    expect(page.styleSource).toBeNull();
    expect(page.html).not.toContain('<style>');
    expect(() =>
      ssrDocument({
        page: '<html><head></head><body></body></html>',
        language: 'en',
        html: '',
        css: '',
        stylesheets: [],
        scripts: null,
        island: island(),
      }),
    ).toThrow(/root/);
  });

  it('holds early taps with an inline script in the head, allowed by the hash of its exact text', () => {
    const page = ssrDocument({
      page: INDEX,
      language: 'en',
      html: '<p>x</p>',
      css: 'p{}',
      stylesheets: [],
      scripts: null,
      island: island(),
    });
    expect(page.html).toContain(`<script>${EARLY_TAPS_SCRIPT}</script><style>p{}</style></head>`);
    const text = /<script>([^<]*)<\/script>/.exec(page.html)?.[1] ?? '';
    expect(page.scriptSource).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(page.scriptSource).toBe(EARLY_TAPS_SOURCE);
    // Tiny: it is on every first visit.
    expect(EARLY_TAPS_SCRIPT.length).toBeLessThan(700);
    const base = "default-src 'self'; script-src 'self' https://js.stripe.com; style-src 'self'";
    expect(cspWithScript(base, EARLY_TAPS_SOURCE)).toBe(
      `default-src 'self'; script-src 'self' https://js.stripe.com ${EARLY_TAPS_SOURCE}; style-src 'self'`,
    );
    expect(cspWithScript("default-src 'self'", EARLY_TAPS_SOURCE)).toBe(
      `default-src 'self'; script-src 'self' ${EARLY_TAPS_SOURCE}`,
    );
  });

  it("adds the style's hash to the gateway's style-src and nowhere else", () => {
    const base = "default-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; object-src 'none'";
    const source = styleHashSource('a{}');
    expect(cspWithStyle(base, source)).toBe(
      `default-src 'self'; style-src 'self' ${source}; style-src-attr 'unsafe-inline'; object-src 'none'`,
    );
    expect(cspWithStyle("default-src 'self'", source)).toBe(`default-src 'self'; style-src 'self' ${source}`);
    expect(jsonForScript('\u2029')).toBe('"\\u2029"');
  });
});

describe('critical CSS', () => {
  // beasties needs Node's require of ES modules, which jest's module system lacks: run the built
  // module (`tsc -b` comes before the tests) in a plain Node process.
  const built = join(__dirname, '..', '..', 'dist', 'ssr', 'critical-css.js');
  const inNode = (code: string): unknown => {
    const run = spawnSync(process.execPath, ['-e', code], {
      encoding: 'utf8',
      env: { ...process.env, BUILT: built },
    });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout) as unknown;
  };

  it("keeps the rules the HTML uses, from the page's sheets, each sheet fetched once", () => {
    const result = inNode(`
      const { cachedSheets, criticalCss } = require(process.env.BUILT);
      const reads = [];
      const sheets = cachedSheets(async (href) => {
        reads.push(href);
        return href === '/a.css' ? '.used{color:red}.unused-thing{color:blue}' : '@media (min-width:600px){.wide{margin:0}}';
      });
      const html = '<div class="used wide">x</div>';
      (async () => {
        const css = await criticalCss(html, ['/a.css', '/b.css'], sheets);
        await criticalCss(html, ['/a.css', '/b.css'], sheets);
        const none = await criticalCss(html, [], sheets);
        process.stdout.write(JSON.stringify({ css, reads, none }));
      })();
    `) as { css: string; reads: string[]; none: string };
    expect(result.css).toContain('.used{color:red}');
    expect(result.css).not.toContain('unused-thing');
    expect(result.css).toContain('.wide');
    expect(result.reads).toEqual(['/a.css', '/b.css']);
    expect(result.none).toBe('');
  });
});

describe("critical CSS's prefilter", () => {
  const SHEET =
    '@charset "UTF-8";@import url(x.css);:root{--a:1}@font-face{font-family:f;src:url(f.woff2)}' +
    '.card{a:1}.unused{b:2}#main .card>.title{c:3}#other{d:4}.btn:not(.disabled){e:5}[data-x=y]{f:6}' +
    'a:is(.nav-link,.zzz){g:7}.a\\:b{h:8}@media (min-width:576px){.card{i:9}.unused{j:10}}' +
    '@media print{.unused{k:11}}@keyframes spin{to{transform:rotate(1turn)}}';

  it('drops the rules no element could match and keeps everything it cannot judge', () => {
    const tokens = tokensOf(
      '<main id="main" class="x"><div class="card  a:b"><h2 class="title">t</h2></div></main>',
    );
    expect([...tokens].sort()).toEqual(['#main', '.a:b', '.card', '.title', '.x']);
    const css = prefilter(prepareSheet(SHEET), tokens);
    expect(css).toBe(
      '@import url(x.css);:root{--a:1}@font-face{font-family:f;src:url(f.woff2)}.card{a:1}' +
        '#main .card>.title{c:3}[data-x=y]{f:6}a:is(.nav-link,.zzz){g:7}.a\\:b{h:8}' +
        '@media (min-width:576px){.card{i:9}}@keyframes spin{to{transform:rotate(1turn)}}',
    );
    expect(css).not.toContain('.btn');
  });
});

describe("the worker's federation rules", () => {
  const SITE = 'https://site.example';
  const FRONT = 'http://gateway:8080';

  it('maps a map entry to the frontend origin and its browser and server folders; refuses other origins', () => {
    expect(locateRemote('/remotes/shop/v2/mf-manifest.json', SITE, FRONT)).toEqual({
      manifest: `${FRONT}/remotes/shop/v2/mf-manifest.json`,
      browserBase: `${SITE}/remotes/shop/v2/`,
      sitePath: '/remotes/shop/v2/',
      serverBase: `${FRONT}/remotes/shop/v2/server/`,
    });
    expect(locateRemote(`${SITE}/remotes/shop/mf-manifest.json`, SITE, FRONT).manifest).toBe(
      `${FRONT}/remotes/shop/mf-manifest.json`,
    );
    expect(() => locateRemote('https://evil.example/x/mf-manifest.json', SITE, FRONT)).toThrow(
      /another origin/,
    );
    expect(locateShell(`${FRONT}/server/mf-manifest.json`, SITE, FRONT)).toEqual({
      manifest: `${FRONT}/server/mf-manifest.json`,
      browserBase: `${SITE}/`,
      sitePath: '/',
      serverBase: `${FRONT}/server/`,
    });
    expect(onFrontendOrigin('/1904.a.css', SITE, FRONT)).toBe(`${FRONT}/1904.a.css`);
    expect(onFrontendOrigin('https://cdn.example/a.css', SITE, FRONT)).toBeNull();
  });

  it('accepts a manifest of this contract with a server entry, and refuses the others', () => {
    const browser = {
      metaData: {
        ssrContractVersion: SSR_CONTRACT_VERSION,
        remoteEntry: { type: 'global' },
        ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js', type: 'commonjs-module' },
        publicPath: 'auto',
      },
      exposes: [{ name: 'ShopList', path: './ShopList', assets: { css: { sync: ['12.c.css'], async: [] } } }],
    };
    const manifest = checkManifest(JSON.stringify(browser), 'u');
    expect(cssOfExpose(manifest, 'ShopList', `${SITE}/remotes/shop/v1/`)).toEqual([
      `${SITE}/remotes/shop/v1/12.c.css`,
    ]);
    const server = {
      metaData: { ssrContractVersion: SSR_CONTRACT_VERSION, remoteEntry: { type: 'commonjs-module' } },
    };
    expect(() => checkManifest(JSON.stringify(server), 'u')).not.toThrow();
    const noServer = {
      metaData: { ssrContractVersion: SSR_CONTRACT_VERSION, remoteEntry: { type: 'global' } },
    };
    expect(() => checkManifest(JSON.stringify(noServer), 'u')).toThrow(/ssrRemoteEntry/);
    const other = { metaData: { ...browser.metaData, ssrContractVersion: '0' } };
    expect(() => checkManifest(JSON.stringify(other), 'u')).toThrow(/contract/);
    expect(() => checkManifest('<html>', 'u')).toThrow(/JSON/);
  });
});
