import { registerTranslations, type TranslationResources } from '@ministry/platform/i18n';
import en from './locales/en/content.json';
import es from './locales/es/content.json';

export const NAMESPACE = 'content';

/**
 * Adds texts to this remote's namespace. They come in parts: content.json holds what several pages
 * show, and each page registers its own file (home.json, about.json, …), so a first visit to one page
 * does not download every page's texts.
 */
export function registerTexts(texts: { en: TranslationResources; es: TranslationResources }): void {
  registerTranslations(NAMESPACE, texts);
}

registerTexts({ en, es });
