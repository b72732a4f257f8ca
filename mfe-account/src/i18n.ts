import { registerTranslations } from '@ministry/platform/i18n';

export const NAMESPACE = 'account';
registerTranslations(NAMESPACE, (language) => import(`./locales/${language}/account.json`));
