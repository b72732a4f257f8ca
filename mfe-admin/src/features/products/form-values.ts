import { BRACELET_STOCK_KEY, stockKeysFor, type AdminProduct } from '@ministry/contracts/admin-product';
import { centsToDecimal, parseDollarInput } from '@ministry/contracts/money';
import { SIZES } from '@ministry/contracts/product';

/** The stock keys of the type a form holds (text): a tee's sizes, or one count for every birthstone. */
export function stockKeysOf(type: string): readonly string[] {
  return stockKeysFor(type === 'bracelet' ? 'bracelet' : 't-shirt');
}

export const STOCK_KEYS = [...SIZES, BRACELET_STOCK_KEY] as const;
export type StockKey = (typeof STOCK_KEYS)[number];

/**
 * What the product form holds: text as typed (the shared schema parses the counts). The price is the
 * dollars typed (`priceText`), sent as `priceCents`; its errors come back under that name (PRICE_FIELD).
 */
export type ProductFormValues = {
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  priceText: string;
  type: string;
  stock: Record<StockKey, string>;
};

const noStock = (): Record<StockKey, string> => ({ S: '', M: '', L: '', XL: '', '2XL': '', all: '' });

export function emptyProductValues(): ProductFormValues {
  return {
    name: '',
    nameEs: '',
    description: '',
    descriptionEs: '',
    priceText: '',
    type: 't-shirt',
    stock: noStock(),
  };
}

export function productValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    nameEs: product.nameEs ?? '',
    description: product.description,
    descriptionEs: product.descriptionEs ?? '',
    priceText: centsToDecimal(product.priceCents),
    type: product.type,
    stock: noStock(),
  };
}

/**
 * What the create schema checks: the starting counts of the chosen type only (an empty count is 0),
 * the other type's left out.
 */
export function createPayload(values: ProductFormValues) {
  const stock = Object.fromEntries(
    stockKeysOf(values.type).map((key) => [key, values.stock[key as StockKey].trim() || '0']),
  );
  return { ...editPayload(values), stock };
}

/** What the edit schema checks: the product's fields (stock changes go through adjustments). */
export function editPayload({ stock: _stock, priceText, ...fields }: ProductFormValues) {
  return { ...fields, priceCents: parseDollarInput(priceText) };
}

/** The form field the schema's and the service's `priceCents` errors belong on. */
export const PRICE_FIELD = { priceCents: 'priceText' } as const;
