import {
  DEDICATION_KINDS,
  GIFT_FREQUENCIES,
  GIFT_PRESETS_CENTS,
  type DedicationKind,
  type GiftFrequency,
} from '@ministry/contracts/giving';
import type { DonationRequest } from '@ministry/contracts/giving-input';
import { centsToDecimal, parseDollarInput } from '@ministry/contracts/money';

/** The /give form as held: a preset amount or the "Other amount" text, a dedication that may be off. */
export interface GiveValues {
  fundId: string;
  /** Cents of the chosen preset button; null when the donor types another amount. */
  preset: number | null;
  /** The "Other amount" field, in dollars as typed (sent as `giftCents`: GIFT_FIELD). */
  giftText: string;
  frequency: GiftFrequency;
  coverFee: boolean;
  dedicated: boolean;
  dedication: { kind: DedicationKind; name: string };
  name: string;
  email: string;
}

export const DEFAULT_PRESET_CENTS = 5000;

/** The form field the schema's and the service's `giftCents` errors belong on. */
export const GIFT_FIELD = { giftCents: 'giftText' } as const;

/** What the service receives (and the shared schema checks). */
export function donationRequest(
  values: GiveValues,
): Omit<DonationRequest, 'giftCents'> & { giftCents?: number } {
  return {
    fundId: values.fundId,
    giftCents: values.preset ?? parseDollarInput(values.giftText),
    frequency: values.frequency,
    coverFee: values.coverFee,
    dedication: values.dedicated ? values.dedication : null,
    name: values.name,
    email: values.email,
  };
}

/** The gift in cents when it is one the schema accepts the form of, else null (no total shown). */
export function giftCents(values: GiveValues): number | null {
  const cents = values.preset ?? parseDollarInput(values.giftText);
  return cents !== undefined && Number.isInteger(cents) ? cents : null;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/**
 * The form's starting values from the address: a visitor sent to log in for a monthly gift comes
 * back to /give with her choices in the query (`fund`, `amount` in cents, `frequency`, `fee`,
 * `dedication`, `honoree`).
 */
export function initialGiveValues(
  query: URLSearchParams,
  donor: { name: string; email: string },
): GiveValues {
  const cents = Number(query.get('amount') ?? DEFAULT_PRESET_CENTS);
  const isPreset = (GIFT_PRESETS_CENTS as readonly number[]).includes(cents);
  const honoree = query.get('honoree') ?? '';
  return {
    fundId: query.get('fund') ?? '',
    preset: isPreset ? cents : null,
    giftText: isPreset || !Number.isInteger(cents) || cents <= 0 ? '' : centsToDecimal(cents),
    frequency: oneOf(GIFT_FREQUENCIES, query.get('frequency'), 'once'),
    coverFee: query.get('fee') === '1',
    dedicated: honoree !== '',
    dedication: { kind: oneOf(DEDICATION_KINDS, query.get('dedication'), 'honor'), name: honoree },
    name: donor.name,
    email: donor.email,
  };
}

/** The choices as a query for /give (what a visitor keeps through logging in). */
export function giveQuery(values: GiveValues): string {
  const query = new URLSearchParams();
  if (values.fundId) query.set('fund', values.fundId);
  const cents = giftCents(values);
  if (cents !== null) query.set('amount', String(cents));
  query.set('frequency', values.frequency);
  if (values.coverFee) query.set('fee', '1');
  if (values.dedicated && values.dedication.name.trim()) {
    query.set('dedication', values.dedication.kind);
    query.set('honoree', values.dedication.name.trim());
  }
  return query.toString();
}
