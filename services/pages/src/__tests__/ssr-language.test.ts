import { memberLanguage, pageLanguage, parseCookies, sessionCookieHeader } from '../ssr/language';
import { startStub } from './support';

const never = () => Promise.reject(new Error('not asked'));

describe("a page's language", () => {
  it('is ?lang, then the ministry_lang cookie, then English', async () => {
    expect(await pageLanguage('es', parseCookies('ministry_lang=en'), never)).toBe('es');
    expect(await pageLanguage('en', parseCookies('ministry_lang=es'), never)).toBe('en');
    expect(await pageLanguage(['es', 'en'], new Map(), never)).toBe('es');
    expect(await pageLanguage(undefined, parseCookies('a=1; ministry_lang=es'), never)).toBe('es');
    expect(await pageLanguage('fr', parseCookies('ministry_lang=xx'), never)).toBe('en');
    expect(await pageLanguage(undefined, new Map(), never)).toBe('en');
  });

  it("is a member's saved language when she has a session and neither ?lang nor the cookie says", async () => {
    const member = jest.fn(async () => 'es' as const);
    expect(await pageLanguage(undefined, parseCookies('ministry.sid=abc'), member)).toBe('es');
    expect(await pageLanguage(undefined, parseCookies('ministry_lang=en; ministry.sid=abc'), member)).toBe(
      'en',
    );
    expect(member).toHaveBeenCalledTimes(1);
    expect(await pageLanguage(undefined, parseCookies('ministry.sid=abc'), async () => null)).toBe('en');
  });

  it('asks identity with the session cookies only, and gives up after its budget', async () => {
    const identity = await startStub({ '/api/auth/user': { body: { preferredLanguage: 'es' } } });
    try {
      const cookies = parseCookies('other=secret; ministry.sid=abc; ministry.sid.sig=def; ministry_lang=');
      expect(sessionCookieHeader(cookies)).toBe('ministry.sid=abc; ministry.sid.sig=def');
      // A generous budget where an answer is expected: the machine may be busy.
      expect(await memberLanguage(identity.url, cookies, 10_000)).toBe('es');
      expect(identity.requests[0]?.headers.cookie).toBe('ministry.sid=abc; ministry.sid.sig=def');
      identity.answers.set('/api/auth/user', { status: 401 });
      expect(await memberLanguage(identity.url, cookies, 10_000)).toBeNull();
      identity.answers.set('/api/auth/user', { body: { preferredLanguage: 'es' }, delayMs: 60_000 });
      expect(await memberLanguage(identity.url, cookies, 50)).toBeNull();
    } finally {
      await identity.close();
    }
  });
});
