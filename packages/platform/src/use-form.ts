import { useCallback, useState, type ChangeEvent } from 'react';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * A form's values and errors checked by the same yup schema the service uses. Errors hold message
 * keys (translated where they are shown); a field's error clears as soon as it is edited.
 */
export function useForm<S extends AnyObjectSchema, T extends Record<string, unknown> = InferType<S>>(
  schema: S,
  initial: T,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  const setValue = useCallback(<K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

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
      const clean = (await schema.validate(values, { abortEarly: false })) as InferType<S>;
      setErrors({});
      return clean;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
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
