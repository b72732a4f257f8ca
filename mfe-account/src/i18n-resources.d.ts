// Typed translation keys: a key missing from the English resources is a compile error.
import 'i18next';
import type common from '@ministry/platform/locales/en/common.json';
import type account from './locales/en/account.json';
import type accountDeletion from './locales/en/account-deletion.json';
import type care from './locales/en/care.json';
import type dataExport from './locales/en/data-export.json';
import type emailLists from './locales/en/email-lists.json';
import type giving from './locales/en/giving.json';
import type myResources from './locales/en/my-resources.json';
import type orders from './locales/en/orders.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      account: typeof account &
        typeof care &
        typeof giving &
        typeof myResources &
        typeof orders &
        typeof emailLists &
        typeof accountDeletion &
        typeof dataExport;
    };
  }
}
