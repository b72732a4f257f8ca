import { registerTranslations } from '@ministry/platform/i18n';
import en from './locales/en/shop.json';
import es from './locales/es/shop.json';

export const NAMESPACE = 'shop';
registerTranslations(NAMESPACE, { en, es });
