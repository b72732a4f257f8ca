import mongoose from 'mongoose';
import type { Language } from '@ministry/contracts/language';
import { findBirthstone, SIZES, type Size } from '@ministry/contracts/product';
import { ProductModel, SINGLE_STOCK_KEY } from '../products/model';
import type { StoredProduct } from '../products/service';
import { withShopLock } from './shop-lock';
import { AppError } from '@ministry/kit/errors';

export interface LineChoice {
  /** Only the option this product type takes: { size } for tees, { birthstone } for bracelets. */
  options: Record<string, string>;
  /** One cart line per product and optionsKey. */
  optionsKey: string;
  /** Where this choice's stock is counted in the product's `stock`. */
  stockKey: string;
}

/**
 * Checks a requested choice of options against the product's type: tees need a size (S to 2XL),
 * bracelets a birthstone month; an option of the other type is refused.
 */
export function chooseOptions(
  product: Pick<StoredProduct, 'type'>,
  requested: { size?: string | undefined; birthstone?: string | undefined },
): LineChoice {
  if (product.type === 't-shirt') {
    if (requested.birthstone) throw new AppError(400, 'shop.optionNotForProduct');
    if (!requested.size) throw new AppError(400, 'shop.sizeRequired');
    if (!SIZES.includes(requested.size as Size)) throw new AppError(400, 'shop.sizeInvalid');
    return {
      options: { size: requested.size },
      optionsKey: `size=${requested.size}`,
      stockKey: requested.size,
    };
  }
  if (requested.size) throw new AppError(400, 'shop.optionNotForProduct');
  if (!requested.birthstone) throw new AppError(400, 'shop.birthstoneRequired');
  if (!findBirthstone(requested.birthstone)) throw new AppError(400, 'shop.birthstoneInvalid');
  return {
    options: { birthstone: requested.birthstone },
    optionsKey: `birthstone=${requested.birthstone}`,
    stockKey: SINGLE_STOCK_KEY,
  };
}

export function stockOf(product: Pick<StoredProduct, 'stock'>, stockKey: string): number {
  return Math.max(0, Number(product.stock?.[stockKey]) || 0);
}

/** "Faith Over Fear Tee (M)" in both languages, for messages. */
export function lineLabel(
  product: Pick<StoredProduct, 'name' | 'nameEs'>,
  options: Record<string, string>,
): Record<Language, string> {
  const stone = findBirthstone(options.birthstone);
  const detail = (language: Language) =>
    options.size ?? (stone ? (language === 'es' ? stone.monthEs : stone.month) : undefined);
  const label = (language: Language, name: string) =>
    detail(language) ? `${name} (${detail(language)})` : name;
  return { en: label('en', product.name), es: label('es', product.nameEs || product.name) };
}

/** Refuses a quantity the stock cannot cover (the cart is not a reservation: checkout decides). */
export function ensureStockCovers(
  product: StoredProduct,
  choice: Pick<LineChoice, 'options' | 'stockKey'>,
  quantity: number,
): void {
  const available = stockOf(product, choice.stockKey);
  const item = lineLabel(product, choice.options);
  if (available <= 0) throw new AppError(409, 'shop.outOfStock', { values: { item } });
  if (quantity > available) throw new AppError(409, 'shop.notEnoughStock', { values: { item, available } });
}

const productLock = (productId: string) => `product:${productId}`;

/**
 * Takes `quantity` units if at least that many are in stock, as one step: a conditional `$inc` (atomic
 * on MongoDB), under the product's lock (FerretDB v1 is not atomic; see lock.ts). Never goes below 0.
 */
export async function takeStock(productId: string, stockKey: string, quantity: number): Promise<boolean> {
  const path = `stock.${stockKey}`;
  return withShopLock(productLock(productId), async () => {
    const result = await ProductModel.updateOne(
      { _id: productId, [path]: mongoose.trusted({ $gte: quantity }) },
      { $inc: { [path]: -quantity } },
    );
    return result.modifiedCount === 1;
  });
}

/** Gives back what takeStock took (a checkout that failed after taking). */
export async function returnStock(productId: string, stockKey: string, quantity: number): Promise<void> {
  const path = `stock.${stockKey}`;
  await withShopLock(productLock(productId), async () => {
    await ProductModel.updateOne({ _id: productId }, { $inc: { [path]: quantity } });
  });
}
