import i18n, {
  LANGUAGE_CHANGED_EVENT,
  LANGUAGE_STORAGE_KEY,
  registerTranslations,
  setLanguage,
} from '../i18n';

describe('i18n', () => {
  afterEach(async () => {
    jest.useRealTimers();
    await setLanguage('en');
  });

  it('starts in English and sets <html lang>', () => {
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('persists the choice, sets <html lang> and signals about 50 ms later', async () => {
    jest.useFakeTimers();
    const heard: string[] = [];
    window.addEventListener(LANGUAGE_CHANGED_EVENT, (e) => heard.push((e as CustomEvent<string>).detail));
    await setLanguage('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    jest.advanceTimersByTime(49);
    expect(heard).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(heard).toEqual(['es']);
  });

  it('has the one default of contracts: anything that is not es is English', async () => {
    await setLanguage('es');
    await setLanguage('fr');
    expect(i18n.language).toBe('en');
  });

  it('falls back to English where a Spanish entry is empty', async () => {
    registerTranslations('sample', {
      en: { greeting: 'Welcome', only: 'English only' },
      es: { greeting: 'Bienvenida', only: '' },
    });
    await setLanguage('es');
    const t = i18n.t as (key: string) => string; // 'sample' is a test namespace, not in the typed resources
    expect(t('sample:greeting')).toBe('Bienvenida');
    expect(t('sample:only')).toBe('English only');
  });
});
