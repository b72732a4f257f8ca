// @ts-check
// Run by server-containers.test.ts in its own Node process (the containers are evaluated in Node's main
// context, which a jest sandbox is not): serves the built dist/ folders over HTTP as the site does
// (the shell at /, each remote at /remotes/<name>/), loads the shell's server container by its server
// manifest and each remote's server modules by its BROWSER manifest (metaData.ssrRemoteEntry), with
// `globalThis.__MINISTRY_SSR__` set as the pages service's worker sets it, and prints what it found
// as one JSON line.
// Usage: node load-server-containers.mjs <repo root> <app folder>…
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join, normalize } from 'node:path';

const [root, ...apps] = process.argv.slice(2);
if (!root || !apps.includes('shell'))
  throw new Error('usage: load-server-containers.mjs <root> shell <remote>…');
const require = createRequire(join(root, 'package.json'));
const { createInstance } = require('@module-federation/runtime');

/** The site's address as the browser sees it: server-rendered URLs must use it, never the origin below. */
const SITE = 'https://site.example';

/**
 * The home page's published document (`GET /api/site-content/home`), its words only: the page's other
 * documents are not given, so those parts render their loading state.
 */
const text = (/** @type {string} */ en, /** @type {string} */ es) => ({ en, es });
const link = (/** @type {{ en: string, es: string }} */ label, /** @type {string} */ href) => ({
  label,
  href,
});
const intro = { heading: text('Section', 'Sección'), intro: text('Its lead.', 'Su entrada.') };
const HOME = {
  hero: {
    kicker: text('Since 2008', 'Desde 2008'),
    heading: text('Find Hope', 'Encuentre esperanza'),
    text: text('Counseling and Bible study.', 'Consejería y estudio bíblico.'),
    primary: link(text('Services', 'Servicios'), '/services'),
    secondary: link(text('Contact', 'Contacto'), '/contact'),
    image: null,
  },
  story: {
    kicker: text('Since 2008', 'Desde 2008'),
    heading: text('Our Story', 'Nuestra historia'),
    body: text('It began at a kitchen table.', 'Comenzó alrededor de una mesa.'),
    link: link(text('About us', 'Sobre nosotras'), '/about'),
    image: null,
  },
  sections: { services: intro, testimonials: intro, team: intro, plans: intro, contact: intro },
  closing: {
    heading: text('Next step', 'Siguiente paso'),
    text: text('Choose a plan.', 'Elija un plan.'),
    primary: link(text('Plans', 'Planes'), '/subscribe'),
    secondary: link(text('Contact', 'Contacto'), '/contact'),
  },
};

/** @param {string} app */
const federationName = (app) => require(join(root, app, 'module-federation.config.js')).name;
/** URL folder → dist folder. */
const folders = Object.fromEntries(
  apps.map((app) => [app === 'shell' ? '/' : `/remotes/${federationName(app)}/`, join(root, app, 'dist')]),
);

/** @type {string[]} every URL asked for, as the server saw it */
const requested = [];
const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  requested.push(pathname);
  const folder = Object.keys(folders)
    .filter((prefix) => pathname.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0];
  const file = folder && normalize(join(folders[folder], pathname.slice(folder.length)));
  if (!file || !file.startsWith(folders[folder]) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, {
    'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript',
  });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const origin = `http://127.0.0.1:${address.port}`;

const remotes = apps
  .filter((app) => app !== 'shell')
  .map((app) => ({
    name: federationName(app),
    entry: `${origin}/remotes/${federationName(app)}/mf-manifest.json`,
  }));
/** @type {Record<string, { browser: string, server: string }>} */
const bases = { shell: { browser: `${SITE}/`, server: `${origin}/server/` } };
for (const { name } of remotes) {
  bases[name] = { browser: `${SITE}/remotes/${name}/`, server: `${origin}/remotes/${name}/server/` };
}
Object.assign(globalThis, { __MINISTRY_SSR__: { origins: [`${origin}/`], timeoutMs: 5000, bases } });

const federation = createInstance({
  name: 'webpack_config_after_build_test',
  remotes: [{ name: 'shell', entry: `${origin}/server/mf-manifest.json` }, ...remotes],
  shared: {},
  shareStrategy: 'loaded-first',
});

/** @param {unknown} error */
const message = (error) => String(error instanceof Error ? error.message : error).split('\n')[0];

/** @type {{ shell: object, remotes: object, react: object, requested: string[], render?: object, error?: string }} */
const report = { shell: {}, remotes: {}, react: {}, requested };
try {
  /** @type {Record<string, unknown> | null | undefined} */
  const ssr = await federation.loadRemote('shell/ssr');
  report.shell = {
    exports: Object.keys(ssr ?? {}).sort(),
    renderPage: typeof ssr?.renderPage,
    matchPage: typeof ssr?.matchPage,
  };
  /** @type {Record<string, Record<string, unknown>>} */
  const loaded = {};
  for (const app of apps.filter((name) => name !== 'shell')) {
    const name = federationName(app);
    const config = require(join(root, app, 'module-federation.config.js'));
    for (const expose of Object.keys(config.ssrExposes ?? {})) {
      const id = `${name}/${expose.slice(2)}`;
      try {
        /** @type {Record<string, unknown> | null | undefined} */
        const module = await federation.loadRemote(id);
        loaded[id] = { default: typeof module?.default, serverData: typeof module?.serverData };
      } catch (error) {
        loaded[id] = { error: message(error) };
      }
    }
  }
  report.remotes = loaded;
  // A page through the shell's renderer with a remote's section: hooks run against the one React, and
  // an image is rendered with the browser build's URL (the runtime plugin's public path): the home
  // page's own illustrations, shown while its published document has no pictures of its own.
  if (typeof ssr?.renderPage === 'function' && loaded['content/Home']?.default === 'function') {
    /** @type {Record<string, unknown> | null | undefined} */
    const home = await federation.loadRemote('content/Home');
    /** @type {{ html: string, errors: string[] }} */
    const page = await ssr.renderPage({
      url: '/',
      language: 'es',
      now: Date.UTC(2026, 0, 15, 12),
      fallback: { '/api/auth/user': null, '/api/site-content/home': { key: 'home', content: HOME } },
      sections: { 'content/Home': home?.default, 'shop/CartBadge': 'deferred' },
      timeoutMs: 5000,
    });
    report.render = {
      errors: page.errors,
      length: page.html.length,
      images: [...page.html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]),
      html: page.html,
    };
  }
  const scope = federation.shareScopeMap.default ?? {};
  const react = scope.react ?? {};
  const reactLib = Object.values(react)[0]?.lib?.();
  report.react = {
    versions: Object.entries(react).map(([version, entry]) => ({
      version,
      from: entry.from,
      loaded: !!entry.loaded,
    })),
    sameAsShell: reactLib !== undefined && reactLib === ssr?.ReactCopy,
  };
} catch (error) {
  report.error = message(error);
}
server.close();
process.stdout.write(`${JSON.stringify(report)}\n`);
process.exit(0);
