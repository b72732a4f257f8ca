import { isIP } from 'node:net';
import type { Context, Middleware } from 'koa';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from './database';
import type { MessageKey } from '@ministry/contracts/messages';
import { AppError } from './errors';
import { isDuplicateKey } from './mongo-errors';

/**
 * A per-key fixed-window rate limiter whose counts live in MongoDB, so every instance of a service
 * counts together. FerretDB v1 compatible: no TTL index, no transaction, and no reliance on `$inc`
 * being atomic under concurrency (FerretDB v1 loses concurrent increments). Instead each allowed
 * request claims one numbered slot of its window with an insert, and the unique `_id` makes two
 * requests unable to claim the same slot. Slots carry their own expiry date and expired ones are
 * deleted now and then.
 */
export interface RateLimitOptions {
  /** Separates the counters of different limits in one collection (say 'contact' or 'login'). */
  name: string;
  /** Who is counted: the client address, a username… `null` lets the request through uncounted. */
  key: (ctx: Context) => string | null | undefined;
  /** Requests allowed per key and window. */
  limit: number;
  windowMs: number;
  /** The database the counters live in (the service's own data connection). */
  connection: Connection;
  /** The 429's message key; translated into the caller's language by the error middleware. */
  message?: MessageKey;
  /** For tests: the current time. */
  now?: () => number;
}

interface StoredSlot {
  /** `<bucket>#<slot number>` */
  _id: string;
  /** `<name>:<key>:<window start>` */
  bucket: string;
  expiresAt: Date;
}

const slotSchema = new Schema<StoredSlot>(
  {
    _id: { type: String, required: true },
    bucket: { type: String, required: true, index: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

/** Expired slots are deleted at most this often (per limiter), on the back of a request. */
const CLEANUP_EVERY_MS = 60_000;

export function rateLimitModel(connection: Connection): Model<StoredSlot> {
  return modelOn(connection, 'RateLimitSlot', slotSchema, 'rate_limits');
}

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in this window, this one included (capped at limit + 1 once refused). */
  count: number;
  limit: number;
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
}

/** The eight 16-bit groups of an IPv6 address (its text already checked by isIP). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The unit a per-address limit counts: an IPv4 address as it is; an IPv6 address by its /64
 * (`2001:db8:1:2::/64`), the block one subscriber or one network is given and inside which any
 * address can be picked at will; an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, how a dual-stack
 * socket reports an IPv4 client) as that IPv4 address. Anything else (a user id, a name) is returned
 * as it is, so every limiter applies this to its keys.
 */
export function clientAddressKey(key: string): string {
  const address = key.replace(/%.*$/, '');
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return key;
  const groups = ipv6Groups(address.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The client address of a request as its per-address limits count it (see clientAddressKey). */
export const clientKeyOf = (ctx: Pick<Context, 'ip'>): string => clientAddressKey(ctx.ip);

/**
 * Counts one hit for a key and tells whether it is within the limit. Usable outside a middleware. A
 * key that is a client address is counted by its network (clientAddressKey).
 */
export function createRateLimiter(options: Omit<RateLimitOptions, 'key' | 'message'>) {
  const { name, limit, windowMs, connection } = options;
  if (!(limit >= 1) || !(windowMs >= 1)) throw new Error('rate limit: limit and windowMs must be positive');
  const now = options.now ?? Date.now;
  const slots = rateLimitModel(connection);
  let lastCleanup = 0;

  const cleanup = (at: number) => {
    if (at - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = at;
    void slots.deleteMany({ expiresAt: mongoose.trusted({ $lte: new Date(at) }) }).catch(() => undefined);
  };

  const bucketOf = (key: string, at: number) => {
    const windowStart = Math.floor(at / windowMs) * windowMs;
    return {
      bucket: `${name}:${clientAddressKey(key)}:${windowStart}`,
      resetAt: windowStart + windowMs,
    };
  };

  /** Claims the lowest free slot of the window; null when all `limit` slots are taken. */
  const claimSlot = async (bucket: string, expiresAt: Date): Promise<number | null> => {
    let slot = (await slots.countDocuments({ bucket })) + 1;
    while (slot <= limit) {
      try {
        await slots.create({ _id: `${bucket}#${slot}`, bucket, expiresAt });
        return slot;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        slot++;
      }
    }
    return null;
  };

  return {
    async hit(key: string): Promise<RateLimitResult> {
      const at = now();
      const { bucket, resetAt } = bucketOf(key, at);
      const slot = await claimSlot(bucket, new Date(resetAt));
      cleanup(at);
      return { allowed: slot !== null, count: slot ?? limit + 1, limit, resetAt };
    },
    /** Tells, without counting, whether the key's current window is used up. */
    async isExhausted(key: string): Promise<{ exhausted: boolean; resetAt: number }> {
      const { bucket, resetAt } = bucketOf(key, now());
      return { exhausted: (await slots.countDocuments({ bucket })) >= limit, resetAt };
    },
    /** Forgets a key's current window (after a successful login, say). */
    async reset(key: string): Promise<void> {
      await slots.deleteMany({ bucket: bucketOf(key, now()).bucket });
    },
  };
}

/**
 * Koa middleware: counts each request under `key(ctx)` and answers 429 (with Retry-After and a
 * translated message) once a key went over `limit` requests in the current window.
 */
export function rateLimit(options: RateLimitOptions): Middleware {
  const limiter = createRateLimiter(options);
  const now = options.now ?? Date.now;
  return async (ctx, next) => {
    const key = options.key(ctx);
    if (key) {
      const result = await limiter.hit(key);
      ctx.set('RateLimit-Limit', String(result.limit));
      ctx.set('RateLimit-Remaining', String(Math.max(0, result.limit - result.count)));
      if (!result.allowed) {
        ctx.set('Retry-After', String(Math.max(1, Math.ceil((result.resetAt - now()) / 1000))));
        throw new AppError(429, options.message ?? 'api.tooManyRequests');
      }
    }
    await next();
  };
}
