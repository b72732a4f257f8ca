import type * as I18nModule from '../i18n';

const YEAR_S = 31536000;

function clearCookie() {
  document.cookie = 'ministry_lang=; Path=/; Max-Age=0';
}

/**
 * The platform's i18n as a page starts it: rendered by the server in `served` (its `<html
 * data-language>`), opened at `address`, with the `ministry_lang` cookie and the saved choice given.
 */
function start({
  served,
  address = '/',
  cookie,
  saved,
}: {
  served?: string;
  address?: string;
  cookie?: string;
  saved?: string;
}): typeof I18nModule {
  window.history.replaceState(null, '', address);
  localStorage.clear();
  clearCookie();
  if (served === undefined) delete document.documentElement.dataset.language;
  else document.documentElement.dataset.language = served;
  if (cookie) document.cookie = `ministry_lang=${cookie}; Path=/`;
  if (saved) localStorage.setItem('language', saved);
  let loaded: typeof I18nModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof I18nModule>('../i18n');
  });
  return loaded!;
}

afterEach(() => {
  delete document.documentElement.dataset.language;
  clearCookie();
  localStorage.clear();
});

describe('the language a page starts in', () => {
  it("is the server's first: <html data-language> over ?lang, the cookie and the saved choice", () => {
    expect(
      start({ served: 'es', address: '/shop?lang=en', cookie: 'en', saved: 'en' }).currentLanguage(),
    ).toBe('es');
    expect(
      start({ served: 'en', address: '/shop?lang=es', cookie: 'es', saved: 'es' }).currentLanguage(),
    ).toBe('en');
  });

  it('an unknown data-language is ignored: the address decides', () => {
    expect(start({ served: 'fr', address: '/shop?lang=es' }).currentLanguage()).toBe('es');
  });

  it('then ?lang, over the cookie', () => {
    expect(start({ address: '/about?lang=en', cookie: 'es' }).currentLanguage()).toBe('en');
  });

  it('then the ministry_lang cookie, over the choice saved in this browser', () => {
    const { currentLanguage } = start({ cookie: 'es', saved: 'en' });
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('a cookie with another value is ignored; the saved choice stands', () => {
    expect(start({ cookie: 'fr', saved: 'es' }).currentLanguage()).toBe('es');
    document.cookie = 'other_ministry_lang=es; Path=/';
    expect(start({ saved: 'en' }).currentLanguage()).toBe('en');
    document.cookie = 'other_ministry_lang=; Path=/; Max-Age=0';
  });

  it('starting does not write the cookie: ?lang=es is not a choice', () => {
    start({ address: '/events?lang=es' });
    expect(document.cookie).not.toContain('ministry_lang');
  });
});

describe('a language switch', () => {
  it('writes the ministry_lang cookie for a year, on the whole site, SameSite=Lax', async () => {
    const { setLanguage } = start({});
    const written: string[] = [];
    const setter = jest.spyOn(document, 'cookie', 'set');
    setter.mockImplementation((value: string) => void written.push(value));
    await setLanguage('es');
    await setLanguage('en');
    setter.mockRestore();
    expect(written).toEqual([
      `ministry_lang=es; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`,
      `ministry_lang=en; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`,
    ]);
  });

  it('the next page starts in it from the cookie alone', async () => {
    const { setLanguage } = start({});
    await setLanguage('es');
    localStorage.clear();
    expect(start({ cookie: 'es' }).currentLanguage()).toBe('es');
    expect(document.cookie).toContain('ministry_lang=es');
  });
});

describe('a choice saved before the server could hear it', () => {
  it('switches a page the server rendered in another language, once, and tells the server from then on', async () => {
    const { currentLanguage, followSavedChoice } = start({ served: 'en', saved: 'es' });
    expect(currentLanguage()).toBe('en');
    followSavedChoice();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(currentLanguage()).toBe('es');
    expect(document.cookie).toContain('ministry_lang=es');
  });

  it('leaves the page alone when its address names the language or the server already had her cookie', () => {
    const named = start({ served: 'en', address: '/shop?lang=en', saved: 'es' });
    named.followSavedChoice();
    expect(named.currentLanguage()).toBe('en');
    const heard = start({ served: 'en', cookie: 'en', saved: 'es' });
    heard.followSavedChoice();
    expect(heard.currentLanguage()).toBe('en');
  });
});
