import type { Connection } from 'mongoose';
import { withLock } from './lock';
import { isDuplicateKey } from './mongo-errors';

/** A webhook event (Stripe's, or one forwarded): its id is what makes it the same event again. */
export interface OnceEvent {
  id: string;
  type: string;
}

export type Once<T> = { duplicate: true } | { duplicate: false; result: T };

/**
 * Applies a webhook event once. The event's id is recorded in `collection` (`{ _id, type, at }`) after
 * `apply` succeeded: a redelivery finds it and is answered as a duplicate, and a failed one (nothing
 * recorded) is applied again when the sender retries. Deliveries of one event at the same time wait
 * for each other under the kit's lock (a unique insert, sound on FerretDB), so only the first applies
 * it and the others find it recorded; should a holder die, its lock expires and a retry applies it.
 */
export async function applyOnce<T>(
  connection: Connection,
  collection: string,
  event: OnceEvent,
  apply: () => Promise<T>,
): Promise<Once<T>> {
  const records = connection.collection<{ _id: string; type: string; at: Date }>(collection);
  return withLock(`${collection}:${event.id}`, async () => {
    if (await records.findOne({ _id: event.id }, { projection: { _id: 1 } })) return { duplicate: true };
    const result = await apply();
    try {
      await records.insertOne({ _id: event.id, type: event.type, at: new Date() });
    } catch (error) {
      // Recorded by a holder whose lock had expired: the event is applied either way.
      if (!isDuplicateKey(error)) throw error;
    }
    return { duplicate: false, result };
  });
}
