/**
 * How long the identity service reuses a session it read from the shared store without reading it
 * again. A change made through its own store (sign-in, sign-out, a renewal, a role change written into
 * the user's sessions) is seen by it at once; one made by another identity instance (signing her out
 * there) is seen here at most this long after it was written. Read-only stores keep nothing.
 */
export const SESSION_CACHE_MS = 5_000;
/** Sessions kept at most (the oldest read is forgotten first): a bound on memory, not on time. */
const SESSION_CACHE_ENTRIES = 10_000;

/** A session as the store holds it, expiry dates included. */
export interface CachedSession {
  data: Record<string, unknown>;
  userId?: string;
  expiresAt: Date;
  createdAt?: Date;
}

interface Entry {
  session: CachedSession | null;
  readAt: number;
}

/**
 * Sessions read from the store, by stored id, each for SESSION_CACHE_MS. A read that was under way
 * while the cache was told of a write is not kept (it may hold what the write replaced).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Moved by every write: a read that began before it must not be kept. */
  private generation = 0;

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = SESSION_CACHE_MS,
  ) {}

  /** The cached session (null: known to be absent), or undefined when it must be read. */
  lookup(id: string): CachedSession | null | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (this.now() - entry.readAt >= this.ttlMs) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.session;
  }

  /** Reads through the cache: `read` asks the store. */
  async read(id: string, read: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
    const cached = this.lookup(id);
    if (cached !== undefined) return cached;
    const began = this.generation;
    const readAt = this.now();
    const session = await read();
    if (began === this.generation && this.ttlMs > 0) this.remember(id, { session, readAt });
    return session;
  }

  private remember(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.entries.set(id, entry);
    if (this.entries.size > SESSION_CACHE_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** One session was written or deleted through this process. */
  forget(id: string): void {
    this.generation += 1;
    this.entries.delete(id);
  }

  /** Every session of a user was rewritten or deleted through this process. */
  forgetUser(userId: string): void {
    this.generation += 1;
    for (const [id, entry] of this.entries) {
      if (entry.session?.userId === userId) this.entries.delete(id);
    }
  }
}
