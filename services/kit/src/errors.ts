import type { MessageKey, MessageValues } from '@ministry/contracts/messages';

/**
 * The one error type services throw. `message` is a message key from @ministry/contracts (translated
 * into the caller's language by the error middleware, its {placeholders} filled from `values`) or a
 * ready sentence. `expose: false` hides it behind a generic message. `logFields` are for the log only
 * (never sent): the error handler's one line for a failed request carries it beside the request id.
 */
export class AppError extends Error {
  readonly status: number;
  readonly expose: boolean;
  readonly values?: MessageValues;
  readonly logFields?: Record<string, unknown>;

  constructor(
    status: number,
    message: MessageKey | (string & {}),
    options: {
      expose?: boolean;
      values?: MessageValues;
      logFields?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.status = status;
    this.expose = options.expose ?? status < 500;
    this.values = options.values;
    this.logFields = options.logFields;
  }
}

export const notFound = () => new AppError(404, 'api.notFound');
export const unauthorized = () => new AppError(401, 'api.unauthorized');
export const forbidden = () => new AppError(403, 'api.forbidden');
