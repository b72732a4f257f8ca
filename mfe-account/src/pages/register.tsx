import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerFormSchema } from '@ministry/contracts/auth';
import { TextField } from '@ministry/platform/form-field';
import { ListChoices, toggled } from '@ministry/platform/list-choices';
import { usePageTitle } from '@ministry/platform/page-title';
import { toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../i18n';
import { register } from '../features/auth/api/auth';
import { AuthCard } from '../features/auth/components/auth-card';
import { AuthForm, useAuthFailure } from '../features/auth/components/auth-form';
import { NameFields } from '../features/account/components/name-fields';
import { NewPasswordFields } from '../features/account/components/new-password-fields';
import { usePublicLists } from '../features/email-lists/api/mailing-lists';
import '../features/email-lists/texts';

const EMPTY = { username: '', email: '', password: '', confirmPassword: '', firstName: '', lastName: '' };

export default function RegisterPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.register.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm(registerFormSchema, EMPTY);
  const { failure, setFailure, fail } = useAuthFailure('register');
  const redirect = params.get('redirect');
  // The lists a visitor may join, none chosen beforehand; none offered when they cannot be read.
  const { data: lists } = usePublicLists();
  const [chosen, setChosen] = useState<string[]>([]);

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    await register(input, chosen);
    // The welcome is a link to verify her address: she is told where it went.
    toastSuccess(t('register.successTitle'), t('register.successBody', { email: input.email }));
    void navigate(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  }, fail);

  return (
    <AuthCard title={t('register.heading')} intro={t('register.intro')}>
      <AuthForm texts="register" failure={failure} onSubmit={onSubmit} busy={form.submitting}>
        <TextField form={form} name="username" label={t('register.username')} autoComplete="username" />
        <TextField form={form} name="email" label={t('register.email')} type="email" />
        <NameFields form={form} optional />
        <NewPasswordFields form={form} name="password" first />
        {lists && lists.length > 0 && (
          <ListChoices
            legend={t('emailLists.registerLegend')}
            hint={t('emailLists.registerHint')}
            lists={lists}
            chosen={chosen}
            disabled={form.submitting}
            onToggle={(id, checked) => setChosen((current) => toggled(current, id, checked))}
          />
        )}
      </AuthForm>
      <p className="mt-4 mb-0 text-center">
        {t('register.haveAccount')} <Link to="/login">{t('register.loginLink')}</Link>
      </p>
    </AuthCard>
  );
}
