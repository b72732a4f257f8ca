import {
  DEFAULT_CANCEL_CUTOFF_HOURS,
  DEFAULT_OPENS_DAYS_BEFORE,
  type EventPricing,
  type PlaceOptionKind,
  type PlanPerk,
} from '@ministry/contracts/event-pricing';
import type { DiscountCode } from '@ministry/contracts/event-discount-codes';
import { eventPricingSchema } from '@ministry/contracts/event-pricing-input';
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

/** One discount code as typed: a percentage or an amount in dollars, its uses (empty: unlimited). */
export type CodeFormValues = {
  code: string;
  kind: 'percent' | 'amount';
  /** The percentage, or the amount in dollars. */
  offText: string;
  maxUses: string;
  /** 'YYYY-MM-DD', empty: no end. */
  validUntil: string;
};
export type CodeField = 'code' | 'kind' | 'offText' | 'maxUses' | 'validUntil';
export type CodeErrors = Record<number, Partial<Record<CodeField, string>>>;

export const emptyCode = (): CodeFormValues => ({
  code: '',
  kind: 'percent',
  offText: '',
  maxUses: '',
  validUntil: '',
});

/** The "Paid places" part of the form. */
export type PricingFormValues = {
  enabled: boolean;
  options: OptionFormValues[];
  /** 'YYYY-MM-DD', empty: two weeks before each date. */
  earlyBirdUntil: string;
  groupDiscountPercent: string;
  opensDaysBefore: string;
  /** Hours before each date until which a member may cancel her paid place herself. */
  cancelCutoffHours: string;
  /** The plan perk honoured (PLAN_PERKS), empty: none. */
  planPerk: PlanPerk | '';
  /** Percent off each place for Growth and Transform members. */
  planDiscountPercent: string;
  discountCodes: CodeFormValues[];
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
  cancelCutoffHours: String(DEFAULT_CANCEL_CUTOFF_HOURS),
  planPerk: '',
  planDiscountPercent: '0',
  discountCodes: [],
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
    cancelCutoffHours: String(pricing.cancelCutoffHours ?? DEFAULT_CANCEL_CUTOFF_HOURS),
    planPerk: pricing.planPerk ?? '',
    planDiscountPercent: String(pricing.planDiscountPercent ?? 0),
    discountCodes: (pricing.discountCodes ?? []).map((code) => ({
      code: code.code,
      kind: code.percentOff !== null ? 'percent' : 'amount',
      offText: code.percentOff !== null ? String(code.percentOff) : centsToDecimal(code.amountOffCents ?? 0),
      maxUses: code.maxUses === null ? '' : String(code.maxUses),
      validUntil: code.validUntil ?? '',
    })),
  };
}

/** The schema's errors of the pricing as typed, by path (`options[1].priceCents`). */
export function pricingErrors(values: PricingFormValues): { path: string; message: string }[] {
  try {
    eventPricingSchema.validateSync(pricingPayload(values), { abortEarly: false });
    return [];
  } catch (error) {
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
    return inner.map((one) => ({ path: one.path ?? '', message: one.message }));
  }
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
    cancelCutoffHours: numberOr(values.cancelCutoffHours, DEFAULT_CANCEL_CUTOFF_HOURS),
    planPerk: values.planPerk || null,
    planDiscountPercent: numberOr(values.planDiscountPercent, 0),
    discountCodes: values.discountCodes.map(codePayload),
  };
}

/** A code row as sent: the percentage or the amount in cents (the other null), empty uses unlimited. */
function codePayload(code: CodeFormValues): DiscountCode {
  const percent = code.kind === 'percent';
  return {
    code: code.code.trim().toUpperCase(),
    percentOff: percent ? numberOr(code.offText, Number.NaN) : null,
    amountOffCents: percent ? null : (parseDollarInput(code.offText) ?? Number.NaN),
    maxUses: numberOr(code.maxUses, null),
    validUntil: code.validUntil || null,
  };
}

const CODE_FIELD_OF: Record<string, CodeField> = {
  code: 'code',
  percentOff: 'offText',
  amountOffCents: 'offText',
  maxUses: 'maxUses',
  validUntil: 'validUntil',
};

/**
 * Errors of the schema's code paths on the rows they name: `discountCodes[0].maxUses` → row 0's uses;
 * a row's own test (`discountCodes[0]`: a percentage or an amount) → its discount.
 */
export function codeErrorsOf(errors: { path: string; message: string }[]): CodeErrors {
  const found: CodeErrors = {};
  for (const { path, message } of errors) {
    const match = /^(?:pricing\.)?discountCodes\[(\d+)\](?:\.(\w+))?$/.exec(path);
    if (!match) continue;
    const field = match[2] ? CODE_FIELD_OF[match[2]] : 'offText';
    if (!field) continue;
    const row = Number(match[1]);
    if (!found[row]?.[field]) found[row] = { ...found[row], [field]: message };
  }
  return found;
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
