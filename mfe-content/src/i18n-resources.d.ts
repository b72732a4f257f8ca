// Typed translation keys: a key missing from the English resources is a compile error.
import 'i18next';
import type common from '@ministry/platform/locales/en/common.json';
import type content from './locales/en/content.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; content: typeof content };
  }
}
