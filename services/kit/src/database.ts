import mongoose, { type Connection, type Model, type Schema } from 'mongoose';
import { errorFields, type Logger } from './logger';

/** Every model: `id` instead of `_id`, no `__v`, and fields marked `select: false`-style secrets hidden. */
export function toJSONPlugin(schema: Schema): void {
  schema.set('toJSON', {
    virtuals: true,
    versionKey: false,
    transform: (_doc: unknown, ret: Record<string, unknown>) => {
      ret.id = String(ret._id);
      delete ret._id;
      for (const [path, type] of Object.entries(schema.paths)) {
        if ((type.options as { private?: boolean }).private) delete ret[path];
      }
      return ret;
    },
  });
}

mongoose.plugin(toJSONPlugin);
// Query filters from user input cannot smuggle operators ({ $ne: ... }).
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

/** Mongoose's query middleware names that change or delete documents (a schema's `pre` hooks on writes). */
export const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'deleteOne',
  'deleteMany',
] as const;

/** The connection's model `name` over `collection`, compiled on first use (a connection compiles a name once). */
export function modelOn<T>(
  connection: Connection,
  name: string,
  schema: Schema<T>,
  collection: string,
): Model<T> {
  return (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema, collection);
}

const CONNECT_OPTIONS = {
  // Fail a request within seconds while the database is away instead of hanging; the driver reconnects.
  serverSelectionTimeoutMS: 5000,
  bufferTimeoutMS: 5000,
  heartbeatFrequencyMS: 2000,
  // A database that accepts a connection but never answers: give up before the gateway's 30 s read timeout.
  socketTimeoutMS: 20_000,
} as const;

const { MongoNetworkError, MongoServerSelectionError, MongoNotConnectedError, MongoTopologyClosedError } =
  mongoose.mongo;
const UNREACHABLE_ERRORS = [
  // Also covers a dropped connection, a socket timeout and a cleared pool (MongoPoolClearedError).
  MongoNetworkError,
  MongoServerSelectionError,
  mongoose.Error.MongooseServerSelectionError,
  MongoNotConnectedError,
  MongoTopologyClosedError,
  mongoose.mongo.MongoServerClosedError,
];
/** Socket errors the driver sometimes lets through unwrapped (a write to a connection the server just closed). */
const SOCKET_ERROR_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT']);

/**
 * Whether an error means the database cannot be reached right now (down, restarting, unreachable), as
 * opposed to a bad query: the request may succeed later, so callers answer 503 rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (UNREACHABLE_ERRORS.some((type) => current instanceof type)) return true;
    // Mongoose queues operations while disconnected and fails them with a plain MongooseError.
    if (current instanceof mongoose.Error && /buffering timed out/.test(current.message)) return true;
    if (SOCKET_ERROR_CODES.has(String((current as NodeJS.ErrnoException).code))) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Connects a mongoose connection, retrying with backoff until it succeeds or `signal` aborts.
 * Later disconnections are healed by the driver itself.
 */
export async function connectWithRetry(
  connection: Connection,
  uri: string,
  dbName: string,
  logger: Logger,
  signal?: AbortSignal,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await connection.openUri(uri, { ...CONNECT_OPTIONS, dbName });
      logger.info('database connected', { dbName, attempt });
      return;
    } catch (error) {
      if (signal?.aborted) throw error;
      const waitMs = Math.min(1000 * attempt, 10_000);
      logger.warn('database connection failed, retrying', { dbName, attempt, waitMs, ...errorFields(error) });
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

/** The default connection (the service's own data) and a second one for the shared session store. */
export function serviceConnections(): { data: Connection; sessions: Connection } {
  return { data: mongoose.connection, sessions: mongoose.createConnection() };
}

/** Pings the database with a short timeout. */
export async function databaseIsUp(connection: Connection, timeoutMs = 2000): Promise<boolean> {
  if (connection.readyState !== 1 || !connection.db) return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), timeoutMs);
    });
    await Promise.race([connection.db.admin().ping(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
