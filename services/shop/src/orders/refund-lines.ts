import type { RefundOrderRequest } from '@ministry/contracts/order';
import { AppError } from '@ministry/kit/errors';
import type { OrderDocument } from './model';

type Refundable = Pick<OrderDocument, 'items' | 'refundedQuantities' | 'refundedLineCents'>;

/** Each line's value: its unit price times its units. */
export const lineValues = (order: Pick<OrderDocument, 'items'>) =>
  order.items.map((line) => line.priceCents * line.quantity);

/** Units of each line refunded so far. */
export const refundedUnits = (order: Refundable) =>
  order.items.map((_, index) => order.refundedQuantities?.[index] ?? 0);

/**
 * Cents of each line refunded so far. Orders of before partial amounts (and refunds that only count
 * units: lost places, late payments) store none: their refunded units at their price, never less.
 */
export const refundedLineCents = (order: Refundable) =>
  order.items.map((line, index) =>
    Math.max(
      order.refundedLineCents?.[index] ?? 0,
      (order.refundedQuantities?.[index] ?? 0) * line.priceCents,
    ),
  );

/** One chosen line of a refund: the units it concerns, its cents, and the units it gives back. */
export interface RefundedLine {
  index: number;
  quantity: number;
  cents: number;
  restock: boolean;
  /** Units that count as refunded by this refund: places released, products restocked when asked. */
  givenBack: number;
}

export interface LinesRefund {
  lines: RefundedLine[];
  amountCents: number;
  refundedQuantities: number[];
  refundedLineCents: number[];
}

/**
 * The chosen lines' refund (the same line named twice adds up). Each line's cents are its
 * `amountCents` or its units' price; never more units than are left, nor more cents than are left
 * of the line (409 'order.refundTooMuch'). The rule of a partial amount: the `quantity` units count
 * as refunded only when, after it, the line's refunded cents cover their whole price; a smaller
 * amount (a fee kept, a goodwill refund) leaves them the buyer's: no place given back, nothing restocked.
 */
export function refundLines(order: Refundable, requested: RefundOrderRequest['lines']): LinesRefund {
  const unitsBefore = refundedUnits(order);
  const centsBefore = refundedLineCents(order);
  const chosen = new Map<number, { quantity: number; cents: number; restock: boolean }>();
  for (const line of requested) {
    const item = order.items[line.index];
    if (!item) throw new AppError(400, 'order.refundInvalid');
    const earlier = chosen.get(line.index) ?? { quantity: 0, cents: 0 };
    chosen.set(line.index, {
      quantity: earlier.quantity + line.quantity,
      cents: earlier.cents + (line.amountCents ?? item.priceCents * line.quantity),
      restock: line.restock,
    });
  }
  const refundedQuantities = [...unitsBefore];
  const refundedCents = [...centsBefore];
  const lines = [...chosen].map(([index, line]): RefundedLine => {
    const item = order.items[index]!;
    const units = unitsBefore[index]! + line.quantity;
    const cents = centsBefore[index]! + line.cents;
    if (units > item.quantity || cents > item.priceCents * item.quantity)
      throw new AppError(409, 'order.refundTooMuch');
    refundedCents[index] = cents;
    const covered = cents >= units * item.priceCents;
    if (covered) refundedQuantities[index] = units;
    return { index, ...line, givenBack: covered ? line.quantity : 0 };
  });
  return {
    lines,
    amountCents: lines.reduce((sum, line) => sum + line.cents, 0),
    refundedQuantities,
    refundedLineCents: refundedCents,
  };
}
