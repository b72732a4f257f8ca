import { Schema, Types, model, type Schema as AnySchema } from 'mongoose';

/**
 * The reminder pass reads the sign-ups several times (expired holds, dead requests' leftovers, seats
 * to settle, reminders due), and on the embedded database (FerretDB v1) every such filter decodes the
 * whole collection: an idle service would pay for its whole history every minute. So the pass only
 * runs when something could be due: a sign-up, seat, hold or event was written since the last full
 * pass (every write of those models stamps one small document with a new random token, read by its
 * `_id`: no clock and no counter, so instances and lost updates do not matter), the soonest
 * deadline that pass saw has come (a hold's end, a reminder's time, a dead request's grace), or
 * FULL_PASS_EVERY_MS has gone by (the net under a write whose stamp was lost to a crash).
 */
export const FULL_PASS_EVERY_MS = 10 * 60_000;
const MARK_ID = 'registrations';
const markSchema = new Schema(
  { _id: { type: String, required: true }, change: { type: String, required: true } },
  { versionKey: false },
);
export const PassMarkModel = model('EventPassMark', markSchema, 'event_pass_marks');

/** Stamps "changed" (the models' write hooks call it after each write). */
export async function markChanged(): Promise<void> {
  const change = new Types.ObjectId().toHexString();
  await PassMarkModel.updateOne({ _id: MARK_ID }, { $set: { change } }, { upsert: true });
}

const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndDelete',
  'findOneAndReplace',
  'replaceOne',
] as const;

/** Every write through a model of `schema` stamps the mark once it succeeded. */
export function stampWrites(schema: AnySchema): void {
  const stamp = async () => {
    // A stamp that fails costs at most FULL_PASS_EVERY_MS of delay, never the write.
    await markChanged().catch(() => undefined);
  };
  schema.post('save', stamp);
  schema.post('insertMany', stamp);
  schema.post([...QUERY_WRITES], { document: false, query: true }, stamp);
}

/** The soonest time (epoch ms) a pass found something will be due; the pass adds each deadline it sees. */
export class Deadlines {
  soonest: number | null = null;
  add(at: number): void {
    if (this.soonest === null || at < this.soonest) this.soonest = at;
  }
}

/**
 * Wraps the pass for the service's background job: runs it when something could be due (above),
 * skips it otherwise at the cost of one `_id` read. `pass` answers the soonest deadline it saw.
 */
export function gatedPass(
  pass: () => Promise<{ nextDueAt: number | null }>,
  now: () => number = Date.now,
): () => Promise<{ ran: boolean }> {
  let lastStart: number | null = null;
  let lastSeen: string | null = null;
  let nextDueAt: number | null = null;
  return async () => {
    const at = now();
    const mark = await PassMarkModel.findById(MARK_ID).lean();
    const seen = mark?.change ?? null;
    const due =
      lastStart === null ||
      seen !== lastSeen ||
      (nextDueAt !== null && at >= nextDueAt) ||
      at - lastStart >= FULL_PASS_EVERY_MS;
    if (!due) return { ran: false };
    // Read before the pass: a write during it changes the mark again, and the next tick runs.
    lastStart = at;
    lastSeen = seen;
    ({ nextDueAt } = await pass());
    return { ran: true };
  };
}
