import { Alert, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { passwordChangeFormSchema } from '@ministry/contracts/auth';
import { errorMessage } from '@ministry/platform/api';
import { TextField } from '@ministry/platform/form-field';
import { useSession } from '@ministry/platform/session';
import { SubmitButton } from '@ministry/platform/submit-button';
import { toast } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { changePassword } from '../api/account';
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
    (error) =>
      toast({
        title: t('account.passwordFailed'),
        description: errorMessage(error, t('account.passwordFailed')),
        variant: 'error',
      }),
  );

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="security-heading">
      <h2 id="security-heading" className="h4">
        {t('account.securityHeading')}
      </h2>
      {user?.mustChangePassword && (
        <Alert variant="warning" data-testid="must-change-password">
          {t('account.mustChangePassword')}
        </Alert>
      )}
      <TextField
        form={form}
        name="currentPassword"
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields
        form={form}
        name="newPassword"
        label={t('account.newPassword')}
        confirmLabel={t('account.confirmPassword')}
      />
      <SubmitButton
        busy={form.submitting}
        label={t('account.changePassword')}
        busyLabel={t('account.changing')}
      />
    </Form>
  );
}
