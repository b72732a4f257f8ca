import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldForm } from '@ministry/platform/form-field';
import type { FieldPath } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';

/**
 * A new password and its confirmation (`confirmPassword`, as every password schema names it): her
 * first at registration (`first`), a new one when resetting or changing it.
 */
export function NewPasswordFields<T extends { confirmPassword: string }>({
  form,
  name,
  first = false,
}: {
  form: TextFieldForm<T>;
  /** The new password's field. */
  name: keyof T & FieldPath<T>;
  first?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  // T has this field (its bound says so); TypeScript cannot see a literal as a path of a generic T.
  const confirmName = 'confirmPassword' as keyof T & FieldPath<T>;
  const labels = first
    ? (['register.password', 'register.confirmPassword'] as const)
    : (['account.newPassword', 'account.confirmPassword'] as const);
  return (
    <>
      {labels.map((label, at) => (
        <TextField
          key={label}
          form={form}
          name={at ? confirmName : name}
          label={t(label)}
          type="password"
          autoComplete="new-password"
        />
      ))}
    </>
  );
}
