import { boolean, number, object, string, ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import type { LogLevel } from './logger';

/** What every service reads from its environment. */
export interface ServiceConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  mongodbUri: string;
  databaseName: string;
  sessionMongodbUri: string;
  sessionDatabaseName: string;
  sessionKeys: string[];
  cookieSecure: boolean;
  allowedOrigins: string[];
  logLevel: LogLevel;
  /** Shared by the services for their internal calls (never routed by the gateway). */
  internalApiKey: string;
}

const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/**
 * Reads the environment once at start-up, failing with a list of everything that is missing or wrong.
 * Secrets have no default in production.
 */
export function loadServiceConfig(
  env: NodeJS.ProcessEnv,
  defaults: { port: number; databaseName: string },
): ServiceConfig {
  const production = isProduction(env);
  const schema = object({
    NODE_ENV: string().oneOf(['development', 'test', 'production']).default('development'),
    PORT: number().integer().min(1).max(65535).default(defaults.port),
    MONGODB_URI: production ? string().required() : string().default('mongodb://127.0.0.1:27017'),
    MONGODB_DB: string().default(defaults.databaseName),
    SESSION_MONGODB_URI: string(),
    SESSION_DB: string().default('ministry-sessions'),
    SESSION_KEYS: production
      ? string().required('SESSION_KEYS is required in production (comma-separated secrets)')
      : string().default('development-only-session-key'),
    COOKIE_SECURE: boolean().default(production),
    ALLOWED_ORIGINS: string().default(''),
    LOG_LEVEL: string().oneOf(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    INTERNAL_API_KEY: production
      ? string().required(
          'INTERNAL_API_KEY is required in production (a long random secret shared by the services)',
        )
      : string().default('development-only-internal-key'),
  });
  const raw = readEnv(schema, env);
  return {
    nodeEnv: raw.NODE_ENV as ServiceConfig['nodeEnv'],
    port: raw.PORT,
    mongodbUri: raw.MONGODB_URI,
    databaseName: raw.MONGODB_DB,
    sessionMongodbUri: raw.SESSION_MONGODB_URI ?? raw.MONGODB_URI,
    sessionDatabaseName: raw.SESSION_DB,
    sessionKeys: splitList(raw.SESSION_KEYS),
    cookieSecure: raw.COOKIE_SECURE,
    allowedOrigins: splitList(raw.ALLOWED_ORIGINS),
    logLevel: raw.LOG_LEVEL as LogLevel,
    internalApiKey: raw.INTERNAL_API_KEY,
  };
}

/** Validates the environment against a schema, throwing one readable error that lists every problem. */
export function readEnv<T extends AnyObject>(schema: ObjectSchema<T>, env: NodeJS.ProcessEnv): T {
  try {
    return schema.validateSync(env, { abortEarly: false, stripUnknown: true }) as T;
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new Error(`Invalid configuration:\n${error.errors.map((e) => `  - ${e}`).join('\n')}`);
    }
    throw error;
  }
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
