import type { Language } from './language';
import account from './messages/account.json';
import accountDeletion from './messages/account-deletion.json';
import api from './messages/api.json';
import auth from './messages/auth.json';
import billing from './messages/billing.json';
import care from './messages/care.json';
import checkout from './messages/checkout.json';
import contact from './messages/contact.json';
import event from './messages/event.json';
import giving from './messages/giving.json';
import order from './messages/order.json';
import outreach from './messages/outreach.json';
import privacy from './messages/privacy.json';
import product from './messages/product.json';
import resource from './messages/resource.json';
import shop from './messages/shop.json';
import siteContent from './messages/site-content.json';

/**
 * Every validation and API error message the services and forms share, in both languages: a table
 * per domain under messages/ (`{ "domain.key": { "en": …, "es": … } }`, {placeholders} filled in when
 * shown). api: the services' generic refusals; auth and account: sign-in, registration, passwords,
 * the profile; contact: the contact form and POST /api/contact; resource: the resources' list, admin
 * validation and downloads; event: events and sign-ups; shop, product, checkout and order: the cart,
 * the shop's back office (products, stock, pictures), the checkout form and the orders' forms and
 * refusals; billing: subscriptions and payments; giving: the giving routes, /give and the Giving tabs; siteContent: the site content editor and its
 * routes; care: counseling, mentoring and their confidential texts; outreach: mailing lists, consent
 * and announcements.
 * Schemas carry the key; whoever shows the message (a form, the services' error middleware)
 * translates it.
 */
export const MESSAGES = {
  ...api,
  ...auth,
  ...account,
  ...contact,
  ...resource,
  ...event,
  ...shop,
  ...product,
  ...checkout,
  ...order,
  ...billing,
  ...outreach,
  ...giving,
  ...siteContent,
  ...care,
  ...privacy,
  ...accountDeletion,
} satisfies Record<string, Record<Language, string>>;

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
