import { registerTranslations } from '@ministry/platform/i18n';
import en from './locales/en/admin.json';
import es from './locales/es/admin.json';

export const NAMESPACE = 'admin';
registerTranslations(NAMESPACE, { en, es });
