// @ts-check
// The frameworks' floor of the phone table (`npm run bench`): the static floor's page, its hero
// hydrated by React alone, then by the site's client stack alone (framework-floor/), each one webpack
// production bundle served by the floor's nginx. What "hydrated" costs on the phone before any code of
// the site's own: the reference for the issue-43 goal "hydrated within 1 s of the largest paint".
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import { ROOT } from './paths.mjs';

const ENTRIES = {
  'react-alone': 'React and React DOM alone',
  'stack-alone': 'React, React Router, i18next, SWR alone',
};

/** The floor's page with its hero in `<div id="root">` and one deferred script. */
const withScript = (/** @type {string} */ floorHtml, /** @type {string} */ src) =>
  floorHtml
    .replace('<main>', '<div id="root"><main>')
    .replace('</main>', '</main></div>')
    .replace('</head>', `<script defer src="${src}"></script></head>`);

/**
 * Builds the two bundles and publishes each page on the floor's nginx.
 * @param {string} floorHtml the static floor (bench-mobile.mjs floorPage())
 * @param {{ url: string, publish(body: Buffer | string, extension?: string): string }} server
 * @returns {Promise<{ label: string, url: string }[]>} labels with the script's gzipped size
 */
export async function frameworkFloors(floorHtml, server) {
  const out = mkdtempSync(join(tmpdir(), 'bench-framework-floor-'));
  try {
    const compiler = webpack({
      mode: 'production',
      context: join(ROOT, 'scripts/lib/framework-floor'),
      entry: Object.fromEntries(Object.keys(ENTRIES).map((name) => [name, `./${name}.mjs`])),
      output: { path: out, filename: '[name].js' },
      resolve: { modules: [join(ROOT, 'node_modules')] },
      performance: { hints: false },
    });
    await new Promise((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
        else compiler.close(() => resolve(undefined));
      }),
    );
    return Object.entries(ENTRIES).map(([name, what]) => {
      const script = readFileSync(join(out, `${name}.js`));
      const kilobytes = (gzipSync(script, { level: 5 }).length / 1024).toFixed(1);
      return {
        label: `${what} (${kilobytes} KB gz of JS)`,
        url: server.url + server.publish(withScript(floorHtml, server.publish(script, 'js')), 'html'),
      };
    });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
