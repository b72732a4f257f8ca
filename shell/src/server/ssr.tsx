/// <reference types="node" />
import { Writable } from 'node:stream';
import * as React from 'react';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
// The server build bundles it: the shared react-router-dom subset has no StaticRouter (browser pages
// never need one), and both come from the same react-router module in this container.
import { StaticRouter } from 'react-router';
import type { RenderPageInput, RenderPageOutput } from '@ministry/contracts/ssr';
import { SSR_SECTION_ERROR_DIGEST } from '@ministry/contracts/ssr';
import i18n, { loadTexts } from '@ministry/platform/i18n';
import { PlatformProvider } from '@ministry/platform/platform-provider';
import { Page } from '../app';
import { SectionsContext } from '../remotes/remote-component';

/*
 * The shell's server module, exposed as `./ssr` by its server build only (module-federation.config.js
 * `ssrExposes`). The pages service's worker loads it through Module Federation's Node runtime, loads
 * the address's section from its remote, and asks this module for the page's HTML.
 */

/** The one page matcher, the browser router's: the worker asks it which section an address needs. */
export { matchPage } from '@ministry/contracts/pages';

/** This container's React: the worker checks every server container it loads uses this one copy. */
export const ReactCopy = React;

/** This shell's browser build keeps a section the worker marks 'static' (layout/kept-section.tsx). */
export const keepsStaticSections = true;

/**
 * Renders the page at `input.url` as the browser's first render will: the site layout in the page's
 * language, the address's section from the component the worker loaded (or its placeholder where
 * it is 'deferred'), SWR starting from `fallback` without fetching, `useNow()` at `now`. Resolves with
 * the complete HTML once everything is ready (no streamed inline scripts: the CSP allows none). A
 * section that throws is recorded and its boundary marked `ssr-section` (the browser renders it); a
 * render that cannot produce the page's shell at all rejects; after `timeoutMs` it is aborted and what
 * is not ready is left to the browser.
 */
export async function renderPage(input: RenderPageInput<ComponentType>): Promise<RenderPageOutput> {
  // The texts registered so far (the site's common ones, the loaded sections') in the page's language.
  await loadTexts(input.language);
  // Per request: its own language over the shared translations, and its own SWR cache.
  const requestI18n = i18n.cloneInstance({ lng: input.language, initAsync: false });
  const page = (
    <PlatformProvider
      i18n={requestI18n}
      serverStart={{ now: input.now, fallback: input.fallback }}
      freshCache
    >
      <SectionsContext.Provider value={input.sections}>
        <StaticRouter location={input.url}>
          <Page />
        </StaticRouter>
      </SectionsContext.Provider>
    </PlatformProvider>
  );

  return new Promise<RenderPageOutput>((resolve, reject) => {
    const errors: string[] = [];
    // Bytes, decoded once at the end: React cuts its output in fixed-size pieces, even inside a character.
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve({ html: Buffer.concat(chunks).toString('utf8'), errors });
        done();
      },
    });
    sink.on('error', reject);
    const stream = renderToPipeableStream(page, {
      // Only once all is ready: the whole page in one piece, no script to reveal a streamed part. Piped
      // a moment later: when the timeout's abort completes the last task, React calls this from inside
      // abort(), before it has cleared its task list.
      onAllReady() {
        queueMicrotask(() => stream.pipe(sink));
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        errors.push(error instanceof Error ? error.message : String(error));
        return SSR_SECTION_ERROR_DIGEST;
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error(`render over ${input.timeoutMs} ms`)),
      input.timeoutMs,
    );
  });
}
