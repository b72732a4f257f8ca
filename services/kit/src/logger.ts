import pino, { type DestinationStream } from 'pino';
import { currentRequestId } from './request-id';

/** Structured logs: one JSON object per line (pino), the level chosen by LOG_LEVEL. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * Fields whose value never reaches a log line, at the top of a line's fields or one level down
 * (`{ user: { password } }`, `{ headers: { cookie } }`): pino writes "[redacted]" instead. With
 * `scrubSecrets` below, a safety net only: the rule is to log what happened (ids, counts, statuses), never a body, a header set or
 * a secret, and a test feeds known secrets through the flows and looks for them in every line.
 */
export const REDACTED_FIELDS = [
  // passwords and the proofs sent by e-mail
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'resetToken',
  'verificationToken',
  'accessToken',
  'refreshToken',
  // credentials of the site itself
  'secret',
  'apiKey',
  'secretKey',
  'clientSecret',
  'client_secret',
  'webhookSecret',
  'internalApiKey',
  'sessionKeys',
  'smtpUrl',
  'mongodbUri',
  // request and answer headers
  'authorization',
  'Authorization',
  'cookie',
  'Cookie',
  'set-cookie',
  'x-internal-key',
  'X-Internal-Key',
  // card data
  'card',
  'cardNumber',
  'cvc',
  'cvv',
  // bodies: of a request or an answer, of an e-mail
  'body',
  'html',
  'text',
];

/**
 * Secrets recognised by their form wherever they appear in a line's text (an upstream's error message
 * that echoes the key it was sent, say): Stripe secret and restricted keys, webhook signing secrets,
 * PaymentIntent and SetupIntent client secrets, bearer tokens, and card numbers (13 to 19 digits,
 * spaces or dashes between them, that pass the Luhn check).
 */
const SECRET_FORMS =
  /\b(?:sk|rk)_(?:live|test)_\w+|\bwhsec_\w+|\b(?:pi|seti)_\w+?_secret_\w+|\bBearer\s+[\w.~+/=-]+/g;
const CARD_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `text` with every secret recognised by its form replaced by "[redacted]". */
export function scrubSecrets(text: string): string {
  return text
    .replace(SECRET_FORMS, '[redacted]')
    .replace(CARD_LIKE, (match) => (luhn(match.replace(/\D/g, '')) ? '[redacted]' : match));
}

/** A line's fields with `scrubSecrets` applied to every string, a few levels deep. */
function scrubFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubSecrets(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubFields(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubFields(item, depth + 1)]));
}

const REDACT_PATHS = REDACTED_FIELDS.flatMap((field) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
  return [key, `*.${key}`.replace('.[', '[')];
});

/**
 * A service's logger: JSON lines with `time`, `level`, `service`, `message`, the current request's
 * `requestId` when the line is written while a request is handled (`request-id.ts`), and the fields
 * given. `destination` is stdout unless a test captures the lines.
 */
export function createLogger(
  service: string,
  level: LogLevel = 'info',
  destination: DestinationStream = process.stdout,
): Logger {
  const lines = pino(
    {
      level,
      base: { service },
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => scrubFields(fields) as Record<string, unknown>,
      },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  );
  return {
    debug: (message, fields = {}) => lines.debug(fields, scrubSecrets(message)),
    info: (message, fields = {}) => lines.info(fields, scrubSecrets(message)),
    warn: (message, fields = {}) => lines.warn(fields, scrubSecrets(message)),
    error: (message, fields = {}) => lines.error(fields, scrubSecrets(message)),
  };
}

/** An error for a log line: its message and stack, and the log-only `logFields` an AppError carries. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const { logFields } = error as { logFields?: Record<string, unknown> };
  return { error: error.message, stack: error.stack, ...logFields };
}
