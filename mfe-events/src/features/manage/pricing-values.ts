import {
  DEFAULT_OPENS_DAYS_BEFORE,
  type EventPricing,
  type PlaceOptionKind,
  type PlanPerk,
} from '@ministry/contracts/event-pricing';
import { centsToDecimal, parseDollarInput } from '@ministry/contracts/money';

/** One place option as typed: prices in dollars, childcare's capacity as text (empty: unlimited). */
export type OptionFormValues = {
  /** Stable once saved (registrations name it); a new option's is made from its English name. */
  id: string;
  kind: PlaceOptionKind;
  name: string;
  nameEs: string;
  priceText: string;
  earlyBirdText: string;
  capacity: string;
};

/** The "Paid places" part of the form. */
export type PricingFormValues = {
  enabled: boolean;
  options: OptionFormValues[];
  /** 'YYYY-MM-DD', empty: two weeks before each date. */
  earlyBirdUntil: string;
  groupDiscountPercent: string;
  opensDaysBefore: string;
  /** The plan perk honoured (PLAN_PERKS), empty: none. */
  planPerk: PlanPerk | '';
  /** Percent off each place for Growth and Transform members. */
  planDiscountPercent: string;
};

/** A row's field an error of the schema's option path belongs to. */
export type OptionField = 'name' | 'nameEs' | 'kind' | 'priceText' | 'earlyBirdText' | 'capacity';
export type OptionErrors = Record<number, Partial<Record<OptionField, string>>>;

export const emptyOption = (kind: PlaceOptionKind = 'participant'): OptionFormValues => ({
  id: '',
  kind,
  name: '',
  nameEs: '',
  priceText: '',
  earlyBirdText: '',
  capacity: '',
});

export const emptyPricing = (): PricingFormValues => ({
  enabled: false,
  options: [emptyOption()],
  earlyBirdUntil: '',
  groupDiscountPercent: '0',
  opensDaysBefore: String(DEFAULT_OPENS_DAYS_BEFORE),
  planPerk: '',
  planDiscountPercent: '0',
});

/** An event's pricing in the form (a free event: the empty section, switched off). */
export function pricingValuesOf(pricing: EventPricing | null | undefined): PricingFormValues {
  if (!pricing) return emptyPricing();
  return {
    enabled: true,
    options: pricing.options.map((option) => ({
      id: option.id,
      kind: option.kind,
      name: option.name,
      nameEs: option.nameEs,
      priceText: centsToDecimal(option.priceCents),
      earlyBirdText: option.earlyBirdCents === null ? '' : centsToDecimal(option.earlyBirdCents),
      capacity: option.capacity === null ? '' : String(option.capacity),
    })),
    earlyBirdUntil: pricing.earlyBirdUntil ?? '',
    groupDiscountPercent: String(pricing.groupDiscountPercent),
    opensDaysBefore: String(pricing.opensDaysBefore),
    planPerk: pricing.planPerk ?? '',
    planDiscountPercent: String(pricing.planDiscountPercent ?? 0),
  };
}

/** 'Childcare (per child)' → 'childcare-per-child': a new option's id. */
function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/, '');
}

/** Text → number for the schema to judge: empty is `empty`, letters NaN. */
const numberOr = <T>(text: string, empty: T): number | T => (text.trim() === '' ? empty : Number(text));

/**
 * The pricing sent (null: the event stays free): dollars as cents (`parseDollarInput`; an empty or
 * malformed price is NaN, which the schema refuses), a new option's id made from its name, unique.
 */
export function pricingPayload(values: PricingFormValues): EventPricing | null {
  if (!values.enabled) return null;
  const used = new Set(values.options.map((option) => option.id).filter(Boolean));
  const options = values.options.map((option, index) => {
    let id = option.id;
    if (!id) {
      const base = slug(option.name) || `option-${index + 1}`;
      id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
    }
    const childcare = option.kind === 'childcare';
    return {
      id,
      kind: option.kind,
      name: option.name.trim(),
      nameEs: option.nameEs.trim(),
      priceCents: parseDollarInput(option.priceText) ?? Number.NaN,
      earlyBirdCents: parseDollarInput(option.earlyBirdText) ?? null,
      capacity: childcare ? numberOr(option.capacity, null) : null,
    };
  });
  return {
    options,
    earlyBirdUntil: values.earlyBirdUntil || null,
    groupDiscountPercent: numberOr(values.groupDiscountPercent, 0),
    opensDaysBefore: numberOr(values.opensDaysBefore, DEFAULT_OPENS_DAYS_BEFORE),
    planPerk: values.planPerk || null,
    planDiscountPercent: numberOr(values.planDiscountPercent, 0),
  };
}

const FIELD_OF: Record<string, OptionField> = {
  id: 'name',
  kind: 'kind',
  name: 'name',
  nameEs: 'nameEs',
  priceCents: 'priceText',
  earlyBirdCents: 'earlyBirdText',
  capacity: 'capacity',
};

/**
 * Errors of the schema's (or the service's) paths on the option rows they name:
 * `options[1].priceCents` (or `pricing.options[1].priceCents`) → row 1's price in dollars.
 */
export function optionErrorsOf(errors: { path: string; message: string }[]): OptionErrors {
  const found: OptionErrors = {};
  for (const { path, message } of errors) {
    const match = /^(?:pricing\.)?options\[(\d+)\]\.(\w+)$/.exec(path);
    const field = match ? FIELD_OF[match[2]!] : undefined;
    if (!match || !field) continue;
    const row = Number(match[1]);
    if (!found[row]?.[field]) found[row] = { ...found[row], [field]: message };
  }
  return found;
}
