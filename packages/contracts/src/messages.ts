import type { Language } from './language';
import { ACCOUNT_MESSAGES } from './messages/account';
import { API_MESSAGES } from './messages/api';
import { AUTH_MESSAGES } from './messages/auth';
import { BILLING_MESSAGES } from './messages/billing';
import { CHECKOUT_MESSAGES } from './messages/checkout';
import { CONTACT_MESSAGES } from './messages/contact';
import { EVENT_MESSAGES } from './messages/event';
import { ORDER_MESSAGES } from './messages/order';
import { PRODUCT_MESSAGES } from './messages/product';
import { GIVING_MESSAGES } from './messages/giving';
import { RESOURCE_MESSAGES } from './messages/resource';
import { SHOP_MESSAGES } from './messages/shop';

/**
 * Every validation and API error message the services and forms share, in both languages, one file
 * per domain under messages/. Schemas carry the key; whoever shows the message (a form, the services'
 * error middleware) translates it.
 */
export const MESSAGES = {
  ...API_MESSAGES,
  ...AUTH_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...CONTACT_MESSAGES,
  ...RESOURCE_MESSAGES,
  ...EVENT_MESSAGES,
  ...SHOP_MESSAGES,
  ...PRODUCT_MESSAGES,
  ...CHECKOUT_MESSAGES,
  ...ORDER_MESSAGES,
  ...BILLING_MESSAGES,
  ...GIVING_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** A value for a message placeholder: plain, or one text per language (a product's name, say). */
export type MessageValue = string | number | Record<Language, string>;
export type MessageValues = Record<string, MessageValue>;

/** Fills {placeholders} in a message text; a placeholder without a value is left as it is. */
export function fillMessage(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Translates a message key, filling its placeholders with `values` in that language; any other text
 * (already a sentence) is returned unchanged.
 */
export function translateMessage(keyOrText: string, language: Language, values?: MessageValues): string {
  const text = isMessageKey(keyOrText) ? MESSAGES[keyOrText][language] : keyOrText;
  if (!values) return text;
  return fillMessage(
    text,
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'object' ? value[language] : value,
      ]),
    ),
  );
}
