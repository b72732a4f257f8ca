import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { AnyObjectSchema, InferType, ValidationError } from 'yup';
import { loadMessages } from '@ministry/platform/messages';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * A schema, or a function importing it: a form on a first page (the home page's contact form) keeps
 * yup out of that page's download this way; the schema loads when the form is first edited.
 */
export type SchemaSource<S extends AnyObjectSchema> = S | (() => Promise<S>);

// Compared by name, not instanceof: this module stays free of yup's code (types only).
function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError' && 'inner' in error;
}

/**
 * A form's values and errors checked by the same yup schema the service uses. Errors hold message
 * keys (translated where they are shown); a field's error clears as soon as it is edited.
 */
export function useForm<S extends AnyObjectSchema, T extends Record<string, unknown> = InferType<S>>(
  source: SchemaSource<S>,
  initial: T,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
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

  const setValue = useCallback(
    <K extends keyof T & string>(name: K, value: T[K]) => {
      void schema().catch(() => undefined);
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
    [schema],
  );

  /** For inputs, selects and textareas: `onChange={onChange('email')}`; checkboxes give booleans. */
  const onChange =
    <K extends keyof T & string>(name: K) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const target = event.target as HTMLInputElement;
      setValue(name, (target.type === 'checkbox' ? target.checked : target.value) as T[K]);
    };

  /** Validates everything; the clean values, or null with every field's first error shown. */
  const validate = useCallback(async (): Promise<InferType<S> | null> => {
    try {
      // The messages load with the schema, so an error is shown translated at once.
      const [checks] = await Promise.all([schema(), loadMessages()]);
      const clean = (await checks.validate(values, { abortEarly: false })) as InferType<S>;
      setErrors({});
      return clean;
    } catch (error) {
      if (!isValidationError(error)) throw error;
      const found: FieldErrors<T> = {};
      for (const inner of error.inner.length ? error.inner : [error]) {
        const path = inner.path as (keyof T & string) | undefined;
        if (path && !found[path]) found[path] = inner.message;
      }
      setErrors(found);
      return null;
    }
  }, [schema, values]);

  const reset = useCallback(
    (next: T = initial) => {
      setValues(next);
      setErrors({});
    },
    [initial],
  );

  return { values, errors, setValue, onChange, validate, reset, setErrors };
}
