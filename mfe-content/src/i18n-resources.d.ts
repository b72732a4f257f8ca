// Typed translation keys: a key missing from the English resources is a compile error.
import 'i18next';
import type common from '@ministry/platform/locales/en/common.json';
import type contact from './locales/en/contact.json';
import type content from './locales/en/content.json';
import type counseling from './locales/en/counseling.json';
import type home from './locales/en/home.json';
import type outreach from './locales/en/outreach.json';
import type privacy from './locales/en/privacy.json';
import type resources from './locales/en/resources.json';
import type services from './locales/en/services.json';
import type team from './locales/en/team.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      content: typeof content &
        typeof home &
        typeof services &
        typeof team &
        typeof contact &
        typeof resources &
        typeof counseling &
        typeof privacy &
        typeof outreach;
    };
  }
}
