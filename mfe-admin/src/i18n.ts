import { registerTranslations } from '@ministry/platform/i18n';
import en from './locales/en/admin.json';
import es from './locales/es/admin.json';
import careEn from './locales/en/care.json';
import careEs from './locales/es/care.json';
import siteContentEn from './locales/en/site-content.json';
import siteContentEs from './locales/es/site-content.json';
import announcementsEn from './locales/en/announcements.json';
import announcementsEs from './locales/es/announcements.json';

export const NAMESPACE = 'admin';
registerTranslations(NAMESPACE, { en, es });
// The Site content tab's texts join the namespace (the side menu's "Site content" among them).
registerTranslations(NAMESPACE, { en: siteContentEn, es: siteContentEs });
// The Care tab's texts (counselors' workspace and the staff's care screens).
registerTranslations(NAMESPACE, { en: careEn, es: careEs });
// The Announcements tab's texts (mailing lists and announcements).
registerTranslations(NAMESPACE, { en: announcementsEn, es: announcementsEs });
