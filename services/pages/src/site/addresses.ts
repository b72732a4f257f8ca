import type { Language } from '@ministry/contracts/language';

/**
 * The absolute address of a page (a path already encoded) in a language. Each page has one address
 * per language: English is the bare address, Spanish the same with `?lang=es` (the shell starts in the
 * language the address names, see packages/platform i18n; the rule: packages/contracts page-language.ts).
 */
export function pageUrl(siteUrl: string, path: string, language: Language): string {
  return `${siteUrl}${path}${language === 'es' ? '?lang=es' : ''}`;
}

export interface Alternates {
  en: string;
  es: string;
  /** Where a visitor whose language is neither goes: the English page. */
  xDefault: string;
}

export function alternatesOf(siteUrl: string, path: string): Alternates {
  const en = pageUrl(siteUrl, path, 'en');
  return { en, es: pageUrl(siteUrl, path, 'es'), xDefault: en };
}

/** A path segment from data (an id), encoded for an address. */
export const segment = (value: string) => encodeURIComponent(value);
