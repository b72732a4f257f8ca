import { array, boolean, mixed, number, object, string } from 'yup';
import type { EventOccurrence } from '@ministry/contracts/event';
import type { OccurrenceDetail, SignupState } from '@ministry/contracts/event-signup';
import type { Product } from '@ministry/contracts/product';

/**
 * The fields of the other services' answers a head uses, checked as they arrive (the contract's
 * types say what they should be; a service that answers otherwise gets the generic head, never a
 * broken one). Each parse function's return type is a part of the contract type, so a field this
 * service reads that the contract renames or retypes fails to compile.
 */
const OPTIONS = { stripUnknown: true, abortEarly: true } as const;

const SIGNUP_STATES: readonly SignupState[] = ['open', 'full', 'waitlist', 'closed', 'off'];

const occurrenceSchema = object({
  id: string().required(),
  date: string().required(),
  title: string().required(),
  titleEs: string().nullable(),
  category: string().default(''),
  location: string().default(''),
  description: string().default(''),
  descriptionEs: string().nullable(),
  startTime: string().required(),
  endTime: string().required(),
  startsAt: string().required(),
  endsAt: string().required(),
  signup: object({ enabled: boolean().required() }).required(),
  seats: object({ capacity: number().nullable().defined(), taken: number().required() })
    .default(undefined)
    .optional(),
  signupState: mixed<SignupState>().oneOf(SIGNUP_STATES).required(),
  closesAt: string().nullable(),
});

export type OccurrenceHeadData = Pick<
  OccurrenceDetail,
  | 'id'
  | 'date'
  | 'title'
  | 'titleEs'
  | 'category'
  | 'location'
  | 'description'
  | 'descriptionEs'
  | 'startTime'
  | 'endTime'
  | 'startsAt'
  | 'endsAt'
  | 'signupState'
  | 'closesAt'
> & {
  signup: Pick<OccurrenceDetail['signup'], 'enabled'>;
  seats?: Pick<NonNullable<OccurrenceDetail['seats']>, 'capacity' | 'taken'>;
};

/** `GET /api/events/:id/occurrences/:date` (OccurrenceDetail). */
export function parseOccurrence(body: unknown): OccurrenceHeadData {
  return occurrenceSchema.validateSync(body, OPTIONS);
}

const productSchema = object({
  id: string().required(),
  name: string().required(),
  nameEs: string().nullable(),
  description: string().default(''),
  descriptionEs: string().nullable(),
  priceCents: number().integer().min(0).required(),
  imageUrl: string().required(),
  inventory: number().integer().required(),
  type: mixed<Product['type']>().optional(),
  birthstoneImageUrls: mixed<Record<string, string>>()
    .optional()
    .test('pictures', (value) => value === undefined || (isPlainObject(value) && allStrings(value))),
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const allStrings = (value: Record<string, unknown>) =>
  Object.values(value).every((v) => typeof v === 'string');

export type ProductHeadData = Pick<
  Product,
  'id' | 'name' | 'nameEs' | 'description' | 'descriptionEs' | 'priceCents' | 'imageUrl' | 'inventory'
> &
  Partial<Pick<Product, 'type' | 'birthstoneImageUrls'>>;

/** `GET /api/products/:id`. */
export function parseProduct(body: unknown): ProductHeadData {
  return productSchema.validateSync(body, OPTIONS);
}

const productListSchema = array(object({ id: string().required() }).required()).required();

/** `GET /api/products`: the ids, for the sitemap. */
export function parseProductIds(body: unknown): Pick<Product, 'id'>[] {
  return productListSchema.validateSync(body, OPTIONS);
}

const occurrenceListSchema = array(
  object({ id: string().required(), occurrenceDate: string().required() }).required(),
).required();

/** `GET /api/events?from=&to=` (EventOccurrence[]): the occurrence pages, for the sitemap. */
export function parseOccurrenceList(body: unknown): Pick<EventOccurrence, 'id' | 'occurrenceDate'>[] {
  return occurrenceListSchema.validateSync(body, OPTIONS);
}
