import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { RegistrationInput } from '@ministry/contracts/event-input';
import { TextField } from '@ministry/platform/form-field';
import { SubmitButton } from '@ministry/platform/submit-button';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';

// The schema (and yup) loads once the form is first edited: an occurrence's page hydrates without it.
const loadSchema = () =>
  import('@ministry/contracts/event-input').then((module) => module.registrationInputSchema);

/** A visitor's sign-up: name and email, checked with the service's schema. */
export function VisitorSignupForm({
  waitlist,
  onSubmit,
  onFailure,
}: {
  /** The seats are taken: the button joins the waitlist. */
  waitlist: boolean;
  onSubmit: (input: RegistrationInput) => Promise<void>;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const location = useLocation();
  const form = useForm(loadSchema, { name: '', email: '' });
  const submit = form.handleSubmit(onSubmit, onFailure);
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField form={form} name="name" label={t('signup.name')} autoComplete="name" />
        <TextField
          form={form}
          name="email"
          label={t('signup.email')}
          type="email"
          hint={t('signup.emailHint')}
        />
        <SubmitButton
          busy={form.submitting}
          label={waitlist ? t('signup.joinWaitlist') : t('signup.submit')}
          busyLabel={t('signup.submitting')}
          className="w-100"
        />
      </form>
      <p className="small text-secondary mt-3 mb-0">
        {t('signup.haveAccount')} <Link to={`/login?redirect=${back}`}>{t('signup.signIn')}</Link>
      </p>
    </>
  );
}
