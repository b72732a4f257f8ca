import mongoose from 'mongoose';
import { SIZES, type Product } from '@ministry/contracts/product';
import { AppError } from '@ministry/kit/errors';
import { ProductModel, type ProductDocument } from './model';

export type StoredProduct = ProductDocument & { _id: mongoose.Types.ObjectId };

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** What the shop sells: every product not archived (a product from before archiving has no flag). */
const onSale = () => ({ archived: mongoose.trusted({ $ne: true }) });

export function isProductId(id: unknown): id is string {
  return typeof id === 'string' && OBJECT_ID.test(id);
}

/** Units in stock in all. */
export function totalStock(product: Pick<ProductDocument, 'stock'>): number {
  return Object.values(product.stock ?? {}).reduce((sum, n) => sum + Math.max(0, Number(n) || 0), 0);
}

/** A stored product as the API shows it: prices in dollars, stock as counts, no internals. */
export function toProduct(doc: StoredProduct): Product {
  const product: Product = {
    id: String(doc._id),
    name: doc.name,
    nameEs: doc.nameEs ?? null,
    description: doc.description,
    descriptionEs: doc.descriptionEs ?? null,
    priceCents: doc.priceCents,
    imageUrl: doc.imageUrl,
    type: doc.type,
    inventory: totalStock(doc),
  };
  if (doc.type === 't-shirt') {
    product.inventoryBySize = Object.fromEntries(
      SIZES.map((size) => [size, Math.max(0, Number(doc.stock?.[size]) || 0)]),
    );
  }
  if (doc.type === 'bracelet' && doc.birthstoneImageUrls) {
    product.birthstoneImageUrls = { ...doc.birthstoneImageUrls };
  }
  return product;
}

export async function listProducts(): Promise<Product[]> {
  const docs = await ProductModel.find(onSale()).sort({ sortOrder: 1, _id: 1 }).lean<StoredProduct[]>();
  return docs.map(toProduct);
}

/** A product the shop sells (an archived one is not found). */
export async function findStoredProduct(id: string): Promise<StoredProduct | null> {
  if (!isProductId(id)) return null;
  return ProductModel.findOne({ _id: id, ...onSale() }).lean<StoredProduct>();
}

export async function getProduct(id: string): Promise<Product> {
  const doc = await findStoredProduct(id);
  if (!doc) throw new AppError(404, 'shop.productNotFound');
  return toProduct(doc);
}

/** Several products the shop sells by id, in one query (archived ones left out). */
export async function storedProductsById(ids: string[]): Promise<Map<string, StoredProduct>> {
  const valid = [...new Set(ids.filter(isProductId))];
  if (valid.length === 0) return new Map();
  const docs = await ProductModel.find({ _id: mongoose.trusted({ $in: valid }), ...onSale() }).lean<
    StoredProduct[]
  >();
  return new Map(docs.map((doc) => [String(doc._id), doc]));
}
