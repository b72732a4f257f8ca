import mongoose, { Schema, type Connection } from 'mongoose';
import { modelOn } from './database';
import { isDuplicateKey } from './mongo-errors';

/**
 * Declined card confirmations (Stripe's `payment_intent.payment_failed` events), against card
 * testing. One document per event id: a redelivered event, or many arriving at once, count exactly
 * once (a unique insert, not a counter: FerretDB v1 loses concurrent `$inc`s). Each decline names its
 * PaymentIntent and who it counts against (`member:<id>`, `donor:<key>`, `client:<address>`), so a
 * service can cancel an intent at the card-failure limit and refuse new payments to whoever had too
 * many declines lately.
 */
export interface CardDecline {
  /** The Stripe event's id. */
  eventId: string;
  intentId: string;
  /** Who the decline counts against; an empty entry is left out. */
  against: string[];
  at: Date;
}

/** A decline as stored. */
export interface StoredDecline {
  _id: string;
  intentId: string;
  against: string[];
  at: Date;
}

/** Declines older than this count for nothing anywhere and are forgotten on the way. */
const KEEP_MS = 7 * 24 * 60 * 60_000;

const declineSchema = new Schema<StoredDecline>(
  {
    _id: { type: String, required: true },
    intentId: { type: String, required: true, index: true },
    against: { type: [String], default: [] },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
declineSchema.index({ against: 1, at: 1 });
declineSchema.index({ at: 1 });

/** The declines of one service, in its own collection on its own connection. */
export function cardDeclines(connection: Connection, collection: string, now: () => number = Date.now) {
  const model = modelOn(connection, collection, declineSchema, collection);
  const recent = (key: string, windowMs: number) => ({
    against: key,
    at: mongoose.trusted({ $gte: new Date(now() - windowMs) }),
  });

  return {
    model,

    /** Records one decline (once per event id); answers how many declines its intent has had. */
    async record(decline: CardDecline): Promise<number> {
      try {
        await model.create({
          _id: decline.eventId,
          intentId: decline.intentId,
          against: decline.against.filter(Boolean),
          at: decline.at,
        });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      await model.deleteMany({ at: mongoose.trusted({ $lt: new Date(now() - KEEP_MS) }) });
      return model.countDocuments({ intentId: decline.intentId });
    },

    /**
     * Null while every key had fewer declines than its limit within the window; else the seconds until
     * the decline whose leaving brings that key back under its limit leaves the window (a Retry-After).
     */
    async blockedFor(checks: { key: string; limit: number }[], windowMs: number): Promise<number | null> {
      for (const { key, limit } of checks) {
        if (!key) continue;
        if ((await model.countDocuments(recent(key, windowMs))) < limit) continue;
        const [freeing] = await model
          .find(recent(key, windowMs))
          .sort({ at: -1 })
          .skip(limit - 1)
          .limit(1)
          .lean<StoredDecline[]>();
        const until = (freeing?.at.getTime() ?? now()) + windowMs;
        return Math.max(1, Math.ceil((until - now()) / 1000));
      }
      return null;
    },
  };
}

export type CardDeclines = ReturnType<typeof cardDeclines>;
