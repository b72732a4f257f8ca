import { randomUUID } from 'node:crypto';
import mongoose, { model, Schema } from 'mongoose';
import type { MessageKey } from '@ministry/contracts/messages';
import { AppError } from './errors';
import { isDuplicateKey } from './mongo-errors';

/**
 * Short exclusive locks, so that reading a stock level and taking from it happen as one step.
 *
 * MongoDB makes a conditional `$inc` atomic by itself, but FerretDB v1 (the embedded database used
 * locally and in tests) does not: it reads, changes and writes the document in separate steps, so
 * concurrent conditional updates can all succeed (measured: 50 concurrent "take 1 if at least 1" on a
 * stock of 10 all reported success). Inserting a document with a given `_id` is atomic on both (the
 * primary key is a real unique constraint), so a lock is a document in `locks`; it expires after
 * LOCK_TTL_MS should its holder die. Inside one process, callers for the same key also queue up in
 * memory, so they wait without polling the database.
 */
interface LockDocument {
  _id: string;
  token: string;
  expiresAt: Date;
}

const lockSchema = new Schema<LockDocument>(
  {
    _id: { type: String, required: true },
    token: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
export const LockModel = model<LockDocument>('Lock', lockSchema, 'locks');

export const LOCK_TTL_MS = 15_000;
/** How long a caller waits for a lock held by another process before giving up with a 503. */
export const LOCK_WAIT_MS = 10_000;

const queues = new Map<string, Promise<void>>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function acquire(key: string, busy: MessageKey): Promise<string> {
  const token = randomUUID();
  const deadline = Date.now() + LOCK_WAIT_MS;
  let pause = 5;
  for (;;) {
    try {
      await LockModel.create({ _id: key, token, expiresAt: new Date(Date.now() + LOCK_TTL_MS) });
      return token;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    // A lock whose holder died is taken over once it has expired.
    await LockModel.deleteOne({ _id: key, expiresAt: mongoose.trusted({ $lt: new Date() }) });
    if (Date.now() > deadline) throw new AppError(503, busy);
    await sleep(pause + Math.random() * pause);
    pause = Math.min(pause * 2, 100);
  }
}

async function release(key: string, token: string): Promise<void> {
  await LockModel.deleteOne({ _id: key, token });
}

/**
 * Proves the lock is still this holder's and extends it (a fencing check): a long task calls it before
 * each write, so a lock that expired and was taken over stops the old holder instead of letting two in.
 */
export type LockFence = () => Promise<void>;

/**
 * Runs `task` while holding the lock `key`. Never nest two calls for the same key. `busy` is the 503's
 * message when the lock stays taken for LOCK_WAIT_MS, or when a fence finds it lost.
 */
export async function withLock<T>(
  key: string,
  task: (fence: LockFence) => Promise<T>,
  busy: MessageKey = 'api.unavailable',
): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  let done!: () => void;
  const mine = new Promise<void>((resolve) => {
    done = resolve;
  });
  const tail = previous.then(() => mine);
  queues.set(key, tail);
  try {
    await previous;
    const token = await acquire(key, busy);
    const fence: LockFence = async () => {
      const held = await LockModel.updateOne(
        { _id: key, token },
        { $set: { expiresAt: new Date(Date.now() + LOCK_TTL_MS) } },
      );
      if (held.matchedCount !== 1) throw new AppError(503, busy);
    };
    try {
      return await task(fence);
    } finally {
      await release(key, token).catch(() => undefined);
    }
  } finally {
    done();
    if (queues.get(key) === tail) queues.delete(key);
  }
}
