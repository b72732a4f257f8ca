import { number, object, string, type InferType } from 'yup';

/** The resources page's fixed tabs after "all"; a category found in the data beyond these gets its own tab. */
export const RESOURCE_CATEGORIES = [
  'mental-health',
  'bible-study',
  'counseling',
  'family',
  'personal-growth',
  'spanish-resources',
] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const RESOURCE_TYPES = ['free', 'premium'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** A resource as the content service returns it. */
export interface Resource {
  id: string;
  title: string;
  titleEs?: string | null;
  description: string;
  descriptionEs?: string | null;
  /** One of RESOURCE_CATEGORIES or any other kebab-case category. */
  category: string;
  type: ResourceType;
  /** Cents; set for premium resources only (and shown only for them). */
  priceCents: number | null;
  /** Percent off the price for a member with any live plan (resourcePriceFor); 0 or absent: none. */
  planDiscountPercent?: number;
  imageUrl: string | null;
  /** A file can be downloaded from /api/resources/{id}/download. */
  downloadable: boolean;
  createdAt?: string;
}

export const RESOURCE_TITLE_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 2000;
/** $10,000, in cents. */
export const RESOURCE_PRICE_MAX_CENTS = 1_000_000;
export const RESOURCE_PLAN_DISCOUNT_MAX = 90;
const CATEGORY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A path on this site (/...) or an http(s) address. */
const IMAGE_URL_PATTERN = /^(?:\/(?!\/)|https?:\/\/)\S*$/;

/** A premium resource she bought (GET /api/resources/purchased, newest first). */
export interface PurchasedResource {
  resource: Resource;
  orderNumber: string;
  purchasedAt: string;
}

/**
 * POST /api/resources/:id/link (a member who bought it): a download address signed for her, good
 * until `expiresAt` (RESOURCE_LINK_MINUTES), refused after.
 */
export interface ResourceLink {
  url: string;
  expiresAt: string;
}
export const RESOURCE_LINK_MINUTES = 15;

/** Where a premium resource's file is downloaded from (the service checks the subscription). */
export function resourceDownloadUrl(id: string): string {
  return `/api/resources/${encodeURIComponent(id)}/download`;
}

const optionalText = (max: number, tooLong: string) =>
  string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value));

const fields = {
  title: string().trim().required('resource.titleRequired').max(RESOURCE_TITLE_MAX, 'resource.titleTooLong'),
  titleEs: optionalText(RESOURCE_TITLE_MAX, 'resource.titleTooLong'),
  description: string()
    .trim()
    .required('resource.descriptionRequired')
    .max(RESOURCE_DESCRIPTION_MAX, 'resource.descriptionTooLong'),
  descriptionEs: optionalText(RESOURCE_DESCRIPTION_MAX, 'resource.descriptionTooLong'),
  category: string()
    .trim()
    .lowercase()
    .required('resource.categoryRequired')
    .max(50, 'resource.categoryInvalid')
    .matches(CATEGORY_PATTERN, 'resource.categoryInvalid'),
  type: string<ResourceType>().required('resource.typeInvalid').oneOf(RESOURCE_TYPES, 'resource.typeInvalid'),
  /** Cents; required and positive for premium, dropped for free. */
  priceCents: number()
    .typeError('resource.priceInvalid')
    .nullable()
    .default(null)
    .transform((value: number, original: unknown) => (original === '' || original === null ? null : value))
    .integer('resource.priceInvalid')
    .min(1, 'resource.priceInvalid')
    .max(RESOURCE_PRICE_MAX_CENTS, 'resource.priceInvalid'),
  planDiscountPercent: number()
    .typeError('resource.planDiscountInvalid')
    .integer('resource.planDiscountInvalid')
    .min(0, 'resource.planDiscountInvalid')
    .max(RESOURCE_PLAN_DISCOUNT_MAX, 'resource.planDiscountInvalid')
    .default(0),
  imageUrl: string()
    .trim()
    .max(500, 'resource.imageUrlInvalid')
    .matches(IMAGE_URL_PATTERN, { message: 'resource.imageUrlInvalid', excludeEmptyString: true })
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value)),
};

/** Creating a resource (admin), and any resource after an update: the whole, consistent record. */
export const resourceInputSchema = object({
  ...fields,
  priceCents: fields.priceCents.when('type', {
    is: 'premium',
    then: (schema) => schema.required('resource.priceRequired'),
    otherwise: (schema) => schema.transform(() => null),
  }),
  // A free resource has no price to take a discount off.
  planDiscountPercent: fields.planDiscountPercent.when('type', {
    is: 'premium',
    then: (schema) => schema,
    otherwise: (schema) => schema.transform(() => 0),
  }),
});

export type ResourceInput = InferType<typeof resourceInputSchema>;

/** An update (admin): any subset of the fields; the merged record is checked with resourceInputSchema. */
export const resourceUpdateSchema = object({
  title: fields.title.optional().default(undefined),
  titleEs: fields.titleEs.optional().default(undefined),
  description: fields.description.optional().default(undefined),
  descriptionEs: fields.descriptionEs.optional().default(undefined),
  category: fields.category.optional().default(undefined),
  type: string<ResourceType>().oneOf(RESOURCE_TYPES, 'resource.typeInvalid').optional(),
  priceCents: fields.priceCents.optional().default(undefined),
  planDiscountPercent: fields.planDiscountPercent.optional().default(undefined),
  imageUrl: fields.imageUrl.optional().default(undefined),
});

export type ResourceUpdate = InferType<typeof resourceUpdateSchema>;
