import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerFormSchema } from '@ministry/contracts/auth';
import { errorMessage } from '@ministry/platform/api';
import { TextField } from '@ministry/platform/form-field';
import { usePageTitle } from '@ministry/platform/page-title';
import { toast } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../i18n';
import { register } from '../features/auth/api/auth';
import { AuthCard } from '../features/auth/components/auth-card';
import { AuthForm } from '../features/auth/components/auth-form';
import { NameFields } from '../features/account/components/name-fields';
import { NewPasswordFields } from '../features/account/components/new-password-fields';

const EMPTY = { username: '', email: '', password: '', confirmPassword: '', firstName: '', lastName: '' };

export default function RegisterPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.register.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm(registerFormSchema, EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const redirect = params.get('redirect');

  const onSubmit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      await register(input);
      // The welcome is a link to verify her address: she is told where it went.
      toast({
        title: t('register.successTitle'),
        description: t('register.successBody', { email: input.email }),
        variant: 'success',
      });
      void navigate(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
    },
    (error) => {
      const message = errorMessage(error, t('register.failedDefault'));
      setFailure(message);
      toast({ title: t('register.failedTitle'), description: message, variant: 'error' });
    },
  );

  return (
    <AuthCard title={t('register.heading')} intro={t('register.intro')}>
      <AuthForm
        failure={failure}
        onSubmit={onSubmit}
        busy={form.submitting}
        label={t('register.submit')}
        busyLabel={t('register.submitting')}
      >
        <TextField form={form} name="username" label={t('register.username')} autoComplete="username" />
        <TextField form={form} name="email" label={t('register.email')} type="email" />
        <NameFields form={form} optional />
        <NewPasswordFields
          form={form}
          name="password"
          label={t('register.password')}
          confirmLabel={t('register.confirmPassword')}
        />
      </AuthForm>
      <p className="mt-4 mb-0 text-center">
        {t('register.haveAccount')} <Link to="/login">{t('register.loginLink')}</Link>
      </p>
    </AuthCard>
  );
}
