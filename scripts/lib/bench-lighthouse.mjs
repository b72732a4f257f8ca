// @ts-check
// Lighthouse's part of `npm run bench`: its node API (lighthouse 12.2.3, pinned) in its default mode
// (mobile, simulated throttling) against Debian's Chromium, launched by chrome-launcher (which
// lighthouse itself uses) with the project's Chromium flags.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import chromiumLaunch from './chromium.cjs';

const { CHROMIUM_LAUNCH_OPTIONS } = chromiumLaunch;

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * @typedef {{
 *   scores: Record<string, number | null>,
 *   lcp: number | null,
 *   tbt: number | null,
 *   failing: string[],
 *   consoleErrors: string[],
 *   error?: string,
 * }} LighthouseRun
 */

/**
 * Runs Lighthouse `runs` times on each URL, one Chromium for all (Lighthouse clears the origin's
 * storage and cache before each run).
 * @param {string[]} urls
 * @param {number} runs
 * @returns {Promise<Map<string, LighthouseRun[]>>}
 */
export async function runLighthouse(urls, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH_OPTIONS.args],
  });
  /** @type {Map<string, LighthouseRun[]>} */
  const results = new Map();
  try {
    for (const url of urls) {
      const list = [];
      for (let run = 0; run < runs; run += 1) list.push(await runOnce(url, chrome.port));
      results.set(url, list);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/**
 * @param {string} url
 * @param {number} port
 * @returns {Promise<LighthouseRun>}
 */
async function runOnce(url, port) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: LIGHTHOUSE_CATEGORIES,
  });
  const lhr = result?.lhr;
  if (!lhr) return { scores: {}, lcp: null, tbt: null, failing: [], consoleErrors: [], error: 'no result' };
  /** @type {Record<string, number | null>} */
  const scores = {};
  /** @type {Set<string>} */
  const failing = new Set();
  for (const id of LIGHTHOUSE_CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    if (id === 'performance') continue;
    // What costs the other categories points: a weighted audit below full marks.
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score != null && audit.score < 1) failing.add(`${id}: ${ref.id}`);
    }
  }
  // The messages behind best practices' "errors-in-console", shortened.
  const details = /** @type {{ items?: { description?: string, url?: string }[] } | undefined} */ (
    lhr.audits['errors-in-console']?.details
  );
  const consoleErrors = (details?.items ?? []).map((item) => {
    const message = String(item.description ?? '')
      .replace(/\s+/g, ' ')
      .slice(0, 100);
    return item.url ? `${message} (${pathOf(item.url)})` : message;
  });
  return {
    scores,
    consoleErrors,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
    failing: [...failing],
    ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
  };
}

/** @param {string} url */
function pathOf(url) {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
