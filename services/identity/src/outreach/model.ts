import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import type { Language } from '@ministry/contracts/language';
import type { ConsentSource, ListCriteria } from '@ministry/contracts/outreach';
import { modelOn } from '@ministry/kit/database';

/**
 * Mailing lists, consents and suppressions (contracts/outreach.ts has the routes). Shapes shared by
 * the consent routes (consent.ts, unsubscribe.ts) and the announcements (announcements/).
 *
 * An address is known here by its key: the SHA-256 of its trimmed, lower-cased form (`addressKey`).
 * - `mailing_lists`: staff's lists, `_id` the list's id (`news`); a list with `criteria` has no
 *   consents: its people are asked of billing or events at send time (criteria-client.ts).
 * - `list_consents`: her current choice per list, `_id` `<list>:<address key>`; it keeps the address
 *   (to send to) only while she is subscribed.
 * - `consent_records`: every change, appended and never edited (what, when, how).
 * - `suppressions`: addresses that left a list (`<list>:<key>`) or bounce (`*:<key>`): a
 *   re-registration, an import or a visitor's form does not subscribe them again; only her own
 *   choice, proven (signed in with a verified address, or a link sent to the address), lifts one.
 */

export interface StoredMailingList {
  _id: string;
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  public: boolean;
  closed: boolean;
  /** Who is on it computed at send time (criteria-client.ts); null or absent: people subscribe. */
  criteria?: ListCriteria | null;
  createdAt: Date;
}

export interface StoredConsent {
  _id: string;
  listId: string;
  addressKey: string;
  /** Her address while subscribed; null once she left. */
  email: string | null;
  /** A member's id: her saved language and verified address are read from her account at send time. */
  userId: string | null;
  /** A visitor's language (a member's is her account's). */
  language: Language;
  subscribed: boolean;
  updatedAt: Date;
}

export interface StoredConsentRecord {
  listId: string;
  addressKey: string;
  userId: string | null;
  action: 'subscribed' | 'unsubscribed';
  via: ConsentSource;
  at: Date;
}

export interface StoredSuppression {
  /** `<list>:<address key>`, or `*:<address key>` for every list (a hard bounce). */
  _id: string;
  reason: 'unsubscribed' | 'bounced';
  at: Date;
}

const listSchema = new Schema<StoredMailingList>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    nameEs: { type: String, required: true },
    description: { type: String, default: '' },
    descriptionEs: { type: String, default: '' },
    public: { type: Boolean, default: true },
    closed: { type: Boolean, default: false },
    criteria: { type: Schema.Types.Mixed, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

const consentSchema = new Schema<StoredConsent>(
  {
    _id: { type: String, required: true },
    listId: { type: String, required: true, index: true },
    addressKey: { type: String, required: true, index: true },
    email: { type: String, default: null },
    userId: { type: String, default: null, index: true },
    language: { type: String, enum: ['en', 'es'], default: 'en' },
    subscribed: { type: Boolean, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

const recordSchema = new Schema<StoredConsentRecord>(
  {
    listId: { type: String, required: true },
    addressKey: { type: String, required: true, index: true },
    userId: { type: String, default: null },
    action: { type: String, enum: ['subscribed', 'unsubscribed'], required: true },
    via: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

const suppressionSchema = new Schema<StoredSuppression>(
  {
    _id: { type: String, required: true },
    reason: { type: String, enum: ['unsubscribed', 'bounced'], required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export function outreachModels(connection: Connection) {
  return {
    lists: modelOn(connection, 'MailingList', listSchema, 'mailing_lists'),
    consents: modelOn(connection, 'ListConsent', consentSchema, 'list_consents'),
    records: modelOn(connection, 'ConsentRecord', recordSchema, 'consent_records'),
    suppressions: modelOn(connection, 'Suppression', suppressionSchema, 'suppressions'),
  };
}

/** The lists a new site starts with; staff rename, close or add to them. */
export const DEFAULT_MAILING_LISTS: Omit<StoredMailingList, 'createdAt'>[] = [
  {
    _id: 'news',
    name: 'Ministry news',
    nameEs: 'Noticias del ministerio',
    description: 'New seasons of Bible study, retreats, closings and other news, a few times a month.',
    descriptionEs:
      'Nuevas temporadas de estudio bíblico, retiros, cierres y otras noticias, unas pocas veces al mes.',
    public: true,
    closed: false,
  },
  {
    _id: 'events',
    name: 'Events',
    nameEs: 'Eventos',
    description: 'Workshops, conferences and gatherings as they are announced.',
    descriptionEs: 'Talleres, conferencias y encuentros a medida que se anuncian.',
    public: true,
    closed: false,
  },
  {
    _id: 'donor-updates',
    name: 'Donor updates',
    nameEs: 'Noticias para donantes',
    description: 'What your gifts made possible, a few times a year.',
    descriptionEs: 'Lo que sus donaciones hicieron posible, unas pocas veces al año.',
    public: true,
    closed: false,
  },
];

/** An address's key: what consents and suppressions are stored under. */
export const addressKey = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');

export const consentId = (listId: string, key: string) => `${listId}:${key}`;
export const listSuppressionId = (listId: string, key: string) => `${listId}:${key}`;
export const bounceSuppressionId = (key: string) => `*:${key}`;

const tokenLabel = 'ministry-unsubscribe-v1';
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${tokenLabel}\n${payload}`, 'utf8').digest('base64url');

/**
 * The unsubscribe token of one address on one list: `<list>.<address key>.<HMAC>`, signed with the
 * first session key. It never expires (a year-old message's link still works) and needs no lookup to
 * check; any of the session keys verifies it, so rotating them keeps old links working until the
 * old key is dropped.
 */
export function unsubscribeToken(sessionKeys: string[], listId: string, email: string): string {
  const payload = `${listId}.${addressKey(email)}`;
  return `${payload}.${sign(sessionKeys[0]!, payload)}`;
}

/** The list and address key a token names, or null when it is not one of ours. */
export function readUnsubscribeToken(
  sessionKeys: string[],
  token: string,
): { listId: string; addressKey: string } | null {
  const match = /^([a-z0-9-]{1,40})\.([0-9a-f]{64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, listId, key, signature] = match as unknown as [string, string, string, string];
  const given = Buffer.from(signature, 'utf8');
  const valid = sessionKeys.some((secret) => {
    const expected = Buffer.from(sign(secret, `${listId}.${key}`), 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return valid ? { listId, addressKey: key } : null;
}
