import { stockKeysFor, type AdminProduct } from '@ministry/contracts/admin-product';
import { stockOf } from '../shared/stock';
import { toProduct, type StoredProduct } from './service';
import type { ProductSettings } from './settings';

/** Units held by orders waiting for payment, per stock key. */
function heldByKey(doc: Pick<StoredProduct, 'takenBy'>): Record<string, number> {
  const held: Record<string, number> = {};
  for (const taken of doc.takenBy ?? []) held[taken.stockKey] = (held[taken.stockKey] ?? 0) + taken.quantity;
  return held;
}

export function toAdminProduct(doc: StoredProduct, settings: ProductSettings): AdminProduct {
  const keys = stockKeysFor(doc.type);
  const held = heldByKey(doc);
  const stock = Object.fromEntries(keys.map((key) => [key, stockOf(doc, key)]));
  return {
    ...toProduct(doc),
    stock,
    held: Object.fromEntries(keys.map((key) => [key, held[key] ?? 0])),
    archived: doc.archived === true,
    lowStock: keys.some((key) => (stock[key] ?? 0) <= settings.lowStockThreshold),
    lowStockThreshold: settings.lowStockThreshold,
  };
}
