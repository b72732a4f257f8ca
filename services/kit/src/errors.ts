import type { MessageKey, MessageValues } from '@ministry/contracts/messages';

/**
 * The one error type services throw. `message` is a message key from @ministry/contracts (translated
 * into the caller's language by the error middleware, its {placeholders} filled from `values`) or a
 * ready sentence. `expose: false` hides it behind a generic message.
 */
export class AppError extends Error {
  readonly status: number;
  readonly expose: boolean;
  readonly values?: MessageValues;

  constructor(
    status: number,
    message: MessageKey | (string & {}),
    options: { expose?: boolean; values?: MessageValues } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.expose = options.expose ?? status < 500;
    this.values = options.values;
  }
}

export const notFound = () => new AppError(404, 'api.notFound');
export const unauthorized = () => new AppError(401, 'api.unauthorized');
export const forbidden = () => new AppError(403, 'api.forbidden');
