import type { CartItem } from '@ministry/contracts/cart';
import { AppError } from '@ministry/kit/errors';
import type { Catalog } from './catalog';
import type { CartLineDocument } from './model';

/** A gift or resource line as stored (with its id). */
type StoredOtherLine = CartLineDocument & { _id: { toString(): string } };

/**
 * A gift or resource line named and priced by its service now: null when the service says it is no
 * longer sold (an archived or unknown fund, a resource gone or no longer premium), so the line goes
 * like a deleted product's. While the service does not answer, the line shows what was last read.
 */
export async function otherLineItem(line: StoredOtherLine, catalog: Catalog): Promise<CartItem | null> {
  const ref = line.ref ?? '';
  const base = { id: String(line._id), productId: ref, quantity: 1, options: {} };
  try {
    if (line.kind === 'gift') {
      const fund = await catalog.fund(ref);
      if (!fund) return null;
      const priceCents = line.amountCents ?? 0;
      return {
        ...base,
        kind: 'gift',
        name: fund.name,
        nameEs: fund.nameEs || null,
        priceCents,
        imageUrl: null,
      };
    }
    const resource = await catalog.resource(ref);
    if (!resource) return null;
    return {
      ...base,
      kind: 'resource',
      name: resource.title,
      nameEs: resource.titleEs ?? null,
      priceCents: resource.priceCents ?? 0,
      imageUrl: resource.imageUrl ?? null,
    };
  } catch (error) {
    if (!(error instanceof AppError && error.status === 503)) throw error;
    return {
      ...base,
      kind: line.kind ?? 'gift',
      name: line.name ?? '',
      nameEs: line.nameEs ?? null,
      priceCents: (line.kind === 'gift' ? line.amountCents : line.priceCents) ?? 0,
      imageUrl: line.imageUrl ?? null,
    };
  }
}
