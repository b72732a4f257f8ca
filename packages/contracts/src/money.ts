import type { Language } from './language';

/**
 * Money on the site: every amount travels as an integer number of cents in a field named `…Cents`
 * (API contract 2), is typed by people in dollars, and is shown as dollars with two decimals.
 */

/**
 * "$1,234.50" for 123450, "-$5.50" for -550, as every amount on the site is shown. US English and US
 * Spanish write dollars alike, so the language changes nothing. Written out rather than with
 * Intl.NumberFormat: its currency data is the first Intl use on the home page and the shop, and
 * loading it costs their first paint about 50 ms on a slow phone (the tests compare both).
 */
export function formatCents(cents: number, _language: Language = 'en'): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = Math.floor(whole / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

const WHOLE_CENTS = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * What a person typed in a dollars field ("50", "$1,250.5") as cents; NaN when it is not an amount
 * in whole cents, undefined when empty (the form's schema says which message applies).
 */
export function parseDollarInput(text: string): number | undefined {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (plain === '') return undefined;
  if (!WHOLE_CENTS.test(plain)) return Number.NaN;
  const [dollars = '0', cents = ''] = plain.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** "25.00" for 2500: dollars as a decimal string, what schema.org offers and version 1 of the API carry. */
export function centsToDecimal(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

// ---- The API contract: version 2 carries cents; a caller that does not say so speaks version 1 ----

/** Version 2: every amount is integer cents in a `…Cents` field. Version 1 had the legacy fields below. */
export const API_CONTRACT_VERSION = 2;
/** The header a caller names its version in, and every answer of a version-2 service carries. */
export const API_CONTRACT_HEADER = 'X-Api-Contract';

/** How version 1 wrote an amount: a dollar string ("25.00"), dollars as a number (12.99), or cents. */
export type LegacyUnit = 'dollar-string' | 'dollars' | 'cents';

/** One amount that version 1 carried under another name (or in dollars), on the API paths it did. */
export interface LegacyMoneyField {
  legacy: string;
  cents: string;
  unit: LegacyUnit;
  /** Path prefixes (a whole segment at a time) whose bodies carry it. */
  paths: readonly string[];
  /** Those paths only, not the ones below them. */
  exact?: boolean;
  /** Only in what callers send, or only in what services answer; both when left out. */
  part?: ApiPart;
}

export type ApiPart = 'request' | 'answer';

const SHOP_PATHS = [
  '/api/products',
  '/api/cart',
  '/api/checkout',
  '/api/orders',
  '/api/admin/products',
  '/api/admin/orders',
] as const;
const RESOURCE_PATHS = ['/api/resources'] as const;

/**
 * Every field version 1 carried money in. The shop wrote dollar strings, resources dollars as numbers;
 * giving was in cents already, but `amount` was the gift in a donation and a monthly change, what is
 * charged in a donation's answer, and what is refunded in a gift's refund. Stripe's webhooks and any
 * other path are left as they are.
 */
export const LEGACY_MONEY_FIELDS: readonly LegacyMoneyField[] = [
  ...['price', 'subtotal', 'shipping', 'total', 'refunded'].map((legacy): LegacyMoneyField => ({
    legacy,
    cents: `${legacy}Cents`,
    unit: 'dollar-string',
    paths: SHOP_PATHS,
  })),
  { legacy: 'price', cents: 'priceCents', unit: 'dollars', paths: RESOURCE_PATHS },
  {
    legacy: 'amount',
    cents: 'giftCents',
    unit: 'cents',
    paths: ['/api/giving/donations', '/api/giving/recurring'],
    part: 'request',
  },
  {
    legacy: 'amount',
    cents: 'amountCents',
    unit: 'cents',
    paths: ['/api/admin/giving/gifts'],
    part: 'request',
  },
  {
    legacy: 'amount',
    cents: 'amountCents',
    unit: 'cents',
    paths: ['/api/giving/donations'],
    part: 'answer',
    exact: true,
  },
];

/** Which body of which API path a conversion is for ("/api/orders/WOP-…", an answer). */
export interface ApiPlace {
  path: string;
  part: ApiPart;
}

function fieldsAt({ path, part }: ApiPlace): LegacyMoneyField[] {
  const bare = path.split('?')[0] ?? '';
  return LEGACY_MONEY_FIELDS.filter(
    (field) =>
      (field.part === undefined || field.part === part) &&
      field.paths.some((prefix) => bare === prefix || (!field.exact && bare.startsWith(`${prefix}/`))),
  );
}

/** Version 1's amount as cents; a value that is not an amount (or not whole cents) is kept for the schema to refuse. */
function legacyToCentsValue(value: unknown, unit: LegacyUnit): unknown {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || unit === 'cents') return value;
  const cents = number * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 ? Math.round(cents) : cents;
}

function centsToLegacyValue(cents: unknown, unit: LegacyUnit): unknown {
  if (typeof cents !== 'number') return cents;
  if (unit === 'dollar-string') return centsToDecimal(cents);
  return unit === 'dollars' ? Math.round(cents) / 100 : cents;
}

/** Applies `change` to every plain object in `json`, arrays and nesting included, into a copy. */
function mapObjects(
  json: unknown,
  change: (object: Record<string, unknown>) => Record<string, unknown>,
): unknown {
  if (Array.isArray(json)) return json.map((item) => mapObjects(item, change));
  if (json === null || typeof json !== 'object') return json;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) copy[key] = mapObjects(value, change);
  return change(copy);
}

/**
 * A version-1 body as version 2 (deep): each legacy amount of that path moves to its `…Cents` field
 * (a body that has both keeps its cents). A value that is not an amount in whole cents moves as it is,
 * so the schema refuses it under the new name.
 */
export function legacyToCents(json: unknown, place: ApiPlace): unknown {
  const fields = fieldsAt(place);
  if (fields.length === 0) return json;
  return mapObjects(json, (object) => {
    for (const field of fields) {
      if (!(field.legacy in object)) continue;
      if (!(field.cents in object))
        object[field.cents] = legacyToCentsValue(object[field.legacy], field.unit);
      delete object[field.legacy];
    }
    return object;
  });
}

/** What version 1 called a field of this path ("price" for "priceCents" in the shop), or the name itself. */
export function legacyName(name: string, place: ApiPlace): string {
  return fieldsAt(place).find((field) => field.cents === name)?.legacy ?? name;
}

/**
 * A version-2 body with the version-1 fields added beside the cents ones (deep), for a caller that
 * still reads them. A field the body already has is never overwritten.
 */
export function withLegacyFields(json: unknown, place: ApiPlace): unknown {
  const fields = fieldsAt(place);
  if (fields.length === 0) return json;
  return mapObjects(json, (object) => {
    for (const field of fields) {
      if (!(field.cents in object) || field.legacy in object) continue;
      object[field.legacy] = centsToLegacyValue(object[field.cents], field.unit);
    }
    return object;
  });
}
