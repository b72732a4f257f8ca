import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LANGUAGES, namedLanguage, parseLanguage, type Language } from '@ministry/contracts/language';
import {
  LANGUAGE_STORAGE_KEY,
  loadCommonTexts,
  startingLanguage,
} from '@ministry/platform/starting-language';

export { LANGUAGE_STORAGE_KEY };
/** Fired on window about 50 ms after each language change, for code outside React. */
export const LANGUAGE_CHANGED_EVENT = 'ministry:language-changed';
export const LANGUAGE_SIGNAL_DELAY_MS = 50;

/** The cookie that carries a visitor's choice to the server (the gateway's cache key, the pages service). */
export const LANGUAGE_COOKIE = 'ministry_lang';
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

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
  resources: {},
  interpolation: { escapeValue: false },
  // An empty entry (check-locales allows none) falls back to English where English is loaded: a
  // browser loads one language's texts only, except files given in both (the content remote's).
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

/**
 * One file of a namespace's texts in the language asked for, as a separate chunk:
 * `(language) => import(\`./locales/${language}/home.json\`)` (webpack makes one chunk per language).
 */
export type TextsLoader = (language: Language) => Promise<{ default: TranslationResources }>;

interface RegisteredTexts {
  namespace: string;
  load: TextsLoader;
  loaded: Partial<Record<Language, Promise<void>>>;
}

/** Every texts file registered so far, in every remote (this module is one for the whole page). */
const registered: RegisteredTexts[] = [];

function loadFile(entry: RegisteredTexts, language: Language): Promise<void> {
  entry.loaded[language] ??= entry.load(language).then(
    (texts) => void i18n.addResourceBundle(language, entry.namespace, texts.default, true, true),
    (error: unknown) => {
      delete entry.loaded[language]; // asked for again by the next textsReady() or language switch
      throw error;
    },
  );
  return entry.loaded[language];
}

/** The languages whose texts are loaded: a browser shows one at a time; a server renders in both. */
const languagesToLoad = (): readonly Language[] =>
  typeof document === 'undefined' ? LANGUAGES : [currentLanguage()];

/**
 * Adds a file of texts to a namespace; call it once when the module that shows them loads.
 * - A loader (`TextsLoader`): the file is loaded at once in the page's language only (both on a
 *   server), so a visitor downloads no text she cannot read; a switch of language loads the other
 *   first. Whatever renders the module awaits `textsReady()`.
 * - Both languages (`{ en, es }`): added now, for files small enough to come with their code (a
 *   chunk per language would cost more than it saves), and as remotes built before loaders call it.
 */
export function registerTranslations(
  namespace: string,
  texts: TextsLoader | Record<Language, TranslationResources>,
): void {
  if (typeof texts !== 'function') {
    for (const language of LANGUAGES)
      i18n.addResourceBundle(language, namespace, texts[language], true, true);
    return;
  }
  const entry: RegisteredTexts = { namespace, load: texts, loaded: {} };
  registered.push(entry);
  for (const language of languagesToLoad()) loadFile(entry, language).catch(() => undefined);
}

/** Resolves once every texts file registered so far is loaded in the language(s) shown; rejects if one failed. */
export async function textsReady(): Promise<void> {
  await Promise.all(languagesToLoad().map(loadTexts));
}

/** React.lazy for a module that registers texts: it renders once they are there. */
export function lazyWithTexts<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const loaded = await load();
    await textsReady();
    return loaded;
  });
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
    const saved = namedLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
    if (saved && saved !== currentLanguage()) void setLanguage(saved).catch(() => undefined);
  } catch {
    // no storage (private mode): nothing was saved
  }
}

export function currentLanguage(): Language {
  return parseLanguage(i18n.language);
}

/** Loads every texts file registered so far in `language` (each once). */
export async function loadTexts(language: Language): Promise<void> {
  await Promise.all(registered.map((entry) => loadFile(entry, language)));
}

/** Switches once every registered texts file is loaded in the new language (a failed load: no switch, rejected). */
export async function setLanguage(value: string): Promise<unknown> {
  const language = parseLanguage(value);
  let known: number;
  do {
    // a section registered while waiting loaded its texts in the old language only: load it too
    known = registered.length;
    await loadTexts(language);
  } while (registered.length !== known);
  return i18n.changeLanguage(language);
}

/** The active language, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return parseLanguage(instance.language);
}

// The site's common texts, in the page's language: the shell has asked for them already, before its
// app code loaded (starting-language.ts), so this finds them on their way or there.
registerTranslations('common', loadCommonTexts);

export default i18n;
