import { Alert, Badge, Button } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailChangeSchema } from '@ministry/contracts/auth';
import type { User } from '@ministry/contracts/user';
import { TextField } from '@ministry/platform/form-field';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { changeEmail, sendVerificationEmail } from '../api/account';
import { AccountForm } from './account-form';

/** Her address, whether it is proven, a new verification link when it is not. */
function CurrentAddress({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await sendVerificationEmail();
      toastSuccess(t('account.verificationSent'), t('account.verificationSentBody', { email: user.email }));
    } catch (error) {
      const title = t('account.verificationFailed');
      reportFailure('Sending the verification link', error, { title, message: title });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <p className="mb-2" data-testid="current-email">
        <span className="me-2">{t('account.currentEmail')}</span>
        <strong className="me-2">{user.email}</strong>
        {user.emailVerified ? (
          <Badge bg="success">{t('account.emailVerified')}</Badge>
        ) : (
          <Badge bg="warning" text="dark">
            {t('account.emailNotVerified')}
          </Badge>
        )}
      </p>
      {!user.emailVerified && (
        <>
          <p className="text-secondary small">{t('account.emailNotVerifiedHint')}</p>
          <Button variant="outline-primary" size="sm" disabled={sending} onClick={() => void send()}>
            {sending ? t('account.sendingVerification') : t('account.sendVerification')}
          </Button>
        </>
      )}
    </>
  );
}

/** A new address and her current password: it becomes hers once the link sent to it is followed. */
function ChangeEmailForm({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm(emailChangeSchema, { email: '', currentPassword: '' });
  return (
    <AccountForm
      name="email-change"
      form={form}
      save={async (input) => {
        await changeEmail(input);
        form.reset();
        return t('account.emailChangeSentBody', { email: input.email });
      }}
    >
      {user.pendingEmail && (
        <Alert variant="info" data-testid="pending-email">
          {t('account.pendingEmail', { email: user.pendingEmail })}
        </Alert>
      )}
      <TextField form={form} name="email" label={t('account.newEmail')} type="email" />
      <TextField
        form={form}
        name="currentPassword"
        label={t('account.emailPassword')}
        type="password"
        hint={t('account.changeEmailHint')}
      />
    </AccountForm>
  );
}

/** The Profile tab's e-mail: the address and its state, and the way to change it. */
export function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="email-heading">
      <h3 id="email-heading" className="h5">
        {t('account.emailHeading')}
      </h3>
      <CurrentAddress user={user} />
      <ChangeEmailForm user={user} />
    </section>
  );
}
