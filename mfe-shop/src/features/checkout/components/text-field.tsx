import type { ChangeEvent } from 'react';
import { Form } from 'react-bootstrap';
import { fieldId } from '../form';

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({
  path,
  label,
  value,
  onChange,
  error,
  required = false,
  type = 'text',
  autoComplete,
  help,
  multiline = false,
}: {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  help?: string;
  multiline?: boolean;
}) {
  const id = fieldId(path);
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {required && (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        )}
      </Form.Label>
      <Form.Control
        // A note is a textarea; every other field an input that may be required and autocompleted.
        {...(multiline
          ? { as: 'textarea', rows: 3 }
          : { type, autoComplete, 'aria-required': required || undefined })}
        name={path}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {help && (
        <Form.Text id={`${id}-help`} className="text-secondary">
          {help}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
