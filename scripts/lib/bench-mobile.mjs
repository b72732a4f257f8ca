// @ts-check
// The phone half of `npm run bench`: Lighthouse's mobile profile applied to a Playwright context
// through the DevTools protocol, and the static floor (a one-request page holding the home page's
// hero, served by a throwaway nginx with the gateway's gzip settings).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

/**
 * Lighthouse 12's default mobile profile (its constants: "slow 4G" as DevTools throttling applies it,
 * a Moto G Power screen, 4x CPU).
 */
export const MOBILE_PROFILE = {
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

/**
 * A fresh context (empty cache) with the phone's screen, and its page slowed down like the phone.
 * @param {import('@playwright/test').Browser} browser
 */
export async function mobileContext(browser) {
  const context = await browser.newContext({
    viewport: MOBILE_PROFILE.viewport,
    screen: MOBILE_PROFILE.viewport,
    deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_PROFILE.userAgent,
  });
  return context;
}

/**
 * The phone's network and CPU on a page, before it loads anything (kbps as Lighthouse writes them:
 * 1024 bits per kilobit, bytes per second on the protocol).
 * @param {import('@playwright/test').CDPSession} cdp
 */
export async function throttleLikeAPhone(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: Math.floor((MOBILE_PROFILE.downloadKbps * 1024) / 8),
    uploadThroughput: Math.floor((MOBILE_PROFILE.uploadKbps * 1024) / 8),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
}

const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * The static floor: the home page's hero text (the English side of the content service's seed of the
 * published `home` document, which a fresh bench stack shows) in one HTML answer with its few styles
 * inline and nothing else to fetch (the icon is a data URL, so the browser asks for no /favicon.ico).
 */
export function floorPage() {
  const seed = JSON.parse(
    readFileSync(join(ROOT, 'services/content/src/site-content/seed/home.json'), 'utf8'),
  );
  const { kicker, heading, text } = /** @type {Record<'kicker' | 'heading' | 'text', { en: string }>} */ (
    seed.hero
  );
  const hero = { eyebrow: kicker.en, title: heading.en, subtitle: text.en };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(hero.title)}</title><link rel="icon" href="data:,">
<style>body{margin:0;font-family:system-ui,sans-serif;color:#212529}
.hero{background:#5b2a56;color:#fff;padding:3rem 1rem}
.hero p:first-child{text-transform:uppercase;letter-spacing:.08em;font-size:.85rem}
h1{font-size:2.5rem;line-height:1.2;margin:.5rem 0 1rem}.lead{font-size:1.25rem;max-width:40rem}</style>
</head><body><main><section class="hero"><p>${escapeHtml(hero.eyebrow)}</p>
<h1>${escapeHtml(hero.title)}</h1><p class="lead">${escapeHtml(hero.subtitle)}</p></section></main></body></html>
`;
}
