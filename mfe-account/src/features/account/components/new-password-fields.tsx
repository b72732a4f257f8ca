import { TextField, type TextFieldForm } from '@ministry/platform/form-field';
import type { FieldPath } from '@ministry/platform/use-form';

/**
 * A new password and its confirmation (`confirmPassword`, as every password schema names it): for
 * registering, resetting and changing it.
 */
export function NewPasswordFields<T extends { confirmPassword: string }>({
  form,
  name,
  label,
  confirmLabel,
}: {
  form: TextFieldForm<T>;
  /** The new password's field. */
  name: keyof T & FieldPath<T>;
  label: string;
  confirmLabel: string;
}) {
  // T has this field (its bound says so); TypeScript cannot see a literal as a path of a generic T.
  const confirmName = 'confirmPassword' as keyof T & FieldPath<T>;
  return (
    <>
      <TextField form={form} name={name} label={label} type="password" autoComplete="new-password" />
      <TextField
        form={form}
        name={confirmName}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
