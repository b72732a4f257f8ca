import { ErrorAlert } from '@ministry/platform/states';
import { Form } from 'react-bootstrap';
import { useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@ministry/platform/api';
import { SubmitButton } from '@ministry/platform/submit-button';
import { toast } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';

/** The screens' texts: each has its `submit`, `submitting`, `failedTitle` and `failedDefault`. */
type AuthTexts = 'login' | 'register' | 'forgot' | 'reset';

/**
 * The last attempt's failure: `fail` says it above the form and in a toast, in her language (the
 * screen's default when the service gives no reason).
 */
export function useAuthFailure(texts: AuthTexts) {
  const { t } = useTranslation(NAMESPACE);
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (error: unknown) => {
    const message = errorMessage(error, t(`${texts}.failedDefault`));
    setFailure(message);
    toast({ title: t(`${texts}.failedTitle`), description: message, variant: 'error' });
  };
  return { failure, setFailure, fail };
}

/**
 * The form of a sign-in, registration or password screen: the last attempt's failure above it, its
 * fields, and one full-width submit button that is busy while the request runs.
 */
export function AuthForm({
  texts,
  failure,
  onSubmit,
  busy,
  formRef,
  children,
}: {
  texts: AuthTexts;
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <ErrorAlert>{failure}</ErrorAlert>
      <Form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
        <SubmitButton
          busy={busy}
          label={t(`${texts}.submit`)}
          busyLabel={t(`${texts}.submitting`)}
          className="w-100 mt-2"
        />
      </Form>
    </>
  );
}
