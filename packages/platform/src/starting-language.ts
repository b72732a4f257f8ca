import { namedLanguage, parseLanguage, type Language } from '@ministry/contracts/language';

/** `localStorage` key of her choice saved in this browser. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The language the page starts in: the one the server rendered it in (`<html data-language>`), else
 * the one its address names (`?lang=es`, `?lang=en`: each page has an address per language, and
 * services/pages gives it a head in that language), else her choice as the server last heard it (the
 * `ministry_lang` cookie), else her choice saved in this browser. English on a server (no document).
 * Kept this small on purpose: it is part of every first visit's JS.
 */
export function startingLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  try {
    return parseLanguage(
      namedLanguage(document.documentElement.dataset.language) ??
        /[?&]lang=(e[ns])\b/.exec(location.search)?.[1] ??
        // LANGUAGE_COOKIE of i18n.ts, written out: a literal is the smallest
        /(?:^|;\s*)ministry_lang=(e[ns])(?:;|$)/.exec(document.cookie)?.[1] ??
        localStorage.getItem(LANGUAGE_STORAGE_KEY),
    );
  } catch {
    return 'en';
  }
}

/**
 * The site's common texts (menu, footer, shared words) in one language, a chunk each. The shell asks
 * for the page's before its app code has loaded, so they arrive with it; i18n.ts registers the same
 * loader, which then finds them there. Bundled by each build (webpack-config's PLATFORM_BUNDLED).
 */
export const loadCommonTexts = (language: Language): Promise<{ default: Record<string, unknown> }> =>
  // Named one by one, not `./locales/${language}/…`: on every first visit, a context module's map costs more.
  language === 'es' ? import('./locales/es/common.json') : import('./locales/en/common.json');
