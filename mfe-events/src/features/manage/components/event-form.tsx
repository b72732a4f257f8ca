import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { eventInputSchema } from '@ministry/contracts/event-input';
import { SubmitButton, SubmitRow } from '@ministry/platform/submit-button';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { toPayload, type EventFormValues, type EventPayload } from '../form-values';
import { EventDetails } from './event-details';
import { RecurrenceFields } from './recurrence-fields';
import { PricingFields } from './pricing-fields';
import { SignupFields } from './signup-fields';

export interface EventFormProps {
  mode: 'create' | 'edit';
  initial: EventFormValues;
  /** Saves; resolves to null once saved, else to the failure (a 400's field errors are shown). */
  onSubmit: (payload: EventPayload) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The create/edit form: the required fields with their messages (the same schema as the service),
 * a date picker that defaults to today, the recurrence fields only for a recurring event and the
 * weekday boxes only for a weekly one, then the sign-up settings. On a refusal (the schema's or the
 * service's 400) the first field in error takes the focus.
 */
export function EventForm({ mode, initial, onSubmit, onCancel }: EventFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm(eventInputSchema, initial, { prepare: toPayload });
  const submit = form.handleSubmit(
    async () => {
      const failure = await onSubmit(toPayload(form.values));
      if (failure) throw failure;
    },
    () => undefined,
  );
  const button = {
    busy: form.submitting,
    label: mode === 'edit' ? t('manage.update') : t('manage.create'),
    busyLabel: t('manage.saving'),
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={form.submitting}>
      <EventDetails form={form} />
      <RecurrenceFields form={form} />
      <SignupFields form={form} />
      <PricingFields form={form} />
      {mode === 'edit' ? <SubmitRow {...button} onCancel={onCancel} /> : <SubmitButton {...button} />}
    </Form>
  );
}
