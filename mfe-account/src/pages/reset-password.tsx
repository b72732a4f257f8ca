import { Alert } from 'react-bootstrap';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { passwordResetFormSchema } from '@ministry/contracts/auth';
import { AUTH_MESSAGES } from '@ministry/contracts/messages/auth';
import { ApiError, errorMessage, serverFieldErrors } from '@ministry/platform/api';
import { useFragmentToken } from '@ministry/platform/fragment-token';
import { useMessage } from '@ministry/platform/messages';
import { usePageTitle } from '@ministry/platform/page-title';
import { useSession } from '@ministry/platform/session';
import { toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../i18n';
import { confirmPasswordReset } from '../features/auth/api/auth';
import { AuthCard, AuthNextSteps } from '../features/auth/components/auth-card';
import { AuthForm, useAuthFailure } from '../features/auth/components/auth-form';
import { NewPasswordFields } from '../features/account/components/new-password-fields';

const TOKEN_INVALID_TEXTS: readonly string[] = Object.values(AUTH_MESSAGES['auth.resetTokenInvalid']);

/**
 * A refusal of the link itself (used, expired, unknown or cut short), as opposed to a password the
 * rules refuse: the token's field error, or the service's sentence for 'auth.resetTokenInvalid'.
 */
function isTokenRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  return 'token' in serverFieldErrors(error) || TOKEN_INVALID_TEXTS.includes(error.serverMessage ?? '');
}

/** The link cannot be used: why, and the way to ask for a new one. */
function LinkInvalid({ message }: { message: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div data-testid="reset-link-invalid">
      <Alert variant="warning" role="alert">
        {message}
      </Alert>
      <AuthNextSteps to="/forgot-password" label={t('reset.askAgain')}>
        <Link to="/login" className="btn btn-link px-0">
          {t('reset.backToLogin')}
        </Link>
      </AuthNextSteps>
    </div>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.resetPassword.title'));
  const navigate = useNavigate();
  // The token is in the link's fragment (never sent to a server, cache or log): read once, then
  // removed from the address bar so it is not left in the history or shown to whoever looks.
  const token = useFragmentToken();
  const { refresh } = useSession();
  // The token comes from the address, not from a field she fills; the schema checks it all the same.
  const form = useForm(passwordResetFormSchema, { token, password: '', confirmPassword: '' });
  const tokenError = useMessage(form.errors.token);
  const { failure, setFailure, fail } = useAuthFailure('reset');
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      await confirmPasswordReset(input);
      // The service signed her in: the whole site learns it before she arrives on her account.
      await refresh();
      toastSuccess(t('reset.successTitle'), t('reset.successBody'));
      void navigate('/account');
    },
    (error) => {
      if (isTokenRefusal(error)) setRefusal(errorMessage(error, t('reset.failedDefault')));
      else fail(error);
    },
  );

  const invalid = refusal ?? (token ? (tokenError ?? null) : t('reset.missingToken'));
  return (
    <AuthCard
      title={invalid ? t('reset.invalidHeading') : t('reset.heading')}
      intro={invalid ? undefined : t('reset.intro')}
      // A refusal after a submit replaces the form: the focus goes to what it says.
      focusTitle={refusal !== null || (invalid !== null && form.errors.token !== undefined)}
    >
      {invalid ? (
        <LinkInvalid message={invalid} />
      ) : (
        <AuthForm texts="reset" failure={failure} onSubmit={onSubmit} busy={form.submitting}>
          <NewPasswordFields form={form} name="password" />
        </AuthForm>
      )}
    </AuthCard>
  );
}
