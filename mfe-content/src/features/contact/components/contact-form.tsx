import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
} from '@ministry/contracts/contact-fields';
import { ApiError } from '@ministry/platform/api';
import { FieldRow, SelectField, TextField } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { loadMessages } from '@ministry/platform/messages';
import { SubmitButton } from '@ministry/platform/submit-button';
import { reportFailure, toast, toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { sendContactMessage } from '../api/send-contact-message';

// The schema (and yup) loads once the form is first edited: the home page shows the form without it.
const loadSchema = () => import('@ministry/contracts/contact').then((module) => module.contactMessageSchema);

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '' };

/** The form's one-line inputs, labelled `form.<name>`. */
const INPUTS = [
  { name: 'name', autoComplete: 'name', maxLength: CONTACT_NAME_MAX },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: CONTACT_PHONE_MAX },
] as const;

const MESSAGE = { rows: 5, maxLength: CONTACT_MESSAGE_MAX } as const;

/**
 * The contact form of /contact and the home page: validated with the same schema as POST /api/contact,
 * errors tied to their fields, a submitting state, a success toast and reset, or an error toast that
 * keeps what was typed.
 */
export function ContactForm() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const honeypotId = useId();
  const form = useForm(loadSchema, EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const subjects = [
    { value: '', label: t('form.chooseSubject') },
    ...CONTACT_SUBJECTS.map((value) => ({ value, label: CONTACT_SUBJECT_LABELS[language][value] })),
  ];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    if (submitting) return;
    const failed = (description?: string) =>
      toast({ variant: 'error', title: t('form.errorTitle'), description });
    let message;
    try {
      message = await form.validate(formElement);
    } catch {
      failed(); // the form's checks could not be loaded (offline): nothing is lost, it can be sent again
      return;
    }
    // Loaded with the checks (useForm), so this resolves at once.
    const { translateMessage } = await loadMessages();
    if (!message) return;
    setSubmitting(true);
    try {
      const sent = await sendContactMessage(message, honeypot);
      const thanks = sent?.memberSupport ? 'contact.sentMember' : 'contact.sent';
      toastSuccess(t('form.successTitle'), translateMessage(thanks, language));
      form.reset();
      setHoneypot('');
    } catch (error) {
      form.showServerErrors(error, formElement);
      // Only a 429 (too many messages from here) is said in the service's words.
      reportFailure('Sending the contact message', error, {
        title: t('form.errorTitle'),
        message: translateMessage('contact.sendFailed', language),
        ownMessage: !(error instanceof ApiError && error.status === 429),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="ct-contact-form"
      aria-busy={submitting}
    >
      <fieldset disabled={submitting} className="border-0 p-0 m-0">
        <FieldRow cols={[...INPUTS.map(() => 'col-md-6'), 'col-md-6', 'col-12']} className="g-0 gx-md-3">
          {INPUTS.map((input) => (
            <TextField key={input.name} form={form} label={t(`form.${input.name}`)} {...input} />
          ))}
          <SelectField form={form} name="subject" label={t('form.subject')} options={subjects} />
          <TextField form={form} name="message" label={t('form.message')} {...MESSAGE} />
        </FieldRow>
        {/* Hidden from people and assistive technology: only bots fill it in. */}
        <div className="ct-honeypot" aria-hidden="true">
          <label htmlFor={honeypotId}>{t('form.honeypot')}</label>
          <input
            id={honeypotId}
            name={CONTACT_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
      </fieldset>
      <SubmitButton
        busy={submitting}
        label={t('form.submit')}
        busyLabel={t('form.sending')}
        className="btn-lg w-100 mt-2"
      />
    </form>
  );
}
