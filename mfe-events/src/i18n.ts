import { registerTranslations } from '@ministry/platform/i18n';

export const NAMESPACE = 'events';
registerTranslations(NAMESPACE, (language) => import(`./locales/${language}/events.json`));
