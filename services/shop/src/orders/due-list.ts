import mongoose, { Schema, type Connection } from 'mongoose';
import { modelOn } from '@ministry/kit/database';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';

interface DueEntry {
  /** What to look at again (a checkout's id, say). */
  _id: string;
  dueAt: Date;
}

const dueSchema = new Schema<DueEntry>(
  { _id: { type: String, required: true }, dueAt: { type: Date, required: true, index: true } },
  { versionKey: false },
);

/**
 * What a background pass must look at again, and when: one small document per thing still live
 * (`{ _id, dueAt }`) in a collection of its own, written by the request that starts the thing (before
 * anything a crash could leave behind) and removed by the pass once nothing is left to do. The pass
 * reads this collection, never the history: on the embedded database (FerretDB v1) every query but an
 * `_id` lookup reads the whole collection, so a poll then costs what is live, not what happened
 * (docs/ARCHITECTURE.md). On MongoDB `dueAt` is indexed.
 */
export function dueList(connection: Connection, collection: string) {
  const entries = modelOn(connection, `DueList:${collection}`, dueSchema, collection);
  return {
    /** Look at `key` again at `dueAt` (replacing an earlier time or a later one). */
    async at(key: string, dueAt: Date): Promise<void> {
      try {
        await entries.create({ _id: key, dueAt });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        await entries.updateOne({ _id: key }, { $set: { dueAt } });
      }
    },
    /** The keys due by `now`, soonest first (at most `limit`; the rest in a later pass). */
    async due(now: Date, limit = 100): Promise<string[]> {
      const rows = await entries
        .find({ dueAt: mongoose.trusted({ $lte: now }) }, { _id: 1 })
        .sort({ dueAt: 1 })
        .limit(limit)
        .lean();
      return rows.map((row) => row._id);
    },
    /** Nothing is left to do for `key`. */
    async done(key: string): Promise<void> {
      await entries.deleteOne({ _id: key });
    },
  };
}

export type DueList = ReturnType<typeof dueList>;
