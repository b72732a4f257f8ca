import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import { Generations, type GenerationsOptions } from '../ssr/generations';
import type { SourcesSnapshot } from '../ssr/sources';
import { silentLogger } from './support';

/** The ministry's details as the fake render read them (the layout's read), with a name of its own. */
export const RENDERED_MINISTRY = {
  ...MINISTRY_CONTENT,
  name: { en: 'Rendered Ministry', es: 'Ministerio renderizado' },
};

/**
 * A stand-in for the render worker (the real one is tested against built frontends in
 * ssr-render.test.ts): it answers with what it was asked and started with, never answers an
 * address with "slow" in it, works 30 ms (the CPU, as a render does) on one with "busy", and can
 * refuse to start. Its data: the products list and the layout's published ministry details
 * (RENDERED_MINISTRY) on every page; `/shop/rendered…` its product (`/shop/renderedgone`: none, a
 * 404); `/shop/unread…` and `?defer` leave the section to the browser, its data unread.
 */
const FAKE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const MINISTRY = ${JSON.stringify(RENDERED_MINISTRY)};
if (workerData.fake === 'fail') throw new Error('cannot start');
parentPort.on('message', (m) => {
  if (m.url.includes('slow')) return;
  if (m.url.includes('busy')) for (const end = Date.now() + 30; Date.now() < end; );
  const deferred = m.url.includes('defer') || m.url.startsWith('/shop/unread') ? [{ id: 'shop/ShopList', reason: 'over the section budget' }] : [];
  const id = m.url.startsWith('/shop/rendered') ? m.url.slice('/shop/'.length).split('?')[0] : null;
  parentPort.postMessage({ type: 'rendered', id: m.id, result: {
    html: '<main><p>rendered ' + m.url + ' in ' + m.language + ' from ' + workerData.remotes.shop + '</p></main>',
    css: 'main{display:block}',
    stylesheets: m.shellSheets,
    fallback: Object.assign(
      { '/api/products': [{ id: 'p1' }], '/api/site-content/ministry': { key: 'ministry', content: MINISTRY } },
      id ? { ['/api/products/' + id]: { id, name: 'Read by the render', nameEs: null, description: 'Rendered.', descriptionEs: null, priceCents: 1000, imageUrl: '/x.svg', inventory: 3 } } : {},
      m.url.startsWith('/shop/renderedgone') ? { '/api/products/renderedgone': null } : {},
      m.member ? (m.session === undefined ? {} : { '/api/auth/user': m.session }) : { '/api/auth/user': null },
    ),
    sections: { 'shop/ShopList': deferred.length ? 'deferred' : 'rendered', 'shop/CartBadge': 'deferred' },
    status: m.url.startsWith('/nothing') ? 404 : 200,
    errors: [],
    deferred,
  } });
});
parentPort.postMessage({ type: 'log', level: 'info', message: 'started', fields: {} });
parentPort.postMessage({ type: 'ready' });
`;

const dir = mkdtempSync(join(tmpdir(), 'pages-fake-worker-'));
const workerScript = join(dir, 'worker.js');
writeFileSync(workerScript, FAKE_WORKER);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

export const snapshot = (version: string, shellBuild = 'b1'): SourcesSnapshot => ({
  remotes: { shop: `/remotes/shop/${version}/mf-manifest.json` },
  manifests: {},
  folders: { shop: `/remotes/shop/${version}/` },
  shellShared: {},
  shellTexts: {},
  shellBuild,
  key: `${version}-${shellBuild}`,
});

export function fakeGenerations(
  current: { snapshot: SourcesSnapshot },
  extra: Partial<GenerationsOptions> = {},
) {
  return new Generations({
    sources: { current: async () => current.snapshot },
    logger: silentLogger,
    worker: {
      siteUrl: 'https://site.example',
      frontendOrigin: 'http://127.0.0.1:9',
      apiOrigin: 'http://127.0.0.1:9',
      shellServerManifest: 'http://127.0.0.1:9/server/mf-manifest.json',
      timings: { sectionMs: 700, renderPageMs: 1000, codeFetchMs: 2000 },
    },
    workerScript,
    heapMb: 64,
    ...extra,
    timings: { restartBaseMs: 0, ...extra.timings },
  });
}

export const page = (url: string, shellBuild: string | null = 'b1') => ({
  url,
  language: 'es' as const,
  now: 0,
  member: false,
  shellSheets: ['/a.css'],
  shellBuild,
});
