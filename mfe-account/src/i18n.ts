import { registerTranslations } from '@ministry/platform/i18n';
import en from './locales/en/account.json';
import es from './locales/es/account.json';

export const NAMESPACE = 'account';
registerTranslations(NAMESPACE, { en, es });
