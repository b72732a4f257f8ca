/**
 * @jest-environment node
 */
import i18n, { currentLanguage, setLanguage } from '../i18n';

describe('i18n on a server (no document, no location, no storage)', () => {
  it('starts in English and switches without touching browser APIs', async () => {
    expect(typeof document).toBe('undefined');
    expect(currentLanguage()).toBe('en');
    await setLanguage('es');
    expect(i18n.language).toBe('es');
    await setLanguage('en');
  });

  it("a request's clone has its own language and shares the translations", () => {
    const spanish = i18n.cloneInstance({ lng: 'es', initAsync: false });
    expect(spanish.t('nav.login')).toBe('Iniciar sesión');
    expect(i18n.t('nav.login')).toBe('Login');
    expect(currentLanguage()).toBe('en');
  });
});
