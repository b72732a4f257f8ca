import mongoose, { model, Schema } from 'mongoose';

/** Failed logins allowed per username and per client within the window, then 429 until it ends. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

const failureSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    count: { type: Number, required: true },
    windowStartedAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);
const LoginFailureModel = model('LoginFailure', failureSchema, 'login_failures');

const windowStart = () => new Date(Date.now() - FAILURE_WINDOW_MS);

export async function isLockedOut(keys: string[]): Promise<boolean> {
  const locked = await LoginFailureModel.exists({
    key: mongoose.trusted({ $in: keys }),
    count: mongoose.trusted({ $gte: MAX_FAILURES }),
    windowStartedAt: mongoose.trusted({ $gt: windowStart() }),
  });
  return locked !== null;
}

/** Counts one failure for each key: within the current window, or starting a new one. */
export async function recordFailure(keys: string[]): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      const counted = await LoginFailureModel.updateOne(
        { key, windowStartedAt: mongoose.trusted({ $gt: windowStart() }) },
        { $inc: { count: 1 } },
      );
      if (counted.matchedCount === 0) {
        await LoginFailureModel.updateOne(
          { key },
          { $set: { count: 1, windowStartedAt: new Date() } },
          { upsert: true },
        );
      }
    }),
  );
  // Old windows are of no use: FerretDB has no TTL index, so they go here.
  await LoginFailureModel.deleteMany({ windowStartedAt: mongoose.trusted({ $lte: windowStart() }) });
}

export async function clearFailures(keys: string[]): Promise<void> {
  await LoginFailureModel.deleteMany({ key: mongoose.trusted({ $in: keys }) });
}
