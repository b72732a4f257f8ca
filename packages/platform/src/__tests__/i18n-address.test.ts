import type * as I18nModule from '../i18n';

/** The platform's i18n as a page opened at `address` starts it (the module reads the address once). */
function openAt(address: string, saved: string | null): typeof I18nModule {
  window.history.replaceState(null, '', address);
  localStorage.clear();
  if (saved) localStorage.setItem('language', saved);
  let loaded: typeof I18nModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof I18nModule>('../i18n');
  });
  return loaded!;
}

describe('the language an address names', () => {
  it('?lang=es starts the page in Spanish over a saved English, which stays her saved choice', () => {
    const { currentLanguage } = openAt('/about?lang=es', 'en');
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('?lang=en starts it in English over a saved Spanish, among other parameters', () => {
    const { currentLanguage } = openAt('/shop/1?utm_source=x&lang=en&ref=y', 'es');
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('without it, or with another value, the saved choice stands', () => {
    expect(openAt('/about', 'es').currentLanguage()).toBe('es');
    expect(openAt('/about?lang=fr', 'es').currentLanguage()).toBe('es');
    expect(openAt('/about?lang=esperanto', 'en').currentLanguage()).toBe('en');
    expect(openAt('/about?slang=es', null).currentLanguage()).toBe('en');
  });

  it('a switch on such a page is saved as any switch is', async () => {
    const { setLanguage } = openAt('/events?lang=es', null);
    await setLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
