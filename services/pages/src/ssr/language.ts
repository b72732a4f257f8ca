import { namedLanguage, type Language } from '@ministry/contracts/language';
import { pageLanguageChoice } from '@ministry/contracts/page-language';
import type { User } from '@ministry/contracts/user';
import { internalFetch } from '@ministry/kit/request-id';
import { TIMINGS } from '../config';

/** kit/src/session.ts SESSION_COOKIE and its signature (not imported: that module brings the database). */
const SESSION_COOKIES = ['ministry.sid', 'ministry.sid.sig'];
/** What the gateway decided for a page (gateway.conf.template): en, es or none. */
export const LANGUAGE_CHOICE_HEADER = 'X-Language-Choice';
/** 1 when identity accepted the request's session (the gateway asked it), else 0. */
export const SESSION_MEMBER_HEADER = 'X-Session-Member';

/** The cookies of a Cookie header, by name (the first of a name wins, as browsers send the most specific first). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/** True when the request carries the session cookie: a member (or someone who was one). */
export function hasSessionCookie(cookies: Map<string, string>): boolean {
  return cookies.has(SESSION_COOKIES[0]!);
}

/** Only the session cookies, as a Cookie header: nothing else of the visitor's is sent on. */
export function sessionCookieHeader(cookies: Map<string, string>): string {
  return SESSION_COOKIES.filter((name) => cookies.has(name))
    .map((name) => `${name}=${cookies.get(name)}`)
    .join('; ');
}

/** Who a page is for, as the gateway decided it (its page cache is keyed by the same decision). */
export interface Visit {
  /** What the address or the `ministry_lang` cookie chose (packages/contracts page-language.ts). */
  choice: Language | null;
  /** A signed-in member: her page is hers alone, in her saved language when nothing chose one. */
  member: boolean;
  cookies: Map<string, string>;
}

/**
 * The gateway's decision, from X-Language-Choice and X-Session-Member, which it always sets (a
 * visitor's own values never get through it; this service is reachable from inside only). Without the
 * gateway (run alone, tests), the same language rule is applied here, and any session cookie counts.
 */
export function visitOf(get: (header: string) => string, rawQuery: string): Visit {
  const cookies = parseCookies(get('Cookie'));
  const said = get(LANGUAGE_CHOICE_HEADER);
  const member = get(SESSION_MEMBER_HEADER);
  return {
    choice: said ? (namedLanguage(said) ?? null) : pageLanguageChoice(rawQuery, get('Cookie')),
    member: member ? member === '1' : hasSessionCookie(cookies),
    cookies,
  };
}

/**
 * The member's session as identity answers it (`GET /api/auth/user` through the gateway's internal
 * listener, `apiOrigin`, with her session cookies only), within its budget: her user; null when the
 * session has ended (401); undefined when identity gave no answer in time (the browser then asks).
 */
export async function memberSession(
  apiOrigin: string,
  cookies: Map<string, string>,
  budgetMs = TIMINGS.memberSessionMs,
): Promise<User | null | undefined> {
  try {
    const response = await internalFetch(`${apiOrigin}/api/auth/user`, {
      headers: { Accept: 'application/json', Cookie: sessionCookieHeader(cookies) },
      redirect: 'error',
      signal: AbortSignal.timeout(budgetMs),
    });
    if (response.status === 401) return null;
    if (!response.ok) return undefined;
    const user = (await response.json()) as Partial<User> | null;
    return typeof user?.id === 'string' ? (user as User) : undefined;
  } catch {
    return undefined;
  }
}

/** Her saved language, from her session (null: none known). */
export const savedLanguage = (session: User | null | undefined): Language | null =>
  namedLanguage(session?.preferredLanguage) ?? null;

/**
 * The page's language: what the address or the cookie chose, then (a member) her saved language,
 * then English. A visitor's is exactly the language of the gateway's cache key for the page.
 */
export async function pageLanguage(
  visit: Pick<Visit, 'choice' | 'member'>,
  member: () => Promise<Language | null>,
): Promise<Language> {
  if (visit.choice) return visit.choice;
  if (visit.member) return (await member()) ?? 'en';
  return 'en';
}
