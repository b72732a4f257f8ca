import mongoose from 'mongoose';
import {
  stockKeysFor,
  type AdminProduct,
  type ProductCreateRequest,
  type ProductInput,
  type ShopSummary,
} from '@ministry/contracts/admin-product';
import { ORDER_STATUSES_TO_SHIP } from '@ministry/contracts/order';
import { AppError } from '@ministry/kit/errors';
import { OrderModel } from '../orders/model';
import { withShopLock } from '../shared/shop-lock';
import { productLock } from '../shared/stock';
import { toAdminProduct } from './admin-view';
import { ProductModel, type ProductDocument } from './model';
import { isProductId, type StoredProduct } from './service';
import type { ProductSettings } from './settings';
import { INITIAL_STOCK_REASON, recordAdjustments, StockAdjustmentModel } from './stock-adjustments';

const notFound = () => new AppError(404, 'product.notFound');

/** A product by id, archived or not (null when the id is malformed or unknown). */
export async function findAnyProduct(id: string): Promise<StoredProduct | null> {
  if (!isProductId(id)) return null;
  return ProductModel.findById(id).lean<StoredProduct>();
}

/** Every product, archived ones included, in the shop's order. */
export async function listAdminProducts(settings: ProductSettings): Promise<AdminProduct[]> {
  const docs = await ProductModel.find().sort({ sortOrder: 1, _id: 1 }).lean<StoredProduct[]>();
  return docs.map((doc) => toAdminProduct(doc, settings));
}

function describedBy(input: ProductInput) {
  return {
    name: input.name,
    nameEs: input.nameEs,
    description: input.description,
    descriptionEs: input.descriptionEs,
    priceCents: input.priceCents,
  };
}

/** A new product at the end of the shop, with its starting stock recorded as "Initial stock". */
export async function createProduct(
  input: ProductCreateRequest,
  by: string,
  settings: ProductSettings,
): Promise<AdminProduct> {
  const last = await ProductModel.findOne().sort({ sortOrder: -1 }).lean<StoredProduct>();
  const stock = Object.fromEntries(
    stockKeysFor(input.type).map((key) => [key, (input.stock as Record<string, number>)[key] ?? 0]),
  );
  const created = await ProductModel.create({
    ...describedBy(input),
    type: input.type,
    imageUrl: '',
    birthstoneImageUrls: null,
    stock,
    sortOrder: (last?.sortOrder ?? 0) + 1,
    archived: false,
  });
  const id = String(created._id);
  await recordAdjustments(
    Object.entries(stock)
      .filter(([, count]) => count > 0)
      .map(([stockKey, count]) => ({
        productId: id,
        by,
        stockKey,
        change: count,
        after: count,
        reason: INITIAL_STOCK_REASON,
        initial: true,
      })),
  );
  return toAdminProduct(created.toObject<StoredProduct>(), settings);
}

/** Stock on hand or held, a recorded change, or an order: a product whose counts mean something. */
async function hasStockOrOrders(doc: StoredProduct): Promise<boolean> {
  const id = String(doc._id);
  if (Object.values(doc.stock ?? {}).some((count) => Number(count) > 0)) return true;
  if ((doc.takenBy ?? []).length > 0) return true;
  if (await StockAdjustmentModel.exists({ productId: id })) return true;
  return (await OrderModel.exists({ 'items.productId': id })) !== null;
}

/**
 * Every write of a product takes its lock, fenced: FerretDB v1 rewrites the whole document on update,
 * so an unlocked (or no longer held) edit could put back a stock count a checkout had just taken from.
 */
async function updateLocked(
  id: string,
  change: (doc: StoredProduct) => Promise<Partial<ProductDocument>> | Partial<ProductDocument>,
  settings: ProductSettings,
): Promise<AdminProduct> {
  if (!isProductId(id)) throw notFound();
  return withShopLock(productLock(id), async (fence) => {
    const doc = await ProductModel.findById(id).lean<StoredProduct>();
    if (!doc) throw notFound();
    const fields = await change(doc);
    await fence();
    await ProductModel.updateOne({ _id: id }, { $set: fields });
    return toAdminProduct({ ...doc, ...fields }, settings);
  });
}

/** Names, descriptions, price and type; the type only while nothing was ever stocked or ordered. */
export function updateProduct(id: string, input: ProductInput, settings: ProductSettings) {
  return updateLocked(
    id,
    async (doc) => {
      const fields: Partial<ProductDocument> = describedBy(input);
      if (input.type === doc.type) return fields;
      if (await hasStockOrOrders(doc)) throw new AppError(409, 'product.typeLocked');
      return {
        ...fields,
        type: input.type,
        stock: Object.fromEntries(stockKeysFor(input.type).map((key) => [key, 0])),
        birthstoneImageUrls: null,
      };
    },
    settings,
  );
}

export function setArchived(id: string, archived: boolean, settings: ProductSettings) {
  return updateLocked(id, () => ({ archived }), settings);
}

/** The product's picture is now this one (a bracelet's per-month pictures give way to it). */
export function setProductImage(id: string, imageUrl: string, settings: ProductSettings) {
  return updateLocked(id, () => ({ imageUrl, birthstoneImageUrls: null }), settings);
}

/**
 * The dashboard's shop counts: paid orders to send (those with a shipping address: an order of gifts
 * and resources only has nothing to send), and products on sale running low.
 */
export async function shopSummary(settings: ProductSettings): Promise<ShopSummary> {
  const [ordersToShip, products] = await Promise.all([
    OrderModel.countDocuments({
      status: mongoose.trusted({ $in: [...ORDER_STATUSES_TO_SHIP] }),
      shippingAddress: mongoose.trusted({ $ne: null }),
    }),
    listAdminProducts(settings),
  ]);
  return {
    ordersToShip,
    lowStockProducts: products.filter((product) => !product.archived && product.lowStock).length,
  };
}
