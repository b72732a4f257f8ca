import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loginSchema } from '@ministry/contracts/auth';
import { ApiError } from '@ministry/platform/api';
import { TextField } from '@ministry/platform/form-field';
import { usePageTitle } from '@ministry/platform/page-title';
import { safeRedirect } from '@ministry/platform/safe-redirect';
import { useSession } from '@ministry/platform/session';
import { toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../i18n';
import { signIn } from '../features/auth/api/auth';
import { AuthCard } from '../features/auth/components/auth-card';
import { AuthForm, useAuthFailure } from '../features/auth/components/auth-form';
import { UnlockNotice, UnlockOffer, useUnlockLink } from '../features/auth/components/unlock-offer';

/** The pause between the success notice and leaving the page, long enough to see the notice. */
export const REDIRECT_AFTER_LOGIN_MS = 500;

export default function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.login.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { refresh } = useSession();
  const form = useForm(loginSchema, { username: '', password: '' });
  const { failure, setFailure, fail } = useAuthFailure('login');
  // Refused for too many failures: she may have this browser let through by an e-mailed link.
  const [locked, setLocked] = useState(false);
  const unlock = useUnlockLink();
  const { setValue } = form;
  const redirect = params.get('redirect');

  useEffect(() => {
    if (unlock.username) setValue('username', unlock.username);
  }, [unlock.username, setValue]);

  const onSubmit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      setLocked(false);
      const user = await signIn(input);
      toastSuccess(
        t('login.successTitle'),
        user.deletionCanceled ? t('login.deletionCanceled') : t('login.successBody'),
      );
      await refresh();
      // A bootstrap password is replaced before anything else.
      const next = user.mustChangePassword ? '/account?tab=security' : safeRedirect(redirect);
      setTimeout(() => void navigate(next), REDIRECT_AFTER_LOGIN_MS);
    },
    (error) => {
      fail(error);
      setLocked(error instanceof ApiError && error.status === 429);
    },
  );

  return (
    <AuthCard title={t('login.heading')} intro={t('login.intro')}>
      <UnlockNotice said={unlock.said} />
      <AuthForm texts="login" failure={failure} onSubmit={onSubmit} busy={form.submitting}>
        <TextField form={form} name="username" label={t('login.username')} autoComplete="username" />
        <TextField form={form} name="password" label={t('login.password')} type="password" />
      </AuthForm>
      {locked && <UnlockOffer username={form.values.username} />}
      <p className="mt-3 mb-0 text-center">
        <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
      </p>
      <p className="mt-3 mb-1 text-center">
        {t('login.noAccount')}{' '}
        <Link to={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}>
          {t('login.registerLink')}
        </Link>
      </p>
      <p className="text-center mb-0">
        <Link to="/">{t('login.backHome')}</Link>
      </p>
    </AuthCard>
  );
}
