import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { AnyObjectSchema, InferType, ValidationError } from 'yup';
import { serverFieldErrors } from '@ministry/platform/api';
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
 * keys (translated where they are shown); a field's error clears as soon as it is edited. After a
 * refusal (the browser's checks or the service's 400), the first field in error of the form takes
 * the focus: give `validate` and `showServerErrors` the form element.
 */
export function useForm<S extends AnyObjectSchema, T extends Record<string, unknown> = InferType<S>>(
  source: SchemaSource<S>,
  initial: T,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const focusIn = useRef<HTMLFormElement | null>(null);
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
  const validate = useCallback(
    async (form?: HTMLFormElement | null): Promise<InferType<S> | null> => {
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
        focusIn.current = form ?? null;
        setErrors(found);
        return null;
      }
    },
    [schema, values],
  );

  /** Shows the field errors of a service's 400 (for this form's fields); whether there were any. */
  const showServerErrors = useCallback(
    (error: unknown, form?: HTMLFormElement | null): boolean => {
      const found: Record<string, string> = {};
      for (const [path, message] of Object.entries(serverFieldErrors(error))) {
        // A path inside a field ('price.amount') is that field's error.
        const field = Object.hasOwn(initial, path) ? path : path.split('.')[0]!;
        if (Object.hasOwn(initial, field) && !found[field]) found[field] = message;
      }
      if (!Object.keys(found).length) return false;
      focusIn.current = form ?? null;
      setErrors(found as FieldErrors<T>);
      return true;
    },
    [initial],
  );

  const reset = useCallback(
    (next: T = initial) => {
      setValues(next);
      setErrors({});
    },
    [initial],
  );

  return { values, errors, setValue, onChange, validate, showServerErrors, reset, setErrors };
}
