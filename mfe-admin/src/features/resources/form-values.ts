import type { Resource } from '@ministry/contracts/resource';

/** What the form holds: text, as typed (the shared schema parses the price and trims). */
export type ResourceFormValues = {
  title: string;
  titleEs: string;
  description: string;
  descriptionEs: string;
  category: string;
  type: string;
  price: string;
  imageUrl: string;
};

export const RESOURCE_FIELDS = [
  'title',
  'titleEs',
  'description',
  'descriptionEs',
  'category',
  'type',
  'price',
  'imageUrl',
] as const satisfies readonly (keyof ResourceFormValues)[];

export function emptyResourceValues(): ResourceFormValues {
  return {
    title: '',
    titleEs: '',
    description: '',
    descriptionEs: '',
    category: '',
    type: 'free',
    price: '',
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
    price: resource.price == null ? '' : resource.price.toFixed(2),
    imageUrl: resource.imageUrl ?? '',
  };
}

/** The service's per-field messages from a 400 body ({ message, errors: { field: message } }). */
export function serverFieldErrors(body: unknown): Partial<Record<keyof ResourceFormValues, string>> {
  const found: Partial<Record<keyof ResourceFormValues, string>> = {};
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return found;
  for (const [path, message] of Object.entries(errors as Record<string, unknown>)) {
    const field = RESOURCE_FIELDS.find((name) => path === name || path.startsWith(`${name}.`));
    if (field && typeof message === 'string' && !found[field]) found[field] = message;
  }
  return found;
}

/** '$12.50': dollars with two decimals. */
export function formatPrice(price: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(price);
}
