// A shop order's gift line, told by the shop once the order is paid (and refunded): a gift in her
// history, the staff reports and her year-end statement, without a receipt of its own.
import type { Gift } from '@ministry/contracts/giving';
import type { OrderGift } from '@ministry/contracts/order-settlement';
import { AppError } from '@ministry/kit/errors';
import { withLock } from '@ministry/kit/lock';
import { findFund } from './funds';
import { storePaidGift } from './gifts';
import { GiftModel, type GiftDocument } from './model';
import { refundedStatus, toGift } from './present';

/** The gift's `sourceId`: one gift per order line, however often the shop tells it. */
export const orderGiftSource = (key: string) => `order-gift:${key}`;

/**
 * Records the order line's gift once (storePaidGift, unique on its key): `created` false when it was
 * already there. The fund may have been archived since she filled her cart: the gift is still its.
 */
export async function recordOrderGift(line: OrderGift): Promise<{ gift: Gift; created: boolean }> {
  const paidAt = new Date(line.paidAt);
  if (Number.isNaN(paidAt.getTime())) throw new AppError(400, 'api.invalidInput');
  const fund = await findFund(line.fundId);
  const { gift, created } = await storePaidGift({
    sourceId: orderGiftSource(line.key),
    orderNumber: line.orderNumber,
    userId: line.userId,
    donorName: line.name,
    donorEmail: line.email,
    language: line.language,
    fundId: String(fund._id),
    amountCents: line.amountCents,
    feeCents: 0,
    frequency: 'once',
    dedication: null,
    paidAt,
    stripePaymentIntentId: line.paymentIntentId,
  });
  return { gift: toGift(gift), created };
}

/**
 * The order line's refunds so far (`refundedCents`, the line's total, not this refund's part): the
 * gift keeps the larger of what it had and that, never more than the gift, so a repeat or a late,
 * older call changes nothing. One change of a gift at a time (the staff refund's lock).
 */
export async function refundOrderGift(key: string, refundedCents: number): Promise<Gift> {
  const found = await GiftModel.findOne({ sourceId: orderGiftSource(key) }, { _id: 1 }).lean();
  if (!found) throw new AppError(404, 'giving.giftNotFound');
  const id = String(found._id);
  return withLock(`gift-refund:${id}`, async (fence) => {
    const gift = await GiftModel.findById(id);
    if (!gift) throw new AppError(404, 'giving.giftNotFound');
    const refunded = Math.min(gift.amountCents, Math.max(gift.refundedCents ?? 0, refundedCents));
    if (refunded !== (gift.refundedCents ?? 0)) {
      await fence();
      gift.refundedCents = refunded;
      gift.status = refundedStatus(gift);
      await gift.save();
    }
    return toGift(gift.toObject() as GiftDocument);
  });
}
