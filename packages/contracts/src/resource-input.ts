// What the content service accepts for a resource (create, update): one yup schema for the admin's
// form and the service, apart from resource.ts, which the resources page loads in the browser.
import { number, object, string, type InferType } from 'yup';
import { CATEGORY_PATTERN } from './event-input';
import {
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_PLAN_DISCOUNT_MAX,
  RESOURCE_PRICE_MAX_CENTS,
  RESOURCE_TITLE_MAX,
  RESOURCE_TYPES,
  type ResourceType,
} from './resource';

/** A path on this site (/...) or an http(s) address. */
const IMAGE_URL_PATTERN = /^(?:\/(?!\/)|https?:\/\/)\S*$/;

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
