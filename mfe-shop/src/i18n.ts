import { registerTranslations } from '@ministry/platform/i18n';

export const NAMESPACE = 'shop';
registerTranslations(NAMESPACE, (language) => import(`./locales/${language}/shop.json`));
