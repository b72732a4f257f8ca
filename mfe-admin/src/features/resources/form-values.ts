import { centsToDecimal, parseDollarInput } from '@ministry/contracts/money';
import type { Resource } from '@ministry/contracts/resource';

/**
 * What the form holds: text, as typed (the shared schema trims). The price is the dollars typed
 * (`priceText`), checked and sent as `priceCents`; its errors come back under that name (PRICE_FIELD).
 * The members' discount is the percentage typed (empty: none).
 */
export type ResourceFormValues = {
  title: string;
  titleEs: string;
  description: string;
  descriptionEs: string;
  category: string;
  type: string;
  priceText: string;
  planDiscountPercent: string;
  imageUrl: string;
};

export function emptyResourceValues(): ResourceFormValues {
  return {
    title: '',
    titleEs: '',
    description: '',
    descriptionEs: '',
    category: '',
    type: 'free',
    priceText: '',
    planDiscountPercent: '0',
    imageUrl: '',
  };
}

export function resourceValues(resource: Resource): ResourceFormValues {
  return {
    title: resource.title,
    titleEs: resource.titleEs ?? '',
    description: resource.description,
    descriptionEs: resource.descriptionEs ?? '',
    category: resource.category,
    type: resource.type,
    priceText: resource.priceCents == null ? '' : centsToDecimal(resource.priceCents),
    planDiscountPercent: String(resource.planDiscountPercent ?? 0),
    imageUrl: resource.imageUrl ?? '',
  };
}

/** What the schema checks: the values, the price in cents (none when left empty), the percentage. */
export function resourcePayload({ priceText, planDiscountPercent, ...values }: ResourceFormValues) {
  const percent = planDiscountPercent.trim();
  return {
    ...values,
    priceCents: parseDollarInput(priceText) ?? null,
    planDiscountPercent: percent === '' ? 0 : Number(percent),
  };
}

/** The form field the schema's and the service's `priceCents` errors belong on. */
export const PRICE_FIELD = { priceCents: 'priceText' } as const;
