import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { GiftIntentModel, GiftModel, RecurringGiftModel } from '../giving/model';

/**
 * What erases a donor from billing's records, for a filter: account deletion (forget-routes.ts) and the
 * financial records retention pass (retention.ts) both call these, so both erase the same fields.
 * Amount, date, fund, receipt number and status stay: fund totals and the tax records do not move.
 */

// `deidentifiedAt` is not in the schemas (strictQuery would drop it from a filter): asked as is.
const LOOSE = { strict: false, strictQuery: false } as const;

/**
 * Erases name, e-mail and account of the gifts `filter` finds that are not erased yet; their address
 * key becomes one pseudonym for the whole call (one donor's gifts still count as one donor).
 */
export async function deidentifyGifts(filter: object, now: Date): Promise<number> {
  const result = await GiftModel.updateMany(
    mongoose.trusted({ ...filter, deidentifiedAt: null }),
    {
      $set: {
        userId: null,
        donorName: '',
        donorEmail: '',
        donorEmailKey: `deleted:${randomUUID()}`,
        deidentifiedAt: now,
      },
    },
    LOOSE,
  );
  return result.modifiedCount;
}

/** Erases who started the gift intents `filter` finds: account, name, e-mail, network address, Stripe customer. */
export async function eraseGiftIntents(filter: object): Promise<number> {
  const result = await GiftIntentModel.updateMany(mongoose.trusted(filter), {
    $set: { userId: null, donorName: '', donorEmail: '', clientIp: '', stripeCustomerId: null },
  });
  return result.modifiedCount;
}

/** Erases whose the monthly gifts `filter` finds are: account, name, e-mail, Stripe customer. */
export async function eraseRecurringGifts(filter: object): Promise<number> {
  const result = await RecurringGiftModel.updateMany(mongoose.trusted(filter), {
    $set: { userId: 'deleted', donorName: '', donorEmail: '', stripeCustomerId: '' },
  });
  return result.modifiedCount;
}
