import { namedLanguage, type Language } from './language';

/*
 * The language a page address or the visitor's cookie chooses, by one rule that the gateway
 * (gateway.conf.template, its `$page_language` maps) applies to key its page cache and the pages
 * service applies to render, so the two can never disagree. Kept deliberately literal, so nginx's
 * regular expressions and this code read the same bytes the same way:
 *
 * - the query: the first parameter whose raw text starts with `lang=`; its raw value (no percent
 *   decoding) exactly `en` or `es`, else the query chooses nothing;
 * - the cookie: the first `ministry_lang=` (exact, case-sensitive name) at the start of the Cookie
 *   header or after a `;` and spaces or tabs; its value up to the next `;`, with spaces and tabs around
 *   it, exactly `en` or `es`, else the cookie chooses nothing;
 * - the query wins over the cookie.
 */

const QUERY_LANG = /(?:^|&)lang=([^&]*)/;
const COOKIE_LANG = /(?:^|;)[ \t]*ministry_lang=([^;]*)/;
const COOKIE_VALUE = /^[ \t]*(en|es)[ \t]*$/;

const exactly = (value: string | undefined): Language | null => namedLanguage(value) ?? null;

/** What the query string (raw, without the `?`) chooses. */
export function queryLanguageChoice(rawQuery: string): Language | null {
  return exactly(QUERY_LANG.exec(rawQuery)?.[1]);
}

/** What the Cookie header (several joined with `; `) chooses. */
export function cookieLanguageChoice(cookieHeader: string): Language | null {
  const value = COOKIE_LANG.exec(cookieHeader)?.[1];
  return value === undefined ? null : exactly(COOKIE_VALUE.exec(value)?.[1]);
}

/** The query's choice, else the cookie's; null when neither chooses. */
export function pageLanguageChoice(rawQuery: string, cookieHeader: string): Language | null {
  return queryLanguageChoice(rawQuery) ?? cookieLanguageChoice(cookieHeader);
}
