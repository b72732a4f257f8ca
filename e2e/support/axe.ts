import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.x A and AA, plus axe's best practices; only serious and critical findings fail a test. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/**
 * Experimental rules axe leaves out unless asked: a name must start with the visible label
 * (WCAG 2.5.3), so voice-control users can say what they see ("click Add to Cart").
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: TAGS },
  rules: EXTRA_RULES,
  // Only the violations' elements are collected (the passes' would be hundreds per page, unused).
  resultTypes: ['violations'],
  // The site renders no frames of its own (the real Stripe Element's would be Stripe's to audit).
  iframes: false,
};
/**
 * axe itself, put into the page once per document. Not `@axe-core/playwright`: its `analyze()` injects
 * axe again on every call and finishes each run in a new blank page, 2-3 times axe's own time here.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type Language = 'en' | 'es';

/** Opens every page of this browser context in the given language (as the saved choice). */
export async function openInLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('language', value), language);
}

/**
 * Waits for a screen's real content: the page in the asked language, its level-one heading, the
 * session known (no placeholder circle) and nothing still loading (no spinner, nothing aria-busy).
 */
export async function waitForContent(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // The first screen of a run loads every remote on a cold, shared machine.
  await expect(page.locator('main h1').first()).toBeAttached({ timeout: 20_000 });
  await expect(page.locator('.session-placeholder')).toHaveCount(0);
  await expect(page.locator('.spinner-border:visible')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Runs axe on the page as it is and fails with each serious or critical violation: rule, impact,
 * what it asks for, where to read more, and every element it found (CSS target and axe's summary).
 */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const { violations } = await runAxe(page);
  const failing = violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) =>
            `  at ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
        ),
      ].join('\n'),
    );
  expect(failing.length, `axe found serious or critical violations on ${what}:\n${failing.join('\n')}`).toBe(
    0,
  );
}

/**
 * Runs axe once the page is still; a transition or animation that starts during the run (a button
 * re-enabled as a save ends) means axe may have measured colours halfway, so it runs again.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  for (let attempt = 1; ; attempt += 1) {
    await settleTransitions(page);
    const { results, changed } = await page.evaluate(async (options) => {
      let moved = false;
      const mark = () => (moved = true);
      const events = ['transitionrun', 'animationstart'];
      for (const type of events) document.addEventListener(type, mark, true);
      try {
        const found = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
        // A transition begun late in the run exists before its event is sent.
        const running = document
          .getAnimations()
          .some((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
        return { results: found, changed: moved || running };
      } finally {
        for (const type of events) document.removeEventListener(type, mark, true);
      }
    }, RUN_OPTIONS);
    if (!changed || attempt === 3) return results;
  }
}

/**
 * Waits for running CSS transitions and finite animations (a dialog fading in, a toast sliding) to
 * end: axe measuring colours halfway through a fade reports contrast the visitor never sees.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
