import { Alert, Button } from 'react-bootstrap';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestSchema } from '@ministry/contracts/auth';
import { TextField } from '@ministry/platform/form-field';
import { usePageTitle } from '@ministry/platform/page-title';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../i18n';
import { requestPasswordReset } from '../features/auth/api/auth';
import { AuthCard, AuthNextSteps } from '../features/auth/components/auth-card';
import { AuthForm, useAuthFailure } from '../features/auth/components/auth-form';

interface Sent {
  /** The service's answer, in her language (the same whether the address has an account or not). */
  message: string;
  email: string;
}

/** What she sees once the link is on its way: the service's answer, where to look, the way back. */
function LinkSent({ sent, onOtherAddress }: { sent: Sent; onOtherAddress: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div data-testid="reset-link-sent">
      <Alert variant="success">{sent.message}</Alert>
      <p>{t('forgot.checkInbox', { email: sent.email })}</p>
      <AuthNextSteps to="/login" label={t('forgot.backToLogin')}>
        <Button variant="link" className="px-0" onClick={onOtherAddress}>
          {t('forgot.otherAddress')}
        </Button>
      </AuthNextSteps>
    </div>
  );
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.forgotPassword.title'));
  const form = useForm(passwordResetRequestSchema, { email: '' });
  const { failure, setFailure, fail } = useAuthFailure('forgot');
  const [sent, setSent] = useState<Sent | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const back = useRef(false);
  useEffect(() => {
    // Back from "use a different address": the address she typed, focused, ready to correct.
    if (sent || !back.current) return;
    back.current = false;
    formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }, [sent]);

  const onSubmit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      const message = await requestPasswordReset(input);
      setSent({ message: message || t('forgot.checkInbox', { email: input.email }), email: input.email });
    },
    // Too many requests, a bad address, the service down: said in her language, her input kept.
    fail,
  );

  return (
    <AuthCard
      title={sent ? t('forgot.sentHeading') : t('forgot.heading')}
      intro={sent ? undefined : t('forgot.intro')}
      // The form gives way to its result: the focus goes to the new heading, read from there on.
      focusTitle={sent !== null}
    >
      {sent ? (
        <LinkSent
          sent={sent}
          onOtherAddress={() => {
            back.current = true;
            setSent(null);
          }}
        />
      ) : (
        <>
          <AuthForm
            texts="forgot"
            failure={failure}
            onSubmit={onSubmit}
            busy={form.submitting}
            formRef={formRef}
          >
            <TextField form={form} name="email" label={t('forgot.email')} type="email" />
          </AuthForm>
          <p className="mt-4 mb-0 text-center">
            {t('forgot.remembered')} <Link to="/login">{t('forgot.backToLogin')}</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
