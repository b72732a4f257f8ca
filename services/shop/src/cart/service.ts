import mongoose from 'mongoose';
import type { CartAddRequest, CartItem } from '@ministry/contracts/cart';
import { MAX_LINE_QUANTITY } from '@ministry/contracts/cart';
import { withShopLock } from '../shared/shop-lock';
import { AppError } from '@ministry/kit/errors';
import { chooseOptions, ensureStockCovers, stockOf } from '../shared/stock';
import { findStoredProduct, isProductId, storedProductsById, type StoredProduct } from '../products/service';
import { CartLineModel, type CartLineDocument } from './model';

type StoredLine = CartLineDocument & { _id: mongoose.Types.ObjectId };

/** Every change to one cart holds its lock, so two quick clicks cannot both read the old quantity. */
export const cartLock = (owner: string) => `cart:${owner}`;

function cleanOptions(options: CartLineDocument['options'] | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(options ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function stockKeyOfLine(product: StoredProduct, line: StoredLine): string {
  return chooseOptions(product, cleanOptions(line.options)).stockKey;
}

function toCartItem(line: StoredLine, product: StoredProduct): CartItem {
  const options = cleanOptions(line.options);
  const monthImage = options.birthstone ? product.birthstoneImageUrls?.[options.birthstone] : undefined;
  let available = 0;
  try {
    available = stockOf(product, stockKeyOfLine(product, line));
  } catch {
    available = 0;
  }
  return {
    id: String(line._id),
    productId: String(product._id),
    name: product.name,
    nameEs: product.nameEs ?? null,
    priceCents: product.priceCents,
    quantity: line.quantity,
    options,
    imageUrl: monthImage ?? product.imageUrl,
    type: product.type,
    available,
  };
}

export async function storedLines(owner: string): Promise<StoredLine[]> {
  return CartLineModel.find({ owner }).sort({ createdAt: 1, _id: 1 }).lean<StoredLine[]>();
}

/** The cart, priced from the products as they are now. Lines of products that no longer exist go. */
export async function listCart(owner: string): Promise<CartItem[]> {
  const lines = await storedLines(owner);
  const products = await storedProductsById(lines.map((line) => String(line.productId)));
  const gone = lines.filter((line) => !products.has(String(line.productId)));
  if (gone.length > 0) {
    await CartLineModel.deleteMany({ _id: mongoose.trusted({ $in: gone.map((line) => line._id) }) });
  }
  return lines.flatMap((line) => {
    const product = products.get(String(line.productId));
    return product ? [toCartItem(line, product)] : [];
  });
}

/** Adds a product with its options; the same product and options again adds to that line's quantity. */
export async function addToCart(owner: string, request: CartAddRequest): Promise<CartItem[]> {
  const product = await findStoredProduct(request.productId);
  if (!product) throw new AppError(404, 'shop.productNotFound');
  const choice = chooseOptions(product, request.options);
  return withShopLock(cartLock(owner), async () => {
    const existing = await CartLineModel.findOne({
      owner,
      productId: product._id,
      optionsKey: choice.optionsKey,
    }).lean<StoredLine>();
    const wanted = (existing?.quantity ?? 0) + request.quantity;
    if (wanted > MAX_LINE_QUANTITY) throw new AppError(400, 'shop.quantityTooLarge');
    ensureStockCovers(product, choice, wanted);
    if (existing) {
      await CartLineModel.updateOne({ _id: existing._id }, { $set: { quantity: wanted } });
    } else {
      await CartLineModel.create({
        owner,
        productId: product._id,
        optionsKey: choice.optionsKey,
        options: choice.options,
        quantity: request.quantity,
      });
    }
    return listCart(owner);
  });
}

async function findLine(owner: string, itemId: string): Promise<StoredLine> {
  const line = isProductId(itemId)
    ? await CartLineModel.findOne({ _id: itemId, owner }).lean<StoredLine>()
    : null;
  if (!line) throw new AppError(404, 'shop.cartItemNotFound');
  return line;
}

/**
 * Sets a line's quantity. Below 1 is ignored (the line stays at least 1; removing is its own
 * action). Raising it past the stock is refused; lowering is always allowed.
 */
export async function updateCartItem(owner: string, itemId: string, quantity: number): Promise<CartItem[]> {
  return withShopLock(cartLock(owner), async () => {
    const line = await findLine(owner, itemId);
    if (quantity >= 1 && quantity !== line.quantity) {
      if (quantity > line.quantity) {
        const product = await findStoredProduct(String(line.productId));
        if (!product) throw new AppError(404, 'shop.cartItemNotFound');
        ensureStockCovers(product, chooseOptions(product, cleanOptions(line.options)), quantity);
      }
      await CartLineModel.updateOne({ _id: line._id }, { $set: { quantity } });
    }
    return listCart(owner);
  });
}

export async function removeCartItem(owner: string, itemId: string): Promise<CartItem[]> {
  return withShopLock(cartLock(owner), async () => {
    const line = await findLine(owner, itemId);
    await CartLineModel.deleteOne({ _id: line._id, owner });
    return listCart(owner);
  });
}

export async function clearCart(owner: string): Promise<void> {
  await withShopLock(cartLock(owner), async () => {
    await CartLineModel.deleteMany({ owner });
  });
}

/**
 * Moves a visitor's cart into a member's: the same product and options add up, capped by the stock
 * (never below what the member's line already had); other lines move as they are, capped by the stock
 * when there is any. The visitor's lines are then deleted.
 */
export async function mergeCarts(from: string, to: string): Promise<void> {
  if (from === to) return;
  await withShopLock(cartLock(to), () =>
    withShopLock(cartLock(from), async () => {
      const moving = await storedLines(from);
      if (moving.length === 0) return;
      const products = await storedProductsById(moving.map((line) => String(line.productId)));
      for (const line of moving) {
        const product = products.get(String(line.productId));
        if (!product) continue;
        let stockKey: string;
        try {
          stockKey = stockKeyOfLine(product, line);
        } catch {
          continue;
        }
        const available = stockOf(product, stockKey);
        const existing = await CartLineModel.findOne({
          owner: to,
          productId: line.productId,
          optionsKey: line.optionsKey,
        }).lean<StoredLine>();
        if (existing) {
          const merged = Math.max(existing.quantity, Math.min(existing.quantity + line.quantity, available));
          if (merged !== existing.quantity) {
            await CartLineModel.updateOne({ _id: existing._id }, { $set: { quantity: merged } });
          }
        } else {
          await CartLineModel.create({
            owner: to,
            productId: line.productId,
            optionsKey: line.optionsKey,
            options: cleanOptions(line.options),
            quantity: available > 0 ? Math.min(line.quantity, available) : line.quantity,
          });
        }
      }
      await CartLineModel.deleteMany({ owner: from });
    }),
  );
}
