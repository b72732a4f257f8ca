import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { AnyObjectSchema, InferType, ValidationError } from 'yup';
import { serverFieldErrors } from '@ministry/platform/api';
import { loadMessages } from '@ministry/platform/messages';

/** A field's path ('email', 'shippingAddress.city') → its message (a message key, or a server sentence). */
export type FieldErrors<T> = Partial<Record<FieldPath<T>, string>>;

/** A field's name, or the dotted path of a field inside a group ('shippingAddress.city'). */
export type FieldPath<T> = {
  [K in keyof T & string]: T[K] extends readonly unknown[]
    ? K
    : T[K] extends Record<string, unknown>
      ? `${K}.${keyof T[K] & string}`
      : K;
}[keyof T & string];

type ValueAt<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof T
    ? ValueAt<T[K], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/**
 * A schema, or a function importing it: a form on a first page (the home page's contact form) keeps
 * yup out of that page's download this way; the schema loads when the form is first edited.
 */
export type SchemaSource<S extends AnyObjectSchema> = S | (() => Promise<S>);

export interface FormOptions<T> {
  /** What the schema checks, when it is not the values as held (trimmed text, a copied address…). */
  prepare?: (values: T) => unknown;
  /** Leaves out an error the page does not show (the fields of a hidden group). */
  showsError?: (path: string, values: T) => boolean;
  /** After the first submit, every change checks the whole form again (not only clears its field). */
  revalidateAfterSubmit?: boolean;
  /**
   * The form's field for a schema field it holds under another name, as `{ priceCents: 'priceText' }`
   * (dollars as typed, checked as cents): that field's errors, the browser's and the service's, go there.
   * A constant, not a new object each render.
   */
  fieldFor?: Readonly<Record<string, FieldPath<T>>>;
}

// Compared by name, not instanceof: this module stays free of yup's code (types only).
function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError' && 'inner' in error;
}

function getAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      values,
    );
}

function setAt<T>(values: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const current = values as Record<string, unknown>;
  return {
    ...current,
    [key]: rest.length ? setAt(current[key], rest.join('.'), value) : value,
  } as T;
}

/**
 * The form field an error's path belongs to: the path itself (or the field `fieldFor` names for it)
 * when the form has it, else the nearest enclosing one ('recurringDays[0]' → 'recurringDays',
 * 'price.amount' → 'price'); null for none.
 */
function fieldOf<T>(path: string, values: T, fieldFor: Readonly<Record<string, string>> = {}): string | null {
  const parts = path.replace(/\[[^\]]*\]/g, '').split('.');
  for (let length = parts.length; length > 0; length--) {
    const named = parts.slice(0, length).join('.');
    const candidate = fieldFor[named] ?? named;
    if (getAt(values, candidate) !== undefined) return candidate;
  }
  return null;
}

/**
 * A form's values and errors checked by the same yup schema the service uses. Errors hold message
 * keys (translated where they are shown); a field's error clears as soon as it is edited. After a
 * refusal (the browser's checks or the service's 400), the first field in error of the form takes
 * the focus: give `validate` and `showServerErrors` the form element.
 */
