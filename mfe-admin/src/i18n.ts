import { registerTranslations } from '@ministry/platform/i18n';

export const NAMESPACE = 'admin';
registerTranslations(NAMESPACE, (language) => import(`./locales/${language}/admin.json`));
// The Site content tab's texts join the namespace (the side menu's "Site content" among them).
registerTranslations(NAMESPACE, (language) => import(`./locales/${language}/site-content.json`));
// The Care tab's texts (counselors' workspace and the staff's care screens).
registerTranslations(NAMESPACE, (language) => import(`./locales/${language}/care.json`));
// The Announcements tab's texts (mailing lists and announcements).
registerTranslations(NAMESPACE, (language) => import(`./locales/${language}/announcements.json`));
