import { Form } from 'react-bootstrap';
import { useId, type ReactNode } from 'react';
import { translateMessage } from '@ministry/contracts/messages';
import { useLanguage } from '@ministry/platform/i18n';

export interface FieldProps {
  label: string;
  /** A message key (or sentence) from the form's schema. */
  error?: string;
  hint?: string;
  children: (control: {
    id: string;
    isInvalid: boolean;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
  }) => ReactNode;
}

/** A labelled control with its error tied to it (aria-describedby) and announced, in the active language. */
export function FormField({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const language = useLanguage();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children({
        id,
        isInvalid: Boolean(error),
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <Form.Text id={hintId} muted>
          {hint}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId} role="alert" className="d-block">
          {translateMessage(error, language)}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
