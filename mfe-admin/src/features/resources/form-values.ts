import { parseDollarInput } from '@ministry/contracts/money';
import type { Resource } from '@ministry/contracts/resource';

/**
 * What the form holds: text, as typed (the shared schema trims). The price is typed in dollars and
 * checked as cents, under the name the schema has.
 */
export type ResourceFormValues = {
  title: string;
  titleEs: string;
  description: string;
  descriptionEs: string;
  category: string;
  type: string;
  priceCents: string;
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
    priceCents: '',
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
    priceCents: resource.priceCents == null ? '' : (resource.priceCents / 100).toFixed(2),
    imageUrl: resource.imageUrl ?? '',
  };
}

/** What the schema checks: the values, the price in cents (none when left empty). */
export function resourcePayload(values: ResourceFormValues) {
  return { ...values, priceCents: parseDollarInput(values.priceCents) ?? null };
}
