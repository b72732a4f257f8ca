import { useId, type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';
import { useMessage } from '@ministry/platform/messages';
import { useHydrated } from '@ministry/platform/platform-provider';
import type { FieldPath } from '@ministry/platform/use-form';

export interface FieldControl {
  id: string;
  isInvalid: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** On a page the server rendered, until it is hydrated: what she typed before would be lost. */
  disabled?: boolean;
  required?: boolean;
}

export interface FieldProps {
  label: string;
  /** A message key (or sentence) from the form's schema. */
  error?: string;
  hint?: string;
  /** Marked in the label (a red star, hidden from screen readers) and on the control (`required`). */
  required?: boolean;
  /** Ids of texts shown elsewhere that describe the control too (a help shared by two fields). */
  describedBy?: string;
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
export function FormField({ label, error, hint, required, describedBy, children }: FieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const message = useMessage(error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describers = [error ? errorId : null, hint ? hintId : null, describedBy];
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        isInvalid: Boolean(error),
        'aria-describedby': describers.filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : undefined,
        required,
        ...(!hydrated && { disabled: true }),
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

/** What a text field needs of a form (the `useForm` result, fields in groups included). */
export interface TextFieldForm<T> {
  values: T;
  errors: Partial<Record<FieldPath<T>, string>>;
  onChange: (
    name: FieldPath<T>,
  ) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

/** What a browser may fill in by a field's type when the caller names nothing else. */
const AUTOCOMPLETE_BY_TYPE: Record<string, string> = { email: 'email', password: 'current-password' };

/**
 * A labelled text input (or textarea, with `rows`) bound to one field of a `useForm` form. An e-mail
 * field is filled with her address and a password field with her current password, unless
 * `autoComplete` says otherwise.
 */
export function TextField<T extends object>({
  form,
  name,
  label,
  type = 'text',
  autoComplete = AUTOCOMPLETE_BY_TYPE[type],
  hint,
  rows,
  required,
  maxLength,
  inputMode,
}: {
  form: TextFieldForm<T>;
  /** A field at the top of the form (not one inside a group). */
  name: keyof T & FieldPath<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
  rows?: number;
  required?: boolean;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}) {
  const value = String(form.values[name] ?? '');
  return (
    <FormField label={label} error={form.errors[name]} hint={hint} required={required}>
      {(control) =>
        rows ? (
          <textarea
            {...plainControl(control, 'form-control')}
            name={name}
            rows={rows}
            maxLength={maxLength}
            value={value}
            onChange={form.onChange(name)}
          />
        ) : (
          <input
            {...plainControl(control, 'form-control')}
            type={type}
            name={name}
            autoComplete={autoComplete}
            maxLength={maxLength}
            inputMode={inputMode}
            value={value}
            onChange={form.onChange(name)}
          />
        )
      }
    </FormField>
  );
}
