import { createHash } from 'node:crypto';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import createSession from 'koa-session';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from './database';
import { SessionCache, SESSION_CACHE_MS, type CachedSession } from './session-cache';

export const SESSION_COOKIE = 'ministry.sid';
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** However often it is used, a session ends this long after it began (a sign-in starts a new one). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser-session cookie still expires on the server after this long without use. */
const BROWSER_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 10 * 60 * 1000;

/**
 * Who is signed in, as the identity service writes it into the shared session at login (and refreshes
 * it when the user changes). Other services read only this; they never read the users collection.
 */
export interface SessionUser {
  id: string;
  username: string;
  role: string;
  /** Admins, event editors and the configured EVENT_EDITOR_ACCOUNT. */
  canManageEvents?: boolean;
  /** The user has a subscription identifier from the card payment provider. */
  hasActiveSubscription?: boolean;
  /** The first admin's bootstrap password is still in use: only changing it is allowed. */
  mustChangePassword?: boolean;
  /**
   * Her account's address was proven by a link sent to it. A service that attaches anything to her by
   * address (earlier sign-ups, gifts) asks identity's internal API for the verified address itself.
   */
  emailVerified?: boolean;
  /** An admin given access to donors' records (`requireFinance`). */
  finance?: boolean;
}

interface StoredSession {
  _id: string;
  data: Record<string, unknown>;
  userId?: string;
  expiresAt: Date;
  /** When the session began: its absolute end is SESSION_ABSOLUTE_LIFETIME_MS later. */
  createdAt: Date;
}

const storedSessionSchema = new Schema<StoredSession>(
  {
    _id: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    userId: { type: String, index: true },
    expiresAt: { type: Date, required: true, index: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);

/**
 * How a session is stored: a hash of its id, so whoever reads the sessions collection (a backup, a
 * service's bug) cannot sign in as anyone with what is there.
 */
export function storedSessionId(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** A stored session still in use: not past its expiry nor its absolute end. */
function live(session: CachedSession, now: number): boolean {
  return (
    session.expiresAt.getTime() > now &&
    session.createdAt !== undefined &&
    session.createdAt.getTime() > now - SESSION_ABSOLUTE_LIFETIME_MS
  );
}

/**
 * The session store all services share (one collection in the sessions database). Expiry is a stored
 * date checked on read plus a periodic delete: FerretDB has no TTL indexes. The identity service's
 * (writable) store keeps what it read for SESSION_CACHE_MS (session-cache.ts): its own writes are seen
 * at once, another identity instance's within that bound. A read-only store (every other service)
 * keeps nothing: a sign-out or a role change made by identity counts there at the very next request.
 */
export class MongoSessionStore {
  readonly sessions: Model<StoredSession>;
  private cleanupTimer?: NodeJS.Timeout;
  private readonly cache: SessionCache;
  private readonly now: () => number;

  /**
   * `writable`: only the identity service writes sessions (sign-in, renewal, sign-out, expiry); every
   * other service reads them, and its database user may only read them in production.
   */
  constructor(
    connection: Connection,
    readonly writable = true,
    options: { now?: () => number; cacheMs?: number } = {},
  ) {
    this.sessions = modelOn(connection, 'Session', storedSessionSchema, 'sessions');
    this.now = options.now ?? Date.now;
    this.cache = new SessionCache(this.now, options.cacheMs ?? (writable ? SESSION_CACHE_MS : 0));
  }

  private assertWritable(): void {
    if (!this.writable) throw new Error('only the identity service writes the session store');
  }

  /** Read by its id alone (the dates are checked here), through the process's cache; a copy each time. */
  async get(key: string): Promise<Record<string, unknown> | undefined> {
    const id = storedSessionId(key);
    const found = await this.cache.read(id, () =>
      this.sessions.findById(id, { data: 1, userId: 1, expiresAt: 1, createdAt: 1 }).lean<CachedSession>(),
    );
    return found && live(found, this.now()) ? structuredClone(found.data) : undefined;
  }

  async set(
    key: string,
    data: Record<string, unknown>,
    maxAge: number | 'session' | undefined,
  ): Promise<void> {
    this.assertWritable();
    const ttl = typeof maxAge === 'number' ? maxAge : BROWSER_SESSION_TTL_MS;
    const user = data.user as SessionUser | undefined;
    const id = storedSessionId(key);
    this.cache.forget(id);
    await this.sessions.updateOne(
      { _id: id },
      {
        $set: { data, userId: user?.id, expiresAt: new Date(this.now() + ttl) },
        $setOnInsert: { createdAt: new Date(this.now()) },
      },
      { upsert: true },
    );
    this.cache.forget(id);
  }

  async destroy(key: string): Promise<void> {
    this.assertWritable();
    const id = storedSessionId(key);
    this.cache.forget(id);
    await this.sessions.deleteOne({ _id: id });
    this.cache.forget(id);
  }

  /** Ends every session of a user except one (after a password change, say). */
  async destroyUserSessions(userId: string, exceptKey?: string): Promise<void> {
    this.assertWritable();
    this.cache.forgetUser(userId);
    await this.sessions.deleteMany(
      exceptKey ? { userId, _id: mongoose.trusted({ $ne: storedSessionId(exceptKey) }) } : { userId },
    );
    this.cache.forgetUser(userId);
  }

  /** Rewrites the signed-in user in every session of that user (after a role change, say). */
  async updateUserSessions(user: SessionUser): Promise<void> {
    this.assertWritable();
    this.cache.forgetUser(user.id);
    await this.sessions.updateMany({ userId: user.id }, { $set: { 'data.user': user } });
    this.cache.forgetUser(user.id);
  }

  startCleanup(): void {
    if (!this.writable) return;
    // Sessions stored before the absolute lifetime existed count from now.
    void this.sessions
      .updateMany({ createdAt: mongoose.trusted({ $exists: false }) }, { $set: { createdAt: new Date() } })
      .catch(() => undefined);
    this.cleanupTimer = setInterval(() => {
      void this.sessions
        .deleteMany({ expiresAt: mongoose.trusted({ $lte: new Date() }) })
        .catch(() => undefined);
    }, CLEANUP_EVERY_MS);
    this.cleanupTimer.unref();
  }

  stopCleanup(): void {
    clearInterval(this.cleanupTimer);
  }
}

/**
 * The same cookie, keys and store in every service, so one login is seen everywhere. A service whose
 * store is read-only never saves the session (no store write, no cookie): a change it makes to
 * `ctx.session` lasts for its request only.
 */
export function sessionMiddleware(
  app: Koa,
  store: MongoSessionStore,
  options: { secure: boolean },
): Middleware {
  return createSession(
    {
      autoCommit: store.writable,
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      signed: true,
      rolling: false,
      renew: true,
      store,
    },
    app,
  );
}
