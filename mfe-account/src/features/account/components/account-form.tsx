import { Form } from 'react-bootstrap';
import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '@ministry/platform/submit-button';
import { reportFailure } from '@ministry/platform/toast';

/** The heading's look at each level: a tab's form, a section's, a part of a section. */
const HEADING_CLASS = { 2: 'h4', 3: 'h5', 4: 'h6 mt-4' } as const;

/**
 * A form of the account's tabs: named by its heading, its fields, then a submit button that is busy
 * while the request runs.
 */
export function AccountForm({
  headingId,
  heading,
  level,
  onSubmit,
  busy,
  label,
  busyLabel,
  children,
}: {
  headingId: string;
  heading: string;
  level: keyof typeof HEADING_CLASS;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  label: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId}>
      <Heading id={headingId} className={HEADING_CLASS[level]}>
        {heading}
      </Heading>
      {children}
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
    </Form>
  );
}

/** A refused change, said in a toast: what failed and, when the service gives one, why. */
export function toastFailure(what: string, title: string) {
  return (error: unknown) => reportFailure(what, error, { title, message: title });
}
