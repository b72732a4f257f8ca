export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A language from outside the types (a saved preference, a switch asked for): English unless exactly 'es'. */
export function parseLanguage(value: string | null | undefined): Language {
  return value === 'es' ? 'es' : 'en';
}

/** The language a value names exactly, or undefined: for a choice that may be absent (an unknown value is none). */
export function namedLanguage(value: unknown): Language | undefined {
  return value === 'en' || value === 'es' ? value : undefined;
}

/** The language a client asked for through Accept-Language (first tag wins). */
export function languageFromAcceptHeader(header: string | undefined): Language {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}

/** The locale dates, numbers and lists are formatted in: US English or US Spanish. */
export function localeOf(language: Language): 'en-US' | 'es-US' {
  return language === 'es' ? 'es-US' : 'en-US';
}

/** Picks the Spanish text when asked for and present, the English one otherwise. */
export function localize(english: string, spanish: string | null | undefined, language: Language): string {
  return language === 'es' && spanish && spanish.trim() !== '' ? spanish : english;
}
