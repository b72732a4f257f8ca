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

/**
 * The lock every write of a product takes (read, decide, write: no conditional update is atomic on
 * FerretDB v1, which also rewrites the whole document). Each write is fenced: it proves the lock is
 * still its holder's (and renews it) just before writing, so a holder that outlived its lease stops
 * instead of overwriting what the next holder wrote.
 */
export const productLock = (productId: string) => `product:${productId}`;

/**
 * Takes `quantity` units under `mark` if at least that many are in stock, never below 0. The stock
 * and the mark are written in one update of the product, under its lock (FerretDB v1 makes no
 * conditional update atomic; see the kit's lock.ts): read, decide, write. Taking again under a mark
 * already there takes nothing more and says yes.
 */
export async function takeStock(
  productId: string,
  stockKey: string,
  quantity: number,
  mark: string,
): Promise<boolean> {
  return withShopLock(productLock(productId), async (fence) => {
    const product = await ProductModel.findById(productId).lean();
    if (!product) return false;
    const marks = product.takenBy ?? [];
    if (marks.some((taken) => taken.mark === mark)) return true;
    const available = stockOf(product, stockKey);
    if (available < quantity) return false;
    await fence();
    await ProductModel.updateOne(
      { _id: productId },
      {
        $set: {
          [`stock.${stockKey}`]: available - quantity,
          takenBy: [...marks, { mark, stockKey, quantity }],
        },
      },
    );
    return true;
  });
}

/** Gives back what was taken under `mark` (a checkout that did not become an order); once only. */
export async function returnStock(productId: string, mark: string): Promise<void> {
  await withShopLock(productLock(productId), async (fence) => {
    const product = await ProductModel.findById(productId).lean();
    const taken = product?.takenBy?.find((entry) => entry.mark === mark);
    if (!product || !taken) return;
    await fence();
    await ProductModel.updateOne(
      { _id: productId },
      {
        $set: {
          [`stock.${taken.stockKey}`]: stockOf(product, taken.stockKey) + taken.quantity,
          takenBy: (product.takenBy ?? []).filter((entry) => entry.mark !== mark),
        },
      },
    );
  });
}

/** Forgets `mark` once its order stands: the units stay sold. */
export async function settleStock(productId: string, mark: string): Promise<void> {
  await withShopLock(productLock(productId), async (fence) => {
    const product = await ProductModel.findById(productId).lean();
    if (!product?.takenBy?.some((entry) => entry.mark === mark)) return;
    await fence();
    await ProductModel.updateOne(
      { _id: productId },
      { $set: { takenBy: product.takenBy.filter((entry) => entry.mark !== mark) } },
    );
  });
}

/**
 * Puts units of a settled sale back in stock (a canceled or refunded paid order), under the product's
 * lock. The caller makes it happen once (the order's own lock and status).
 */
export async function putBackStock(productId: string, stockKey: string, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  await withShopLock(productLock(productId), async (fence) => {
    const product = await ProductModel.findById(productId).lean();
    if (!product) return;
    await fence();
    await ProductModel.updateOne(
      { _id: productId },
      { $set: { [`stock.${stockKey}`]: stockOf(product, stockKey) + quantity } },
    );
  });
}

/** Units held by checkouts not paid yet, across the catalogue (the `ministry_stock_held` gauge). */
export async function heldUnits(): Promise<number> {
  // The catalogue is small: every product's marks, summed here (no operator FerretDB must push down).
  const products = await ProductModel.find({}, { takenBy: 1 }).lean();
  return products.reduce(
    (sum, product) => sum + (product.takenBy ?? []).reduce((units, taken) => units + taken.quantity, 0),
    0,
  );
}
