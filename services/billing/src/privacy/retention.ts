import mongoose from 'mongoose';
import {
  DEFAULT_FINANCIAL_RECORDS_RETENTION_YEARS,
  financialRetentionJob,
  inBatches,
  yearsBefore,
} from '@ministry/kit/financial-retention';
import type { BackgroundJob } from '@ministry/kit/server';
import { GiftIntentModel, GiftModel, RecurringGiftModel } from '../giving/model';
import { deidentifyGifts, eraseGiftIntents, eraseRecurringGifts } from './deidentify';

export interface FinancialRetentionDone {
  giftsDeidentified: number;
  giftIntentsErased: number;
  monthlyGiftsErased: number;
}

const before = (cutoff: Date) => mongoose.trusted({ $lt: cutoff });
const ids = (docs: { _id: unknown }[]) => mongoose.trusted({ $in: docs.map((doc) => doc._id) });

/** One batch of gifts paid before `cutoff` and not erased yet, one pseudonym per donor in it. */
async function giftBatch(cutoff: Date, now: Date, batch: number) {
  const found = await GiftModel.find({ paidAt: before(cutoff), deidentifiedAt: null }, { donorEmailKey: 1 })
    .setOptions({ strictQuery: false })
    .sort({ paidAt: 1, _id: 1 })
    .limit(batch)
    .lean();
  const byDonor = new Map<string, { _id: unknown }[]>();
  for (const gift of found)
    byDonor.set(gift.donorEmailKey, [...(byDonor.get(gift.donorEmailKey) ?? []), gift]);
  let changed = 0;
  for (const gifts of byDonor.values()) changed += await deidentifyGifts({ _id: ids(gifts) }, now);
  return { found: found.length, changed };
}

/** One batch of gift intents started before `cutoff` that still name someone or hold a Stripe customer. */
async function intentBatch(cutoff: Date, batch: number) {
  const found = await GiftIntentModel.find(
    {
      createdAt: before(cutoff),
      $or: [
        { donorEmail: mongoose.trusted({ $ne: '' }) },
        { stripeCustomerId: mongoose.trusted({ $ne: null }) },
      ],
    },
    { _id: 1 },
  )
    .limit(batch)
    .lean();
  return { found: found.length, changed: found.length ? await eraseGiftIntents({ _id: ids(found) }) : 0 };
}

/** One batch of monthly gifts canceled (last changed) before `cutoff` that still hold a Stripe customer. */
async function recurringBatch(cutoff: Date, batch: number) {
  const found = await RecurringGiftModel.find(
    { status: 'canceled', updatedAt: before(cutoff), stripeCustomerId: mongoose.trusted({ $ne: '' }) },
    { _id: 1 },
  )
    .limit(batch)
    .lean();
  return { found: found.length, changed: found.length ? await eraseRecurringGifts({ _id: ids(found) }) : 0 };
}

/**
 * The financial records retention pass: gifts paid more than `years` years before `now` lose their
 * donor's name, e-mail, account and address key (as when she deletes her account: deidentify.ts);
 * amount, date, fund, receipt number and status stay, so fund totals and tax records are exact. Gift
 * intents of then, and monthly gifts canceled then, lose who started them and their Stripe customer.
 * Idempotent: what is erased is not found again. Each step handles a bounded batch; the pass repeats.
 */
export async function deidentifyOldGiving(
  now: Date,
  years = DEFAULT_FINANCIAL_RECORDS_RETENTION_YEARS,
  batch?: number,
): Promise<FinancialRetentionDone> {
  const cutoff = yearsBefore(now, years);
  return {
    giftsDeidentified: await inBatches((size) => giftBatch(cutoff, now, size), batch),
    giftIntentsErased: await inBatches((size) => intentBatch(cutoff, size), batch),
    monthlyGiftsErased: await inBatches((size) => recurringBatch(cutoff, size), batch),
  };
}

/** The daily job billing's server runs (FINANCIAL_RECORDS_RETENTION_YEARS). */
export const givingRetentionJob = (
  years = DEFAULT_FINANCIAL_RECORDS_RETENTION_YEARS,
  now: () => Date = () => new Date(),
): BackgroundJob =>
  financialRetentionJob('financial-records-retention', () => deidentifyOldGiving(now(), years));
