import type { Language } from '@ministry/contracts/language';
import { internalFetch } from '@ministry/kit/request-id';

/** kit/src/session.ts SESSION_COOKIE and its signature (not imported: that module brings the database). */
const SESSION_COOKIES = ['ministry.sid', 'ministry.sid.sig'];
/** The language the platform writes when a visitor picks one (a year, SameSite=Lax). */
export const LANGUAGE_COOKIE = 'ministry_lang';
/** A member's saved language must come quickly; without it the page is in the visitor's language. */
export const MEMBER_LANGUAGE_BUDGET_MS = 300;

const asLanguage = (value: unknown): Language | null => (value === 'en' || value === 'es' ? value : null);

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

/**
 * The member's saved language from identity (`GET /api/auth/user`), within 300 ms; null when there
 * is none, no member, or no answer in time.
 */
export async function memberLanguage(
  identityApiUrl: string,
  cookies: Map<string, string>,
  budgetMs = MEMBER_LANGUAGE_BUDGET_MS,
): Promise<Language | null> {
  try {
    const response = await internalFetch(`${identityApiUrl}/api/auth/user`, {
      headers: { Accept: 'application/json', Cookie: sessionCookieHeader(cookies) },
      redirect: 'error',
      signal: AbortSignal.timeout(budgetMs),
    });
    if (!response.ok) return null;
    const user = (await response.json()) as { preferredLanguage?: unknown } | null;
    return asLanguage(user?.preferredLanguage);
  } catch {
    return null;
  }
}

/**
 * The page's language: `?lang`, then the `ministry_lang` cookie, then (with a session cookie) the
 * member's saved language, then English. The gateway's micro-cache key uses the first two the same way.
 */
export async function pageLanguage(
  query: unknown,
  cookies: Map<string, string>,
  member: () => Promise<Language | null>,
): Promise<Language> {
  const fromQuery = asLanguage(Array.isArray(query) ? query[0] : query);
  if (fromQuery) return fromQuery;
  const fromCookie = asLanguage(cookies.get(LANGUAGE_COOKIE));
  if (fromCookie) return fromCookie;
  if (hasSessionCookie(cookies)) return (await member()) ?? 'en';
  return 'en';
}
