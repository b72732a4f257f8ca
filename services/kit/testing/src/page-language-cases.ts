/**
 * The page-language rule's cases (packages/contracts page-language.ts), one table for the two places
 * that apply it: the gateway's tests send each through the real nginx and see which cache entry and
 * which `X-Language-Choice` it gives; the pages service's tests parse each the same way. A case that
 * one side read differently from the other would cache a page under the other language's key.
 */
export interface PageLanguageCase {
  /** The raw query, without `?` ('' for none). */
  query: string;
  /** The Cookie header ('' for none). */
  cookie: string;
  /** What the address or the cookie chooses; null: neither (a visitor's page is then English). */
  choice: 'en' | 'es' | null;
}

export const PAGE_LANGUAGE_CASES: PageLanguageCase[] = [
  { query: '', cookie: '', choice: null },
  { query: 'lang=es', cookie: '', choice: 'es' },
  { query: 'lang=en', cookie: 'ministry_lang=es', choice: 'en' },
  { query: 'lang=es', cookie: 'ministry_lang=en', choice: 'es' },
  { query: 'x=1&lang=es&lang=en', cookie: '', choice: 'es' },
  { query: 'lang=fr&lang=es', cookie: '', choice: null },
  { query: 'lang=fr', cookie: 'ministry_lang=es', choice: 'es' },
  { query: 'LANG=es', cookie: '', choice: null },
  { query: 'xlang=es', cookie: '', choice: null },
  { query: 'lang=%65s', cookie: '', choice: null },
  { query: 'lang=es%20', cookie: '', choice: null },
  { query: 'lang=ES', cookie: '', choice: null },
  { query: '', cookie: 'ministry_lang=es', choice: 'es' },
  { query: '', cookie: 'theme=dark; ministry_lang=es', choice: 'es' },
  { query: '', cookie: 'theme=dark;ministry_lang=es', choice: 'es' },
  { query: '', cookie: 'ministry_lang=en; ministry_lang=es', choice: 'en' },
  // The forms that once cached a Spanish page under the English key (issue 39).
  { query: '', cookie: 'MINISTRY_LANG=en; ministry_lang=es', choice: 'es' },
  { query: '', cookie: 'ministry_lang=es ; a=b', choice: 'es' },
  { query: '', cookie: 'ministry_lang=es, a=b', choice: null },
  { query: '', cookie: 'MINISTRY_LANG=es', choice: null },
  { query: '', cookie: 'ministry_lang=ES', choice: null },
  { query: '', cookie: 'ministry_lang="es"', choice: null },
  { query: '', cookie: 'xministry_lang=es', choice: null },
  { query: '', cookie: 'a=ministry_lang=es', choice: null },
  { query: '', cookie: 'ministry_lang=; ministry_lang=es', choice: null },
  { query: '', cookie: '\tministry_lang=es', choice: 'es' },
  { query: '', cookie: 'ministry_lang=es\t', choice: 'es' },
];
