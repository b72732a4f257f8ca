import { Form } from 'react-bootstrap';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@ministry/platform/session';
import { SubmitButton } from '@ministry/platform/submit-button';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';

/** The heading's look at each level: a tab's form, a section's, a part of a section. */
const HEADING_CLASS = { 2: 'h4', 3: 'h5', 4: 'h6 mt-4' } as const;

/** The account's forms (named as their headings' ids): the heading's level, the keys of their texts. */
const FORMS = {
  profile: [2, 'profileHeading', 'save', 'saving', 'profileSaved', 'saveFailed'],
  security: [2, 'securityHeading', 'changePassword', 'changing', 'passwordChanged', 'passwordFailed'],
  language: [3, 'languageHeading', 'saveLanguage', 'saving', 'languageSaved', 'languageFailed'],
  'email-change': [
    4,
    'changeEmailHeading',
    'changeEmail',
    'changingEmail',
    'emailChangeSent',
    'emailChangeFailed',
  ],
} as const;

/** What the account's forms need of a `useForm` form whose clean input is an `I`. */
interface SubmitForm<I> {
  submitting: boolean;
  handleSubmit: (
    action: (input: I) => Promise<void>,
    onFailure: (error: unknown) => void,
  ) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * A form of the account's tabs: named by its heading, its fields, then a submit button that is busy
 * while `save` runs. Once saved, the session is read again and a toast says what `save` answers; a
 * refusal is said in a toast: what failed and, when the service gives one, why.
 */
export function AccountForm<I>({
  name,
  form,
  save,
  children,
}: {
  name: keyof typeof FORMS;
  form: SubmitForm<I>;
  /** Saves the input; resolves to what the success toast says under its title. */
  save: (input: I) => Promise<string>;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { refresh } = useSession();
  const [level, heading, label, busyLabel, saved, failed] = FORMS[name];
  const headingId = `${name}-heading`;
  const Heading = `h${level}` as const;
  const onSubmit = form.handleSubmit(
    async (input) => {
      const description = await save(input);
      await refresh();
      toastSuccess(t(`account.${saved}`), description);
    },
    (error) =>
      reportFailure(`The ${name} form`, error, {
        title: t(`account.${failed}`),
        message: t(`account.${failed}`),
      }),
  );
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId}>
      <Heading id={headingId} className={HEADING_CLASS[level]}>
        {t(`account.${heading}`)}
      </Heading>
      {children}
      <SubmitButton
        busy={form.submitting}
        label={t(`account.${label}`)}
        busyLabel={t(`account.${busyLabel}`)}
      />
    </Form>
  );
}
