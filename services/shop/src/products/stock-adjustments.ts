import { model, Schema } from 'mongoose';
import {
  MAX_STOCK,
  stockKeysFor,
  type AdminProduct,
  type StockAdjustment,
  type StockAdjustmentRequest,
} from '@ministry/contracts/admin-product';
import { AppError } from '@ministry/kit/errors';
import { withShopLock } from '../shared/shop-lock';
import { lineLabel, productLock, stockOf } from '../shared/stock';
import { toAdminProduct } from './admin-view';
import { ProductModel } from './model';
import { isProductId, type StoredProduct } from './service';
import type { ProductSettings } from './settings';

/** One recorded change of a product's stock: who, when, which key, how many, the count after, and why. */
export interface StockAdjustmentDocument {
  productId: string;
  at: Date;
  by: string;
  stockKey: string;
  change: number;
  after: number;
  reason: string;
  initial: boolean;
}

const stockAdjustmentSchema = new Schema<StockAdjustmentDocument>(
  {
    productId: { type: String, required: true },
    at: { type: Date, required: true, default: () => new Date() },
    by: { type: String, required: true },
    stockKey: { type: String, required: true },
    change: { type: Number, required: true },
    after: { type: Number, required: true, min: 0 },
    reason: { type: String, required: true },
    initial: { type: Boolean, default: false },
  },
  { versionKey: false },
);
// A product's history, newest first.
stockAdjustmentSchema.index({ productId: 1, at: -1, _id: -1 });

export const StockAdjustmentModel = model<StockAdjustmentDocument>(
  'StockAdjustment',
  stockAdjustmentSchema,
  'stock_adjustments',
);

export const INITIAL_STOCK_REASON = 'Initial stock';

export async function recordAdjustments(entries: Omit<StockAdjustmentDocument, 'at'>[]): Promise<void> {
  if (entries.length === 0) return;
  const at = new Date();
  await StockAdjustmentModel.insertMany(entries.map((entry) => ({ ...entry, at })));
}

/** "Test Tee (M)" or "Test Bracelet", in both languages, for the refusals below. */
function itemLabel(product: StoredProduct, stockKey: string) {
  return lineLabel(product, product.type === 't-shirt' ? { size: stockKey } : {});
}

/**
 * A restock or a correction, under the product's lock (the one checkout's takeStock holds), so it and
 * a checkout never lose each other's write. The sellable count never goes below 0: held units are not
 * the admin's to take back.
 */
export async function adjustStock(
  id: string,
  request: StockAdjustmentRequest,
  by: string,
  settings: ProductSettings,
): Promise<AdminProduct> {
  if (!isProductId(id)) throw new AppError(404, 'product.notFound');
  return withShopLock(productLock(id), async (fence) => {
    const product = await ProductModel.findById(id).lean<StoredProduct>();
    if (!product) throw new AppError(404, 'product.notFound');
    const { stockKey, change, reason } = request;
    if (!stockKeysFor(product.type).includes(stockKey)) throw new AppError(400, 'product.stockKeyInvalid');
    const available = stockOf(product, stockKey);
    const after = available + change;
    const item = itemLabel(product, stockKey);
    if (after < 0) throw new AppError(409, 'product.stockBelowZero', { values: { available, item } });
    if (after > MAX_STOCK) throw new AppError(409, 'product.stockTooHigh', { values: { item } });
    await fence();
    await ProductModel.updateOne({ _id: id }, { $set: { [`stock.${stockKey}`]: after } });
    await recordAdjustments([{ productId: id, by, stockKey, change, after, reason, initial: false }]);
    return toAdminProduct({ ...product, stock: { ...product.stock, [stockKey]: after } }, settings);
  });
}

function toStockAdjustment(doc: StockAdjustmentDocument): StockAdjustment {
  return {
    at: doc.at.toISOString(),
    by: doc.by,
    stockKey: doc.stockKey,
    change: doc.change,
    after: doc.after,
    reason: doc.reason,
    ...(doc.initial && { initial: true }),
  };
}

/** A product's recorded stock changes, newest first. */
export async function stockHistory(id: string): Promise<StockAdjustment[]> {
  if (!isProductId(id) || !(await ProductModel.exists({ _id: id })))
    throw new AppError(404, 'product.notFound');
  const docs = await StockAdjustmentModel.find({ productId: id })
    .sort({ at: -1, _id: -1 })
    .lean<StockAdjustmentDocument[]>();
  return docs.map(toStockAdjustment);
}
