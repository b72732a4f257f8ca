import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useMessage } from '@ministry/platform/messages';

export interface FieldControl {
  id: string;
  isInvalid: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

export interface FieldProps {
  label: string;
  /** A message key (or sentence) from the form's schema. */
  error?: string;
  hint?: string;
  children: (control: FieldControl) => ReactNode;
}

/**
 * The control's props for a plain input, select or textarea (react-bootstrap's Form.Control takes the
 * control as it is): Bootstrap's class, marked invalid when the field has an error.
 */
export function plainControl(
  { isInvalid, ...control }: FieldControl,
  bootstrapClass: 'form-control' | 'form-select',
  className?: string,
) {
  return {
    ...control,
    className: [bootstrapClass, isInvalid && 'is-invalid', className].filter(Boolean).join(' '),
  };
}

/** A labelled control with its error tied to it (aria-describedby) and announced, in the active language. */
export function FormField({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const message = useMessage(error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        isInvalid: Boolean(error),
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <small id={hintId} className="form-text text-muted">
          {hint}
        </small>
      )}
      {error && (
        <div id={errorId} role="alert" className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </div>
  );
}

/** What a text field needs of a form (the `useForm` result). */
export interface TextFieldForm<T> {
  values: T;
  errors: Partial<Record<keyof T & string, string>>;
  onChange: (
    name: keyof T & string,
  ) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

/** A labelled text input (or textarea, with `rows`) bound to one field of a `useForm` form. */
export function TextField<T extends object>({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  rows,
}: {
  form: TextFieldForm<T>;
  name: keyof T & string;
  label: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
  rows?: number;
}) {
  const value = String(form.values[name] ?? '');
  return (
    <FormField label={label} error={form.errors[name]} hint={hint}>
      {(control) =>
        rows ? (
          <textarea
            {...plainControl(control, 'form-control')}
            name={name}
            rows={rows}
            value={value}
            onChange={form.onChange(name)}
          />
        ) : (
          <input
            {...plainControl(control, 'form-control')}
            type={type}
            name={name}
            autoComplete={autoComplete}
            value={value}
            onChange={form.onChange(name)}
          />
        )
      }
    </FormField>
  );
}
