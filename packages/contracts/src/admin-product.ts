import { mixed, number, object, string, type InferType } from 'yup';
import { PRODUCT_TYPES, SIZES, type Product, type ProductType } from './product';

/**
 * The shop's back office (admins only): products with their stock per option, archived ones
 * included, and the record of every stock change. A tee counts stock per size (S…2XL); a bracelet
 * has one count for all birthstone months (the stock key 'all').
 */
export const BRACELET_STOCK_KEY = 'all';

/** Where a product of this type counts its stock: a tee's sizes, smallest first, or the bracelet's one key. */
export function stockKeysFor(type: ProductType): readonly string[] {
  return type === 't-shirt' ? SIZES : [BRACELET_STOCK_KEY];
}

/** GET /api/admin/products (and each product's answer to a write). */
export interface AdminProduct extends Product {
  /** Units sellable now per stock key (held units already left out). */
  stock: Record<string, number>;
  /** Units held by orders waiting for payment, per stock key. */
  held: Record<string, number>;
  archived: boolean;
  /** Some stock key is at or below the configured low-stock threshold. */
  lowStock: boolean;
  lowStockThreshold: number;
}

export const MAX_PRODUCT_NAME = 120;
export const MAX_PRODUCT_DESCRIPTION = 2000;
/** $0.50 (Stripe's smallest charge) to $10,000. */
export const MIN_PRODUCT_PRICE_CENTS = 50;
export const MAX_PRODUCT_PRICE_CENTS = 1_000_000;
export const MAX_STOCK = 100_000;

/**
 * POST /api/admin/products and PUT /api/admin/products/:id. `priceCents` is the unit price in cents;
 * `stock` gives the starting count per stock key on create (later changes go through adjustments).
 */
export const productInputSchema = object({
  name: string().trim().max(MAX_PRODUCT_NAME, 'product.nameTooLong').required('product.nameRequired'),
  nameEs: string().trim().max(MAX_PRODUCT_NAME, 'product.nameTooLong').required('product.nameEsRequired'),
  description: string()
    .trim()
    .max(MAX_PRODUCT_DESCRIPTION, 'product.descriptionTooLong')
    .required('product.descriptionRequired'),
  descriptionEs: string()
    .trim()
    .max(MAX_PRODUCT_DESCRIPTION, 'product.descriptionTooLong')
    .required('product.descriptionEsRequired'),
  priceCents: number()
    .typeError('product.priceInvalid')
    .required('product.priceRequired')
    .integer('product.priceInvalid')
    .min(MIN_PRODUCT_PRICE_CENTS, 'product.priceRange')
    .max(MAX_PRODUCT_PRICE_CENTS, 'product.priceRange'),
  type: mixed<ProductType>()
    .oneOf([...PRODUCT_TYPES], 'product.typeInvalid')
    .required('product.typeInvalid'),
});
export type ProductInput = InferType<typeof productInputSchema>;

const startingCount = number()
  .typeError('product.stockInvalid')
  .integer('product.stockInvalid')
  .min(0, 'product.stockInvalid')
  .max(MAX_STOCK, 'product.stockInvalid')
  .default(0);

/**
 * POST /api/admin/products: the product and its starting stock per key (a tee's sizes, or 'all'
 * for a bracelet; keys of the other type are ignored). The service records each as an adjustment
 * ("Initial stock"); later changes go through POST /api/admin/products/:id/stock.
 */
export const productCreateSchema = productInputSchema.shape({
  stock: object({
    S: startingCount,
    M: startingCount,
    L: startingCount,
    XL: startingCount,
    '2XL': startingCount,
    [BRACELET_STOCK_KEY]: startingCount,
  }).default({}),
});
export type ProductCreateRequest = InferType<typeof productCreateSchema>;

/** GET /api/admin/shop/summary: what the dashboard shows about the shop. */
export interface ShopSummary {
  ordersToShip: number;
  lowStockProducts: number;
}

export const MAX_STOCK_REASON = 200;

/**
 * POST /api/admin/products/:id/stock: a restock (positive) or a correction (either sign), with why.
 * Answers the AdminProduct; a count that would go below 0 is refused (409).
 */
export const stockAdjustmentSchema = object({
  stockKey: string().trim().required('product.stockKeyInvalid'),
  change: number()
    .typeError('product.stockChangeInvalid')
    .integer('product.stockChangeInvalid')
    .min(-MAX_STOCK, 'product.stockChangeInvalid')
    .max(MAX_STOCK, 'product.stockChangeInvalid')
    .test('non-zero', 'product.stockChangeInvalid', (value) => value !== 0)
    .required('product.stockChangeInvalid'),
  reason: string().trim().max(MAX_STOCK_REASON, 'product.reasonTooLong').required('product.reasonRequired'),
});
export type StockAdjustmentRequest = InferType<typeof stockAdjustmentSchema>;

/** One recorded stock change (GET /api/admin/products/:id/stock-history, newest first). */
export interface StockAdjustment {
  at: string;
  by: string;
  stockKey: string;
  change: number;
  /** The count after the change. */
  after: number;
  reason: string;
  /** The product's starting stock, recorded when it was created (reason "Initial stock"). */
  initial?: boolean;
}

/** POST /api/admin/products/:id/image: the file itself as the body (JPEG, PNG or WebP by content). */
export const MAX_PRODUCT_IMAGE_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
