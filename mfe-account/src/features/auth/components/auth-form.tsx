import { ErrorAlert } from '@ministry/platform/states';
import { Form } from 'react-bootstrap';
import type { FormEvent, ReactNode, Ref } from 'react';
import { SubmitButton } from '@ministry/platform/submit-button';

/**
 * The form of a sign-in, registration or password screen: the last attempt's failure above it, its
 * fields, and one full-width submit button that is busy while the request runs.
 */
export function AuthForm({
  failure,
  onSubmit,
  busy,
  label,
  busyLabel,
  formRef,
  children,
}: {
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  label: string;
  busyLabel: string;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <>
      <ErrorAlert>{failure}</ErrorAlert>
      <Form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
        <SubmitButton busy={busy} label={label} busyLabel={busyLabel} className="w-100 mt-2" />
      </Form>
    </>
  );
}
