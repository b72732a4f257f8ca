import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  staffUnsubscribeSchema,
  UNSUBSCRIBE_REQUEST_MAX,
  type StaffUnsubscribeInput,
  type StaffUnsubscribeResult,
} from '@ministry/contracts/outreach';
import { errorMessage } from '@ministry/platform/api';
import { TextField } from '@ministry/platform/form-field';
import { SectionCard } from '@ministry/platform/section-card';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { unsubscribePerson, useMailingLists } from '../api/announcements';

/**
 * Staff process a request to leave that did not come through a link: an e-mail to the unsubscribe
 * address (List-Unsubscribe's mailto, its code in the subject), a phone call or a letter.
 */
export function UnsubscribePersonCard() {
  const { t } = useTranslation(NAMESPACE);
  const { mutate } = useMailingLists();
  const form = useForm<typeof staffUnsubscribeSchema, StaffUnsubscribeInput>(staffUnsubscribeSchema, {
    request: '',
  });
  const [outcome, setOutcome] = useState<{ done: StaffUnsubscribeResult } | { error: string } | null>(null);

  const submit = form.handleSubmit(
    async ({ request }) => {
      setOutcome(null);
      const done = await unsubscribePerson(request);
      setOutcome({ done });
      form.reset();
      await mutate();
    },
    (failure) => setOutcome({ error: errorMessage(failure, t('announcements.unsubscribePerson.failed')) }),
  );

  const doneText = ({ lists, by }: StaffUnsubscribeResult) =>
    by === 'email'
      ? t('announcements.unsubscribePerson.doneEmail', { count: lists })
      : t(lists ? 'announcements.unsubscribePerson.doneToken' : 'announcements.unsubscribePerson.alreadyOff');

  return (
    <SectionCard
      headingId="adm-unsubscribe-person-title"
      heading="h4"
      title={t('announcements.unsubscribePerson.title')}
      intro={t('announcements.unsubscribePerson.intro')}
      className="mt-4"
    >
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          form={form}
          name="request"
          label={t('announcements.unsubscribePerson.request')}
          hint={t('announcements.unsubscribePerson.hint')}
          rows={3}
          maxLength={UNSUBSCRIBE_REQUEST_MAX}
          autoComplete="off"
          required
        />
        <Button type="submit" variant="outline-danger" className="mt-2" disabled={form.submitting}>
          {form.submitting
            ? t('announcements.unsubscribePerson.submitting')
            : t('announcements.unsubscribePerson.submit')}
        </Button>
      </Form>
      {outcome && 'done' in outcome && (
        <Alert variant="success" className="mt-3 mb-0" role="status">
          {doneText(outcome.done)}
        </Alert>
      )}
      {outcome && 'error' in outcome && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {outcome.error}
        </Alert>
      )}
    </SectionCard>
  );
}
