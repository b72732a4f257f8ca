import { useId, type ReactNode } from 'react';
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
