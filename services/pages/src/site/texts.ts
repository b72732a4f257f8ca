import type { Language } from '@ministry/contracts/language';
import type { PageKey } from '@ministry/contracts/pages';
import generated from './page-texts.json';

/**
 * The texts of every head, in English and Spanish: each page's title as its screen sets it in the
 * browser (`usePageTitle`: "<page> | <site title>") and its description, from the locale keys the
 * page manifest names (packages/contracts/src/pages.ts). They are read from the remotes' and the
 * platform's locale files into `page-texts.json` by `scripts/page-texts.cjs`, never written here;
 * `__tests__/texts.test.ts` fails when that file is not what the locale files say.
 */
export interface Texts {
  title: string;
  description: string;
}

export const SITE_TEXTS: Record<
  Language,
  { title: string; description: string; imageAlt: string; locale: 'en_US' | 'es_US' }
> = {
  en: { ...generated.site.en, locale: 'en_US' },
  es: { ...generated.site.es, locale: 'es_US' },
};

// Typed per page: a page added to the manifest and missing from the generated file fails to compile.
export const PAGE_TEXTS: Record<PageKey, Record<Language, Texts>> = generated.pages;

/** "<page> | <site title>", as `usePageTitle` writes it in the browser. */
export function documentTitle(pageTitle: string, language: Language): string {
  return `${pageTitle} | ${SITE_TEXTS[language].title}`;
}
