import { Form } from 'react-bootstrap';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeFormSchema } from '@ministry/contracts/auth';
import { errorMessage } from '@ministry/platform/api';
import { FormField } from '@ministry/platform/form-field';
import { SubmitButton } from '@ministry/platform/submit-button';
import { toast } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { changePassword } from '../api/account';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

export function SecurityTab() {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm(passwordChangeFormSchema, EMPTY);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    const input = await form.validate(formElement);
    if (!input) return;
    setBusy(true);
    try {
      await changePassword(input);
      form.reset();
      toast({
        title: t('account.passwordChanged'),
        description: t('account.passwordChangedBody'),
        variant: 'success',
      });
    } catch (error) {
      form.showServerErrors(error, formElement);
      toast({
        title: t('account.passwordFailed'),
        description: errorMessage(error, t('account.passwordFailed')),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <FormField label={label} error={form.errors[name]}>
      {(control) => (
        <Form.Control
          {...control}
          type="password"
          name={name}
          autoComplete={autoComplete}
          value={form.values[name]}
          onChange={form.onChange(name)}
        />
      )}
    </FormField>
  );

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="security-heading">
      <h2 id="security-heading" className="h4">
        {t('account.securityHeading')}
      </h2>
      {field('currentPassword', t('account.currentPassword'), 'current-password')}
      {field('newPassword', t('account.newPassword'), 'new-password')}
      {field('confirmPassword', t('account.confirmPassword'), 'new-password')}
      <SubmitButton busy={busy} label={t('account.changePassword')} busyLabel={t('account.changing')} />
    </Form>
  );
}
