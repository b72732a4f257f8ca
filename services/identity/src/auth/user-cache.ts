import type { Query, Schema } from 'mongoose';
import type { User } from '@ministry/contracts/user';
import type { SessionUser } from '@ministry/kit/session';
import { QUERY_WRITES } from '@ministry/kit/database';

/**
 * How long `GET /api/auth/user` reuses a user it read. Every write to the users collection made by
 * this process (a role, finance, an address, a name, a deletion: the model's own hooks, whatever route
 * wrote it) is seen at once; one made by another identity instance at most this long after it.
 */
export const USER_CACHE_MS = 5_000;
/** Users kept at most (the oldest read is forgotten first). */
const USER_CACHE_ENTRIES = 10_000;

/** What the answer and the session need of a user, derived once per read. */
export interface UserView {
  publicUser: User;
  sessionUser: SessionUser;
}

const entries = new Map<string, { view: UserView; readAt: number }>();
/** Moved by every write: a read under way while a user was written is not kept. */
let generation = 0;

/** The user's view, from this process's cache when read less than USER_CACHE_MS ago. */
export async function cachedUserView(
  id: string,
  now: () => number,
  read: () => Promise<UserView | null>,
): Promise<UserView | null> {
  const entry = entries.get(id);
  if (entry && now() - entry.readAt < USER_CACHE_MS) return entry.view;
  entries.delete(id);
  const began = generation;
  const readAt = now();
  const view = await read();
  if (view && began === generation) {
    entries.set(id, { view, readAt });
    if (entries.size > USER_CACHE_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }
  return view;
}

/** A user was written (undefined: some users, which ones unknown). */
function forget(id?: unknown): void {
  generation += 1;
  if (id === undefined || id === null) entries.clear();
  else entries.delete(String(id));
}

/**
 * The users schema's plugin: before and after every write through the model, the cache forgets the
 * user written (a document's save or deletion) or every user (a query's write, whatever its filter).
 */
export function forgetCachedUsersOnWrite(schema: Schema): void {
  const forgetDocument = function (this: { _id?: unknown }) {
    forget(this._id);
  };
  schema.pre('save', forgetDocument);
  schema.post('save', forgetDocument);
  schema.pre('deleteOne', { document: true, query: false }, forgetDocument);
  schema.post('deleteOne', { document: true, query: false }, forgetDocument);
  const forgetAll = function (this: Query<unknown, unknown>) {
    forget();
  };
  for (const write of QUERY_WRITES) {
    schema.pre(write, { document: false, query: true }, forgetAll);
    schema.post(write, { document: false, query: true }, forgetAll);
  }
  schema.pre('bulkWrite', () => forget());
  schema.post('bulkWrite', () => forget());
}
