import type { Middleware } from 'koa';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { AppError } from './errors';

declare module 'koa' {
  interface DefaultState {
    body?: unknown;
    query?: unknown;
    params?: unknown;
  }
}

type Part = 'body' | 'query' | 'params';

function read(ctx: Parameters<Middleware>[0], part: Part): unknown {
  if (part === 'body') return ctx.request.body ?? {};
  if (part === 'query') return ctx.query;
  return (ctx as unknown as { params?: unknown }).params ?? {};
}

/**
 * Validates one part of the request before the handler; unknown keys are stripped and the clean
 * value lands in ctx.state[part]. A failure becomes a 400 with the schema's translated message.
 */
export function validate<T extends AnyObject>(part: Part, schema: ObjectSchema<T>): Middleware {
  return async (ctx, next) => {
    const input = read(ctx, part);
    try {
      ctx.state[part] = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (error instanceof ValidationError) throw error;
      // A transform that met an unexpected type (an object where text was expected): bad input, not a 500.
      throw new AppError(400, 'api.invalidInput');
    }
    await next();
  };
}

/** The validated value a `validate` middleware left for this handler. */
export function validated<T>(state: { [key in Part]?: unknown }, part: Part): T {
  return state[part] as T;
}
