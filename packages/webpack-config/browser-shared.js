// @ts-check
// What the browser build shares at runtime: one copy per page, whichever build loads it first.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { PLATFORM_MODULE_NAMES, PLATFORM_SOURCE, sharedPackages } = require('./common');

/**
 * One copy of each at runtime (common.js lists them and says why), but the platform's modules that
 * hold nothing for the page (below) are bundled like the app's own code.
 * @param {Record<string, string>} dependencies the app's own package.json dependencies
 * @returns {Record<string, import('./common').SharedConfig>}
 */
function sharedSingletons(dependencies) {
  const shared = sharedPackages(dependencies);
  const { [PLATFORM_PREFIX]: platform, ...others } = shared;
  const platformModules = Object.fromEntries(
    PLATFORM_MODULE_NAMES.filter((name) => !PLATFORM_BUNDLED.includes(name)).map((name) => [
      `${PLATFORM_PREFIX}${name}`,
      { ...platform, requiredVersion: false },
    ]),
  );
  return { ...others, ...platformModules, ...sharedLibraries() };
}

const PLATFORM_PREFIX = '@ministry/platform/';

/**
 * The platform's pieces of view and helpers: no state, no React context, nothing registered when they
 * load (a test holds them to it), so a second copy on a page changes nothing. Each build bundles those
 * it imports. Shared one by one, each was a file of its own that a section's first screen fetched, a
 * round trip each on a phone's network (issue 43). Everything else of the platform stays one shared
 * copy per page (its i18next instance, toasts, the session, the API client…); a new module is shared
 * until it is listed here.
 */
const PLATFORM_BUNDLED = [
  'avatar',
  'avatar-menu',
  'confirm-dialog',
  'focus',
  'form-field',
  'fragment-token',
  'full-screen-layout',
  'icons',
  'link-buttons',
  'list-choices',
  'logout-link',
  'ministry-contact',
  'named-button',
  'page-title',
  'plan-card',
  'require-access',
  'responsive-image',
  'safe-redirect',
  'section-card',
  'skip-link',
  'starting-language',
  'states',
  'submit-button',
  'table-head',
  'use-form',
];

/**
 * Not a singleton, but one copy when versions agree: yup behind the contracts' schemas, which any
 * remote's form may load first. The contracts themselves are not shared: each build bundles the modules
 * it imports, as its server build does. They are small and stateless, and shared one by one each was
 * a file of its own on a first screen (`/` fetched six), a round trip each on a phone's network
 * (issue 43). Each remote also runs the contracts it was built with, whatever the shell carries.
 */
function sharedLibraries() {
  const contracts = JSON.parse(readFileSync(path.join(__dirname, '../contracts/package.json'), 'utf8'));
  return { yup: { requiredVersion: contracts.dependencies.yup } };
}

module.exports = { sharedSingletons, PLATFORM_BUNDLED, PLATFORM_SOURCE };
