import { Col, Form, Row } from 'react-bootstrap';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { profileSchema } from '@ministry/contracts/auth';
import type { User } from '@ministry/contracts/user';
import { errorMessage } from '@ministry/platform/api';
import { FormField } from '@ministry/platform/form-field';
import { useSession } from '@ministry/platform/session';
import { SubmitButton } from '@ministry/platform/submit-button';
import { toast } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { saveProfile } from '../api/account';

type Field = 'firstName' | 'lastName' | 'email';

export function ProfileTab({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const { refresh } = useSession();
  const form = useForm(profileSchema, {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
  });
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    const input = await form.validate(formElement);
    if (!input) return;
    setBusy(true);
    try {
      await saveProfile(input);
      await refresh();
      toast({
        title: t('account.profileSaved'),
        description: t('account.profileSavedBody'),
        variant: 'success',
      });
    } catch (error) {
      form.showServerErrors(error, formElement);
      toast({
        title: t('account.saveFailed'),
        description: errorMessage(error, t('account.saveFailed')),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <FormField label={label} error={form.errors[name]}>
      {(control) => (
        <Form.Control
          {...control}
          type={type}
          name={name}
          autoComplete={autoComplete}
          value={form.values[name]}
          onChange={form.onChange(name)}
        />
      )}
    </FormField>
  );

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="h4">
        {t('account.profileHeading')}
      </h2>
      <p className="text-secondary">{t('account.profileIntro')}</p>
      <Row>
        <Col md={6}>{field('firstName', t('account.firstName'), 'text', 'given-name')}</Col>
        <Col md={6}>{field('lastName', t('account.lastName'), 'text', 'family-name')}</Col>
      </Row>
      {field('email', t('account.email'), 'email', 'email')}
      <SubmitButton busy={busy} label={t('account.save')} busyLabel={t('account.saving')} />
    </Form>
  );
}
