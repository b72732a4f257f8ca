import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { passwordChangeFormSchema } from '@ministry/contracts/auth';
import { TextField } from '@ministry/platform/form-field';
import { useSession } from '@ministry/platform/session';
import { toast } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { changePassword } from '../api/account';
import { AccountForm, toastFailure } from './account-form';
import { NewPasswordFields } from './new-password-fields';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityTab() {
  const { t } = useTranslation(NAMESPACE);
  const { user, refresh } = useSession();
  const form = useForm(passwordChangeFormSchema, EMPTY);
  const onSubmit = form.handleSubmit(
    async (input) => {
      await changePassword(input);
      form.reset();
      await refresh();
      toast({
        title: t('account.passwordChanged'),
        description: t('account.passwordChangedBody'),
        variant: 'success',
      });
    },
    toastFailure('Changing the password', t('account.passwordFailed')),
  );

  return (
    <AccountForm
      headingId="security-heading"
      heading={t('account.securityHeading')}
      level={2}
      onSubmit={onSubmit}
      busy={form.submitting}
      label={t('account.changePassword')}
      busyLabel={t('account.changing')}
    >
      {user?.mustChangePassword && (
        <Alert variant="warning" data-testid="must-change-password">
          {t('account.mustChangePassword')}
        </Alert>
      )}
      <TextField form={form} name="currentPassword" label={t('account.currentPassword')} type="password" />
      <NewPasswordFields
        form={form}
        name="newPassword"
        label={t('account.newPassword')}
        confirmLabel={t('account.confirmPassword')}
      />
    </AccountForm>
  );
}
