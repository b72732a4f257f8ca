import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { newYorkYear } from './dates';
import { ReceiptNumberModel } from './model';

const format = (year: number, n: number) => `G-${year}-${String(n).padStart(6, '0')}`;

/**
 * The receipt number of the gift paid by `sourceId`: the next free one of its New York year, claimed
 * by inserting it (unique `_id`), so concurrent webhooks never share a number; the same source always
 * gets the number it claimed first (unique `sourceId`).
 */
export async function receiptNumberFor(sourceId: string, paidAt: Date): Promise<string> {
  const year = newYorkYear(paidAt);
  let n = (await ReceiptNumberModel.countDocuments({ year })) + 1;
  for (;;) {
    const existing = await ReceiptNumberModel.findOne({ sourceId }).lean();
    if (existing) return existing._id;
    try {
      await ReceiptNumberModel.create({ _id: format(year, n), year, sourceId });
      return format(year, n);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      n += 1;
    }
  }
}
