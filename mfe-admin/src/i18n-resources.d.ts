// Typed translation keys: a key missing from the English resources is a compile error.
import 'i18next';
import type common from '@ministry/platform/locales/en/common.json';
import type admin from './locales/en/admin.json';
import type care from './locales/en/care.json';
import type giving from './locales/en/giving.json';
import type siteContent from './locales/en/site-content.json';
import type announcements from './locales/en/announcements.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      admin: typeof admin & typeof giving & typeof siteContent & typeof care & typeof announcements;
    };
  }
}
