import type { Middleware } from 'koa';
import { ValidationError } from 'yup';
import mongoose from 'mongoose';
import { translateMessage, type MessageValues } from '@ministry/contracts/messages';
import { isDatabaseUnavailable } from './database';
import { AppError } from './errors';
import { errorFields, type Logger } from './logger';
import { requestLanguage } from './request-language';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  name?: string;
  message?: string;
}

/**
 * The top of every service's chain: any error becomes `{ "message": ... }` with the right status,
 * in the caller's language. Unknown errors are a generic 500, logged with the request id; every 5xx
 * answer carries that `requestId` too, for a person to quote.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new AppError(404, 'api.notFound');
    } catch (caught) {
      const language = requestLanguage(ctx);
      const { status, message, values, fields } = describe(caught);
      if (isDatabaseUnavailable(caught)) {
        // Expected while the database restarts: no stack trace, and the client is told when to retry.
        ctx.set('Retry-After', '5');
        logger.warn('database unavailable', {
          requestId: ctx.state.requestId,
          path: ctx.path,
          error: caught instanceof Error ? caught.message : String(caught),
        });
      } else if (status >= 500) {
        logger.error('request failed', {
          requestId: ctx.state.requestId,
          path: ctx.path,
          ...errorFields(caught),
        });
      }
      ctx.status = status;
      ctx.body = {
        message: translateMessage(message, language, values),
        ...(fields && {
          errors: Object.fromEntries(
            Object.entries(fields).map(([k, v]) => [k, translateMessage(v, language)]),
          ),
        }),
        // A failure on our side: the id a person can quote, to find the request's log lines.
        ...(status >= 500 && typeof ctx.state.requestId === 'string' && { requestId: ctx.state.requestId }),
      };
    }
  };
}

interface Described {
  status: number;
  message: string;
  values?: MessageValues;
  fields?: Record<string, string>;
}

function describe(caught: unknown): Described {
  if (caught instanceof AppError) {
    return caught.expose
      ? { status: caught.status, message: caught.message, values: caught.values }
      : { status: caught.status, message: 'api.internal' };
  }
  if (caught instanceof ValidationError) {
    const fields: Record<string, string> = {};
    for (const inner of caught.inner.length ? caught.inner : [caught]) {
      if (inner.path && !fields[inner.path]) fields[inner.path] = inner.message;
    }
    return { status: 400, message: caught.errors[0] ?? 'api.invalidInput', fields };
  }
  if (caught instanceof mongoose.Error.CastError) return { status: 400, message: 'api.invalidInput' };
  if (caught instanceof mongoose.Error.ValidationError) return { status: 400, message: 'api.invalidInput' };
  if (isDatabaseUnavailable(caught)) return { status: 503, message: 'api.unavailable' };

  const httpError = (caught ?? {}) as HttpLikeError;
  const status = httpError.status ?? httpError.statusCode ?? 500;
  if (status === 413) return { status, message: 'api.bodyTooLarge' };
  if (status === 400 && (httpError.type === 'entity.parse.failed' || httpError.name === 'SyntaxError'))
    return { status, message: 'api.malformedJson' };
  if (status >= 400 && status < 500) {
    return {
      status,
      message: httpError.expose && httpError.message ? httpError.message : 'api.invalidInput',
    };
  }
  return { status: 500, message: 'api.internal' };
}
