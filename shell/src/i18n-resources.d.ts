// Typed translation keys: the shell's texts live in the platform's `common` namespace.
import 'i18next';
import type common from '@ministry/platform/locales/en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
  }
}
