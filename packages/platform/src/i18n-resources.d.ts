// Typed translation keys for this package's own code (a missing key is a compile error).
// Each app declares its own resources the same way, with its namespace beside `common`.
import 'i18next';
import type common from './locales/en/common.json';
import type orderDisplay from './locales/en/order-display.json';
import type payment from './locales/en/payment.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; 'order-display': typeof orderDisplay; payment: typeof payment };
  }
}
