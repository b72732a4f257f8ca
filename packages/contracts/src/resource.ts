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
