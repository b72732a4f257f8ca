import { Alert, Col, Form, Row } from 'react-bootstrap';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerFormSchema } from '@ministry/contracts/auth';
import { errorMessage } from '@ministry/platform/api';
import { FormField } from '@ministry/platform/form-field';
import { usePageTitle } from '@ministry/platform/page-title';
import { SubmitButton } from '@ministry/platform/submit-button';
import { toast } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../i18n';
import { register } from '../features/auth/api/auth';
import { AuthCard } from '../features/auth/components/auth-card';

const EMPTY = { username: '', email: '', password: '', confirmPassword: '', firstName: '', lastName: '' };
type Field = keyof typeof EMPTY;

export default function RegisterPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.register.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm(registerFormSchema, EMPTY);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const redirect = params.get('redirect');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    setFailure(null);
    const input = await form.validate(formElement);
    if (!input) return;
    setBusy(true);
    try {
      await register(input);
      toast({
        title: t('register.successTitle'),
        description: t('register.successBody'),
        variant: 'success',
      });
      void navigate(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
    } catch (error) {
      form.showServerErrors(error, formElement);
      const message = errorMessage(error, t('register.failedDefault'));
      setFailure(message);
      toast({ title: t('register.failedTitle'), description: message, variant: 'error' });
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, type: string, autoComplete: string, hint?: string) => (
    <FormField label={label} error={form.errors[name]} hint={hint}>
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
    <AuthCard title={t('register.heading')} intro={t('register.intro')}>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        {field('username', t('register.username'), 'text', 'username')}
        {field('email', t('register.email'), 'email', 'email')}
        <Row>
          <Col sm={6}>
            {field('firstName', t('register.firstName'), 'text', 'given-name', t('register.optional'))}
          </Col>
          <Col sm={6}>
            {field('lastName', t('register.lastName'), 'text', 'family-name', t('register.optional'))}
          </Col>
        </Row>
        {field('password', t('register.password'), 'password', 'new-password')}
        {field('confirmPassword', t('register.confirmPassword'), 'password', 'new-password')}
        <SubmitButton
          busy={busy}
          label={t('register.submit')}
          busyLabel={t('register.submitting')}
          className="w-100 mt-2"
        />
      </Form>
      <p className="mt-4 mb-0 text-center">
        {t('register.haveAccount')} <Link to="/login">{t('register.loginLink')}</Link>
      </p>
    </AuthCard>
  );
}
