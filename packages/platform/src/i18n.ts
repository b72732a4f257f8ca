import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { parseLanguage, type Language } from '@ministry/contracts/language';
import enCommon from './locales/en/common.json';
import esCommon from './locales/es/common.json';

export const LANGUAGE_STORAGE_KEY = 'language';
/** Fired on window about 50 ms after each language change, for code outside React. */
export const LANGUAGE_CHANGED_EVENT = 'ministry:language-changed';
export const LANGUAGE_SIGNAL_DELAY_MS = 50;

/** The cookie that carries a visitor's choice to the server (the gateway's cache key, the pages service). */
export const LANGUAGE_COOKIE = 'ministry_lang';
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const named = (value: string | null | undefined): Language | undefined =>
  value === 'en' || value === 'es' ? value : undefined;

/**
 * The language the page starts in: the one the server rendered it in (`<html data-language>`), else
 * the one its address names (`?lang=es`, `?lang=en`: each page has an address per language, and
 * services/pages gives it a head in that language), else her choice as the server last heard it (the
 * `ministry_lang` cookie), else her choice saved in this browser. English on a server (no document).
 * Kept this small on purpose: it is part of the first visit's 175 KB of JS.
 */
function startingLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  try {
    return parseLanguage(
      named(document.documentElement.dataset.language) ??
        /[?&]lang=(e[ns])\b/.exec(location.search)?.[1] ??
        // LANGUAGE_COOKIE, written out: a literal is the smallest
        /(?:^|;\s*)ministry_lang=(e[ns])(?:;|$)/.exec(document.cookie)?.[1] ??
        localStorage.getItem(LANGUAGE_STORAGE_KEY),
    );
  } catch {
    return 'en';
  }
}

function applyLanguage(language: Language): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
  }
}

/** The one i18next instance of the page; this module is a federation singleton, so every remote shares it. */
const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: startingLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'es'],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: enCommon }, es: { common: esCommon } },
  interpolation: { escapeValue: false },
  // An empty Spanish entry falls back to the English one.
  returnEmptyString: false,
  initAsync: false,
});
applyLanguage(currentLanguage());

i18n.on('languageChanged', (value: string) => {
  const language = parseLanguage(value);
  applyLanguage(language);
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  }
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage can be unavailable (private mode): the choice then lasts for this page only
  }
  setTimeout(() => {
    globalThis.dispatchEvent?.(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: language }));
  }, LANGUAGE_SIGNAL_DELAY_MS);
});

export type TranslationResources = Record<string, unknown>;

/** Adds a remote's namespace in both languages; call it once when the remote's module loads. */
export function registerTranslations(
  namespace: string,
  resources: { en: TranslationResources; es: TranslationResources },
): void {
  i18n.addResourceBundle('en', namespace, resources.en, true, true);
  i18n.addResourceBundle('es', namespace, resources.es, true, true);
}

/**
 * Her choice saved in this browser before the server could hear it (local storage, no
 * `ministry_lang` cookie yet: a visitor from before server rendering): a page the server rendered in
 * another language switches to it once hydrated, which writes the cookie, so the server renders her
 * language from then on. An address naming its language (`?lang=`) or a cookie already sent wins.
 */
export function followSavedChoice(): void {
  try {
    if (/[?&]lang=|(?:^|;\s*)ministry_lang=/.test(location.search + ';' + document.cookie)) return;
    const saved = named(localStorage.getItem(LANGUAGE_STORAGE_KEY));
    if (saved && saved !== currentLanguage()) void i18n.changeLanguage(saved);
  } catch {
    // no storage (private mode): nothing was saved
  }
}

export function currentLanguage(): Language {
  return i18n.language === 'es' ? 'es' : 'en';
}

export function setLanguage(value: string): Promise<unknown> {
  return i18n.changeLanguage(parseLanguage(value));
}

/** The active language, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return instance.language === 'es' ? 'es' : 'en';
}

export default i18n;
