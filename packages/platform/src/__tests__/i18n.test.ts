import i18n, {
  LANGUAGE_CHANGED_EVENT,
  LANGUAGE_STORAGE_KEY,
  registerTranslations,
  setLanguage,
  textsReady,
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

  it('loads a texts file in the language shown only, and the other before switching to it', async () => {
    const asked: string[] = [];
    const texts: Record<string, { greeting: string }> = {
      en: { greeting: 'Welcome' },
      es: { greeting: 'Bienvenida' },
    };
    registerTranslations('sample', (language) => {
      asked.push(language);
      return Promise.resolve({ default: texts[language] ?? {} });
    });
    await textsReady();
    const t = i18n.t as (key: string) => string; // 'sample' is a test namespace, not in the typed resources
    expect(asked).toEqual(['en']);
    expect(t('sample:greeting')).toBe('Welcome');

    await setLanguage('es');
    expect(asked).toEqual(['en', 'es']);
    expect(t('sample:greeting')).toBe('Bienvenida');
    await setLanguage('en');
    expect(asked).toEqual(['en', 'es']); // each language once
  });

  it('has a file given in both languages at once (small texts, and remotes built before loaders)', async () => {
    registerTranslations('both', { en: { word: 'hello' }, es: { word: 'hola' } });
    const t = i18n.t as (key: string) => string;
    expect(t('both:word')).toBe('hello');
    await setLanguage('es');
    expect(t('both:word')).toBe('hola');
  });

  it("keeps the language when the new one's texts fail to load, and tries them again next time", async () => {
    let fail = true;
    registerTranslations('flaky', (language) =>
      fail && language === 'es'
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ default: { word: language === 'es' ? 'hola' : 'hello' } }),
    );
    await textsReady();
    await expect(setLanguage('es')).rejects.toThrow('offline');
    expect(i18n.language).toBe('en');
    fail = false;
    await setLanguage('es');
    expect((i18n.t as (key: string) => string)('flaky:word')).toBe('hola');
  });

  it('loads a file registered during a switch in the new language too, before switching', async () => {
    let releaseFirst: () => void = () => undefined;
    registerTranslations('slow', (language) =>
      language === 'es'
        ? new Promise((resolve) => {
            releaseFirst = () => resolve({ default: { word: 'lento' } });
          })
        : Promise.resolve({ default: { word: 'slow' } }),
    );
    await textsReady();
    const switching = setLanguage('es');
    // a section arrives while the Spanish texts are on their way: its texts load in English only
    registerTranslations('late', (language) =>
      Promise.resolve({ default: { word: language === 'es' ? 'tarde' : 'late' } }),
    );
    releaseFirst();
    await switching;
    const t = i18n.t as (key: string) => string;
    expect(i18n.language).toBe('es');
    expect(t('slow:word')).toBe('lento');
    expect(t('late:word')).toBe('tarde');
  });
});
