import mongoose from 'mongoose';
import {
  DEFAULT_FINANCIAL_RECORDS_RETENTION_YEARS,
  financialRetentionJob,
  inBatches,
  yearsBefore,
} from '@ministry/kit/financial-retention';
import type { BackgroundJob } from '@ministry/kit/server';
import { OrderModel } from '../orders/model';
import { deidentifyOrders } from './deidentify';

/**
 * The financial records retention pass: orders placed more than `years` years before `now` lose their
 * buyer (name, e-mail, phone, addresses, notes, account), as when she deletes her account
 * (deidentify.ts); number, lines, prices, totals and dates stay, so fund totals and tax records are
 * exact. Idempotent: an order erased is not found again. Each step handles a bounded batch; the pass
 * repeats. Answers how many orders it erased.
 */
export function deidentifyOldOrders(
  now: Date,
  years = DEFAULT_FINANCIAL_RECORDS_RETENTION_YEARS,
  batch?: number,
): Promise<number> {
  const cutoff = yearsBefore(now, years);
  return inBatches(async (size) => {
    const found = await OrderModel.find(
      { createdAt: mongoose.trusted({ $lt: cutoff }), deidentifiedAt: null },
      { _id: 1 },
    )
      .setOptions({ strictQuery: false })
      .sort({ createdAt: 1, _id: 1 })
      .limit(size)
      .lean();
    if (!found.length) return { found: 0, changed: 0 };
    const ids = mongoose.trusted({ $in: found.map((order) => order._id) });
    return { found: found.length, changed: await deidentifyOrders({ _id: ids }, now) };
  }, batch);
}

/** The daily job the shop's server runs (FINANCIAL_RECORDS_RETENTION_YEARS). */
export const ordersRetentionJob = (
  years = DEFAULT_FINANCIAL_RECORDS_RETENTION_YEARS,
  now: () => Date = () => new Date(),
): BackgroundJob =>
  financialRetentionJob('financial-records-retention', () => deidentifyOldOrders(now(), years));
