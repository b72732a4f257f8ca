import { registerTranslations } from '@ministry/platform/i18n';
import en from './locales/en/events.json';
import es from './locales/es/events.json';

export const NAMESPACE = 'events';
registerTranslations(NAMESPACE, { en, es });