export function useForm<S extends AnyObjectSchema, T extends object = InferType<S>>(
  source: SchemaSource<S>,
  initial: T,
  options: FormOptions<T> = {},
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const focusIn = useRef<HTMLFormElement | null>(null);
  const submitted = useRef(false);
  const checks = useRef(0);
  const { prepare, showsError, revalidateAfterSubmit, fieldFor } = options;

  useEffect(() => {
    const form = focusIn.current;
    if (!form) return;
    focusIn.current = null;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const loading = useRef<Promise<S> | null>(null);
  const schema = useCallback((): Promise<S> => {
    if (!loading.current) {
      const load = typeof source === 'function' ? source() : Promise.resolve(source);
      loading.current = load;
      // A failed import is tried again on the next use.
      load.catch(() => {
        if (loading.current === load) loading.current = null;
      });
    }
    return loading.current;
  }, [source]);

  /** The errors of these values, one per field (the first the schema found); none when valid. */
  const check = useCallback(
    async (of: T): Promise<{ clean: InferType<S> | null; found: FieldErrors<T> }> => {
      // The messages load with the schema, so an error is shown translated at once.
      const [checker] = await Promise.all([schema(), loadMessages()]);
      try {
        const clean = (await checker.validate(prepare ? prepare(of) : of, {
          abortEarly: false,
        })) as InferType<S>;
        return { clean, found: {} };
      } catch (error) {
        if (!isValidationError(error)) throw error;
        const found: Record<string, string> = {};
        for (const inner of error.inner.length ? error.inner : [error]) {
          const field = inner.path ? fieldOf(inner.path, of, fieldFor) : null;
          if (field && !found[field] && (showsError?.(field, of) ?? true)) found[field] = inner.message;
        }
        return { clean: null, found: found as FieldErrors<T> };
      }
    },
    [schema, prepare, showsError, fieldFor],
  );

  const setValue = useCallback(
    <P extends FieldPath<T>>(path: P, value: ValueAt<T, P>) => {
      void schema().catch(() => undefined);
      setValues((current) => {
        const next = setAt(current, path, value);
        if (revalidateAfterSubmit && submitted.current) {
          const run = ++checks.current;
          void check(next).then(({ found }) => {
            if (run === checks.current) setErrors(found);
          });
        }
        return next;
      });
      if (!(revalidateAfterSubmit && submitted.current)) {
        setErrors((current) =>
          (current as Record<string, string | undefined>)[path] ? { ...current, [path]: undefined } : current,
        );
      }
    },
    [schema, check, revalidateAfterSubmit],
  );

  /** For inputs, selects and textareas: `onChange={onChange('email')}`; checkboxes give booleans. */
  const onChange =
    <P extends FieldPath<T>>(path: P) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const target = event.target as HTMLInputElement;
      setValue(path, (target.type === 'checkbox' ? target.checked : target.value) as ValueAt<T, P>);
    };

  /** Validates everything; the clean values, or null with every field's first error shown. */
  const validate = useCallback(
    async (form?: HTMLFormElement | null): Promise<InferType<S> | null> => {
      submitted.current = true;
      checks.current++;
      const { clean, found } = await check(values);
      if (!clean) focusIn.current = form ?? null;
      setErrors(found);
      return clean;
    },
    [check, values],
  );

  /** Shows the field errors of a service's 400 (for this form's fields); whether there were any. */
  const showServerErrors = useCallback(
    (error: unknown, form?: HTMLFormElement | null): boolean => {
      const found: Record<string, string> = {};
      for (const [path, message] of Object.entries(serverFieldErrors(error))) {
        const field = fieldOf(path, values, fieldFor);
        if (field && !found[field]) found[field] = message;
      }
      if (!Object.keys(found).length) return false;
      focusIn.current = form ?? null;
      setErrors(found as FieldErrors<T>);
      return true;
    },
    [values, fieldFor],
  );

  const [submitting, setSubmitting] = useState(false);
  /**
   * The submit every form does: validates (focusing the first error), then runs `action` with the
   * clean input while `submitting`; a failure's field errors go on their fields and `onFailure` says
   * the rest (a toast, an alert). Ignores a submit while one runs.
   */
  const handleSubmit =
    (action: (input: InferType<S>) => Promise<void>, onFailure: (error: unknown) => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (submitting) return;
      const input = await validate(form);
      if (!input) return;
      setSubmitting(true);
      try {
        await action(input);
      } catch (error) {
        showServerErrors(error, form);
        onFailure(error);
      } finally {
        setSubmitting(false);
      }
    };

  const reset = useCallback(
    (next: T = initial) => {
      submitted.current = false;
      setValues(next);
      setErrors({});
    },
    [initial],
  );

  /** A field's value by its path. */
  const valueOf = useCallback(
    <P extends FieldPath<T>>(path: P) => getAt(values, path) as ValueAt<T, P>,
    [values],
  );

  return {
    values,
    errors,
    valueOf,
    setValue,
    setValues,
    onChange,
    validate,
    showServerErrors,
    handleSubmit,
    submitting,
    reset,
    setErrors,
  };
}
