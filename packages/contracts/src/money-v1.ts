/**
 * Version 1 of the API's amounts: the fields it carried money in, and the converter both ways. Apart
 * from ./money so a page loads it only when it meets a service older than the contract (the services
 * load it always, to serve callers older than themselves).
 */
import { centsToDecimal } from './money';

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
