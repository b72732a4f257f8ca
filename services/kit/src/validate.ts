import type { Middleware } from 'koa';
import { ArraySchema, ObjectSchema, ValidationError, type AnyObject, type Schema } from 'yup';
import { isMessageKey } from '@ministry/contracts/messages';
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

const SCALAR_TYPES = new Set(['string', 'number', 'boolean', 'date']);

/**
 * The path of the first list or object sent where the schema wants one value (or a list where it
 * wants an object). yup would turn [5] into 5 and [true] into true, so these are refused first.
 */
function misplacedValue(schema: Schema, value: unknown, path: string): string | null {
  if (value === null || typeof value !== 'object' || value instanceof Date) return null;
  if (SCALAR_TYPES.has(schema.type)) return path;
  if (schema instanceof ObjectSchema) {
    if (Array.isArray(value)) return path;
    for (const [key, field] of Object.entries(schema.fields as Record<string, Schema>)) {
      const found = misplacedValue(field, (value as AnyObject)[key], path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  if (schema instanceof ArraySchema && Array.isArray(value) && schema.innerType) {
    for (const [index, item] of value.entries()) {
      const found = misplacedValue(schema.innerType as Schema, item, `${path}[${index}]`);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Validates untrusted input against a schema, unknown keys stripped. Every failure is a yup
 * ValidationError whose messages are catalogue keys: yup's own sentences (which quote the value
 * sent) become the generic "not valid", and a transform that met an unexpected type is one too.
 */
export async function validateInput<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
): Promise<T> {
  const misplaced = misplacedValue(schema, input, '');
  if (misplaced !== null) throw new ValidationError('api.invalidInput', input, misplaced || undefined);
  try {
    // yup types the output with its own optional-key rules; it is the schema's T.
    return (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as T;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw new AppError(400, 'api.invalidInput');
    const known = (message: string) => (isMessageKey(message) ? message : 'api.invalidInput');
    error.errors = error.errors.map(known);
    for (const inner of error.inner) inner.message = known(inner.message);
    error.message = known(error.message);
    throw error;
  }
}

/**
 * Validates one part of the request before the handler (see validateInput); the clean value lands
 * in ctx.state[part]. A failure becomes a 400 with the schema's translated message.
 */
export function validate<T extends AnyObject>(part: Part, schema: ObjectSchema<T>): Middleware {
  return async (ctx, next) => {
    ctx.state[part] = await validateInput(schema, read(ctx, part));
    await next();
  };
}

/** The validated value a `validate` middleware left for this handler. */
export function validated<T>(state: { [key in Part]?: unknown }, part: Part): T {
  return state[part] as T;
}
