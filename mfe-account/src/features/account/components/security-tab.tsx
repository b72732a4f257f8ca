import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { passwordChangeFormSchema } from '@ministry/contracts/auth';
import { TextField } from '@ministry/platform/form-field';
import { useSession } from '@ministry/platform/session';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { changePassword } from '../api/account';
import { AccountForm } from './account-form';
import { NewPasswordFields } from './new-password-fields';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityTab() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useSession();
  const form = useForm(passwordChangeFormSchema, EMPTY);
  return (
    <AccountForm
      name="security"
      form={form}
      save={async (input) => {
        await changePassword(input);
        form.reset();
        return t('account.passwordChangedBody');
      }}
    >
      {user?.mustChangePassword && (
        <Alert variant="warning" data-testid="must-change-password">
          {t('account.mustChangePassword')}
        </Alert>
      )}
      <TextField form={form} name="currentPassword" label={t('account.currentPassword')} type="password" />
      <NewPasswordFields form={form} name="newPassword" />
    </AccountForm>
  );
}
