import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { registrationInputSchema, type RegistrationInput } from '@ministry/contracts/event-input';
import type { CalendarDay } from '@ministry/contracts/calendar-day';
import { ApiError, errorMessage } from '@ministry/platform/api';
import { FieldRow, TextField } from '@ministry/platform/form-field';
import { SubmitButton } from '@ministry/platform/submit-button';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { addRegistration } from '../api/registrations';

const EMPTY: RegistrationInput = { name: '', email: '' };

/** An event editor adds someone by hand (she called, or signed a paper list): name and email. */
export function AddAttendeeForm({
  eventId,
  date,
  onAdded,
}: {
  eventId: string;
  date: CalendarDay;
  onAdded: () => Promise<unknown>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm(registrationInputSchema, EMPTY);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (input) => {
      setRefusal(null);
      const added = await addRegistration(eventId, date, input);
      toastSuccess(
        t(added.status === 'confirmed' ? 'attendees.addedConfirmed' : 'attendees.addedWaitlisted'),
        input.name,
      );
      form.reset(EMPTY);
      await onAdded();
    },
    (error) => {
      if (error instanceof ApiError && error.status === 400) return;
      if (error instanceof ApiError && error.status === 409) {
        setRefusal(errorMessage(error, t('attendees.addFailed')));
        return;
      }
      const report = { title: t('checkIn.error'), message: t('attendees.addFailed'), ownMessage: true };
      reportFailure('Adding someone by hand', error, report);
    },
  );

  return (
    <section aria-labelledby="add-attendee-title" className="mt-4">
      <h3 id="add-attendee-title" className="h6">
        {t('attendees.addTitle')}
      </h3>
      {refusal && (
        <Alert variant="warning" role="alert">
          {refusal}
        </Alert>
      )}
      <Form noValidate onSubmit={(event) => void submit(event)} data-testid="add-attendee">
        <FieldRow
          cols={['col-sm-5', 'col-sm-5', 'col-sm-2 pt-sm-4 mt-sm-2']}
          className="g-2 align-items-start"
        >
          {(['name', 'email'] as const).map((name) => (
            <TextField
              key={name}
              {...{ form, name, autoComplete: 'off' }}
              label={name === 'name' ? t('attendees.addName') : t('attendees.addEmail')}
              type={name === 'email' ? 'email' : 'text'}
            />
          ))}
          <SubmitButton
            busy={form.submitting}
            label={t('attendees.add')}
            busyLabel={t('attendees.adding')}
            className="w-100"
          />
        </FieldRow>
      </Form>
    </section>
  );
}
