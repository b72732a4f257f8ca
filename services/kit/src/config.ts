import { boolean, number, object, string, ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import type { LogLevel } from './logger';
import { readDkim, type DkimConfig } from './mail-dkim';

/** A whole number of at least 1 (a limit, a count, a window in seconds), `fallback` when unset. */
export const positiveWhole = (fallback: number) => number().integer().min(1).default(fallback);

/** An env setting `name`: a whole number from `min` to `max`, `fallback` when unset; each error names it. */
export const wholeSetting = (name: string, min: number, max: number, fallback: number) =>
  number()
    .typeError(`${name} must be a whole number`)
    .integer(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`)
    .default(fallback);

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
  /** This service's own key, sent with its internal calls to other services (never routed by the gateway). */
  internalApiKey: string;
  /**
   * The keys of the services allowed to call this one (`INTERNAL_CALLER_KEYS=billing=…,events=…`), one
   * per calling service, so one service's key opens only what that service may call. Outside
   * production a caller without an entry uses this service's own (development) key.
   */
  internalCallerKeys: Record<string, string>;
  /** The site's public address, for links in e-mails ('https://womenofpurpose.org'). */
  siteUrl: string;
  /**
   * The content service's internal address ('http://content:4002'), where the published ministry
   * details every e-mail and PDF shows are read (ministry-details.ts); empty (tests): the seed's.
   */
  contentServiceUrl: string;
  mail: MailConfig;
  /** Where this service serves `/metrics` (METRICS_PORT, a listener of its own); none when unset. */
  metricsPort?: number;
  /** Where the backups and their `status.json` are (BACKUP_DIR), when this service can read them. */
  backupDir?: string;
}

export interface MailConfig {
  /** Where the outbox delivers: 'smtp://user:pass@host:587'; empty only outside production (nothing sent). */
  smtpUrl: string;
  /** The From header of every message. */
  from: string;
  /** Where staff notices go (a new contact message, a paid order). */
  notifyEmail: string;
  /** How messages are signed (MAIL_DKIM_*); unsigned without. */
  dkim?: DkimConfig;
}

const SMTP_URL = /^smtps?:\/\/[^\s]+$/;

/** An http:// or https:// address (or nothing: a missing value is another rule's business). */
export function isWebAddress(value: string | undefined): boolean {
  if (!value) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/** Words of the example and development values (.env.example, the defaults) no real secret contains. */
const PLACEHOLDER = /replace|change-?me|placeholder|example|development[-_]only|your[-_]|xxx/i;
/** A signing or shared key shorter than this is guessable offline. */
export const MIN_SECRET_BYTES = 32;

/**
 * What is wrong with a production secret, or null: an example or placeholder value, or (for keys)
 * fewer than MIN_SECRET_BYTES bytes.
 */
export function secretProblem(
  name: string,
  value: string,
  options: { minBytes?: number } = {},
): string | null {
  if (!value) return null;
  if (PLACEHOLDER.test(value)) return `${name} is still an example value: set a real secret`;
  const minBytes = options.minBytes ?? 0;
  if (Buffer.byteLength(value, 'utf8') < minBytes)
    return `${name} must be at least ${minBytes} bytes (a long random secret)`;
  return null;
}

/** Throws one error listing every problem. */
export function refuseProblems(problems: (string | null)[]): void {
  const found = problems.filter((problem): problem is string => problem !== null);
  if (found.length) throw new Error(`Invalid configuration:\n${found.map((p) => `  - ${p}`).join('\n')}`);
}

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
    METRICS_PORT: number().integer().min(1).max(65535),
    BACKUP_DIR: string(),
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
          "INTERNAL_API_KEY is required in production (this service's own long random key for its internal calls)",
        )
      : string().default('development-only-internal-key'),
    INTERNAL_CALLER_KEYS: string()
      .default('')
      .test(
        'caller-keys',
        'INTERNAL_CALLER_KEYS must look like billing=<key>,events=<key>',
        (value) => parseCallerKeys(value ?? '') !== null,
      ),
    SITE_URL: (production
      ? string().required('SITE_URL is required in production (the public address links in e-mails point to)')
      : string().default('http://localhost:8080')
    ).test('web-address', 'SITE_URL must be a web address such as https://womenofpurpose.org', isWebAddress),
    CONTENT_SERVICE_URL: string()
      .default(env.NODE_ENV === 'test' ? '' : 'http://127.0.0.1:4002')
      .test(
        'web-address',
        'CONTENT_SERVICE_URL must be a web address such as http://content:4002',
        isWebAddress,
      ),
    SMTP_URL: (production
      ? string().required('SMTP_URL is required in production (smtp://user:password@host:587)')
      : string().default('')
    ).matches(SMTP_URL, {
      message: 'SMTP_URL must look like smtp://user:password@host:587 (or smtps://)',
      excludeEmptyString: true,
    }),
    MAIL_FROM: string().default(`${MINISTRY_CONTENT.name.en} <${MINISTRY_CONTENT.email}>`),
    MINISTRY_NOTIFY_EMAIL: string()
      .email('MINISTRY_NOTIFY_EMAIL must be an e-mail address')
      .default(MINISTRY_CONTENT.email),
    MAIL_DKIM_DOMAIN: string(),
    MAIL_DKIM_SELECTOR: string(),
    MAIL_DKIM_PRIVATE_KEY: string(),
  });
  const raw = readEnv(schema, env);
  const { dkim, problems: dkimProblems } = readDkim(raw);
  refuseProblems(dkimProblems);
  if (production) {
    refuseProblems([
      ...splitList(raw.SESSION_KEYS).map((key, index) =>
        secretProblem(`SESSION_KEYS (key ${index + 1})`, key, { minBytes: MIN_SECRET_BYTES }),
      ),
      secretProblem('INTERNAL_API_KEY', raw.INTERNAL_API_KEY, { minBytes: MIN_SECRET_BYTES }),
      ...Object.entries(parseCallerKeys(raw.INTERNAL_CALLER_KEYS) ?? {}).map(([caller, key]) =>
        key === raw.INTERNAL_API_KEY
          ? `INTERNAL_CALLER_KEYS (${caller}) is this service's own key: every service has a key of its own`
          : secretProblem(`INTERNAL_CALLER_KEYS (${caller})`, key, { minBytes: MIN_SECRET_BYTES }),
      ),
      // The database password inside the URI.
      secretProblem('MONGODB_URI', raw.MONGODB_URI),
      secretProblem('SMTP_URL', raw.SMTP_URL),
      PLACEHOLDER.test(raw.SITE_URL) ? 'SITE_URL is still an example value: set the public address' : null,
    ]);
  }
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
    internalCallerKeys: parseCallerKeys(raw.INTERNAL_CALLER_KEYS) ?? {},
    siteUrl: raw.SITE_URL.replace(/\/+$/, ''),
    contentServiceUrl: raw.CONTENT_SERVICE_URL.replace(/\/+$/, ''),
    mail: {
      smtpUrl: raw.SMTP_URL,
      from: raw.MAIL_FROM,
      notifyEmail: raw.MINISTRY_NOTIFY_EMAIL,
      ...(dkim && { dkim }),
    },
    ...(raw.METRICS_PORT !== undefined && { metricsPort: raw.METRICS_PORT }),
    ...(raw.BACKUP_DIR && { backupDir: raw.BACKUP_DIR }),
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

/** `billing=<key>,events=<key>` → `{ billing, events }`; null when an entry is not `name=key`. */
function parseCallerKeys(value: string): Record<string, string> | null {
  const keys: Record<string, string> = {};
  for (const entry of splitList(value)) {
    const match = /^([a-z][a-z0-9-]*)=(.+)$/.exec(entry);
    if (!match) return null;
    keys[match[1]!] = match[2]!;
  }
  return keys;
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
