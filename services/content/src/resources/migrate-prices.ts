import { ResourceModel } from './model';

/**
 * Moves every resource still priced in dollars (`price`, as releases before cents stored it) to integer
 * cents (`priceCents`), once: a resource that has `priceCents` is left as it is, so running it on every
 * start, or on two instances at once, changes nothing the second time. Answers how many it moved.
 */
export async function migrateResourcePrices(): Promise<number> {
  // The driver's collection, not the model: `price` is no longer in the schema, so mongoose would drop
  // it from the filter and the $unset.
  const resources = ResourceModel.collection;
  const inDollars = { price: { $exists: true }, priceCents: { $exists: false } };
  const found = await resources.find(inDollars, { projection: { price: 1 } }).toArray();
  let moved = 0;
  for (const { _id, price } of found) {
    const priceCents = typeof price === 'number' && Number.isFinite(price) ? Math.round(price * 100) : null;
    const result = await resources.updateOne(
      { _id, ...inDollars },
      { $set: { priceCents }, $unset: { price: '' } },
    );
    moved += result.modifiedCount;
  }
  return moved;
}
