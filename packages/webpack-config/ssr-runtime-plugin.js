// @ts-check
/* global __webpack_require__ */
// Compiled into every server container (server.js), beside @module-federation/node's runtime plugin.
// Inside the pages service's render worker `globalThis.__MINISTRY_SSR__` says where things are:
//   { origins: string[], timeoutMs: number, bases: { [container]: { browser: string, server: string } } }
// 1. beforeInit: the container's public path is the URL its *browser* build has (so an `<img src>`
//    rendered on the server is the one the browser hydrates against).
// 2. fetch: the node runtime plugin fetches chunks at `new URL(chunk, publicPath)` through the
//    container's own loader hook, with no timeout and no status check. Here the browser base becomes
//    the server base (`…/server/`), any other origin is refused, a slow answer is aborted and a failed
//    one throws (never evaluated as code).
// Anywhere else (no __MINISTRY_SSR__) both do nothing: the node runtime's default behaviour.

/**
 * @typedef {{ browser: string, server: string }} SsrBase
 * @typedef {{ origins: string[], timeoutMs: number, bases: Record<string, SsrBase> }} SsrSettings
 */

/** @returns {SsrSettings | undefined} */
const settings = () => /** @type {{ __MINISTRY_SSR__?: SsrSettings }} */ (globalThis).__MINISTRY_SSR__;

/**
 * The address a fetch really goes to, or an error when it may not be fetched.
 * @param {string} url
 * @param {SsrSettings} ssr
 */
function serverUrl(url, ssr) {
  // The longest browser base that matches: the shell's (`<site>/`) is a prefix of every remote's.
  const base = Object.values(ssr.bases ?? {})
    .filter((candidate) => url.startsWith(candidate.browser))
    .sort((a, b) => b.browser.length - a.browser.length)[0];
  const target = base ? base.server + url.slice(base.browser.length) : url;
  if (!(ssr.origins ?? []).some((origin) => target.startsWith(origin))) {
    throw new Error(`SSR: refused ${target} (not on an allowed origin)`);
  }
  return target;
}

function ministrySsrRuntimePlugin() {
  return {
    name: 'ministry-ssr-runtime',
    /** @param {{ options: { name: string } }} args */
    beforeInit(args) {
      const base = settings()?.bases?.[args.options.name];
      // webpack's own variable (this container's require), rewritten when the plugin is bundled.
      // @ts-expect-error -- not a global the type checker knows
      if (base) __webpack_require__.p = base.browser;
      return args;
    },
    /** @param {string} url @param {RequestInit} init */
    async fetch(url, init) {
      const ssr = settings();
      if (!ssr) return undefined;
      const target = serverUrl(url, ssr);
      const response = await fetch(target, { ...init, signal: AbortSignal.timeout(ssr.timeoutMs ?? 2000) });
      if (!response.ok) throw new Error(`SSR: ${response.status} ${target}`);
      return response;
    },
  };
}

Object.defineProperty(exports, '__esModule', { value: true });
exports.default = ministrySsrRuntimePlugin;
exports.serverUrl = serverUrl;
