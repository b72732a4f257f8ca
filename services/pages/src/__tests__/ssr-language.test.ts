import { PAGE_LANGUAGE_CASES } from '@ministry/kit/testing/page-language-cases';
import {
  memberSession,
  pageLanguage,
  parseCookies,
  savedLanguage,
  sessionCookieHeader,
  visitOf,
} from '../ssr/language';
import { startStub } from './support';

const never = () => Promise.reject(new Error('not asked'));
/** A request's headers, as Koa's `ctx.get` reads them ('' when absent). */
const headers =
  (values: Record<string, string>) =>
  (name: string): string =>
    Object.entries(values).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? '';

describe("a page's language", () => {
  // The gateway's tests send the same table through nginx: the two read every case alike.
  it.each(PAGE_LANGUAGE_CASES)(
    'without the gateway, by its rule: query "$query", cookie "$cookie" choose $choice',
    async ({ query, cookie, choice }) => {
      const visit = visitOf(headers({ Cookie: cookie }), query);
      expect(visit.choice).toBe(choice);
      expect(visit.member).toBe(false);
      expect(await pageLanguage(visit, never)).toBe(choice ?? 'en');
    },
  );

  it("is the gateway's choice when it sends one, whatever the address and the cookie say", async () => {
    const spanish = visitOf(headers({ Cookie: 'ministry_lang=en', 'X-Language-Choice': 'es' }), 'lang=en');
    expect(await pageLanguage(spanish, never)).toBe('es');
    const none = visitOf(headers({ Cookie: 'ministry_lang=es', 'X-Language-Choice': 'none' }), 'lang=es');
    expect(none.choice).toBeNull();
    expect(await pageLanguage(none, never)).toBe('en');
  });

  it("is a member's saved language when she is one and nothing chose a language", async () => {
    const member = jest.fn(async () => 'es' as const);
    expect(await pageLanguage(visitOf(headers({ Cookie: 'ministry.sid=abc' }), ''), member)).toBe('es');
    const chosen = visitOf(headers({ Cookie: 'ministry_lang=en; ministry.sid=abc' }), '');
    expect(await pageLanguage(chosen, member)).toBe('en');
    expect(member).toHaveBeenCalledTimes(1);
    expect(await pageLanguage({ choice: null, member: true }, async () => null)).toBe('en');
  });

  it('counts a session as a member only when the gateway says identity accepted it', async () => {
    const cookie = 'ministry.sid=made-up; ministry.sid.sig=forged';
    expect(visitOf(headers({ Cookie: cookie, 'X-Session-Member': '0' }), '').member).toBe(false);
    expect(visitOf(headers({ Cookie: cookie, 'X-Session-Member': '1' }), '').member).toBe(true);
    // Run without the gateway: any session cookie.
    expect(visitOf(headers({ Cookie: cookie }), '').member).toBe(true);
    expect(await pageLanguage(visitOf(headers({ Cookie: cookie, 'X-Session-Member': '0' }), ''), never)).toBe(
      'en',
    );
  });

  it('asks identity with the session cookies only, and gives up after its budget', async () => {
    const her = { id: 'u1', firstName: 'Lydia', preferredLanguage: 'es' };
    const identity = await startStub({ '/api/auth/user': { body: her } });
    try {
      const cookies = parseCookies('other=secret; ministry.sid=abc; ministry.sid.sig=def; ministry_lang=');
      expect(sessionCookieHeader(cookies)).toBe('ministry.sid=abc; ministry.sid.sig=def');
      // A generous budget where an answer is expected: the machine may be busy.
      const session = await memberSession(identity.url, cookies, 10_000);
      expect(session).toEqual(her);
      expect(savedLanguage(session)).toBe('es');
      expect(identity.requests[0]?.headers.cookie).toBe('ministry.sid=abc; ministry.sid.sig=def');
      // Her session has ended: known to be none.
      identity.answers.set('/api/auth/user', { status: 401 });
      expect(await memberSession(identity.url, cookies, 10_000)).toBeNull();
      // No answer, or not a user: not known (the browser asks), and no saved language.
      identity.answers.set('/api/auth/user', { status: 503 });
      expect(await memberSession(identity.url, cookies, 10_000)).toBeUndefined();
      identity.answers.set('/api/auth/user', { body: { preferredLanguage: 'es' } });
      expect(await memberSession(identity.url, cookies, 10_000)).toBeUndefined();
      identity.answers.set('/api/auth/user', { body: her, delayMs: 60_000 });
      expect(await memberSession(identity.url, cookies, 50)).toBeUndefined();
      expect(savedLanguage(undefined)).toBeNull();
    } finally {
      await identity.close();
    }
  });
});
