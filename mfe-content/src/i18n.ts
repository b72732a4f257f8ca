import { registerTranslations } from '@ministry/platform/i18n';
import en from './locales/en/content.json';
import es from './locales/es/content.json';

export const NAMESPACE = 'content';
registerTranslations(NAMESPACE, { en, es });
