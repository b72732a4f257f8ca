import { useEffect } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_SUBJECT_MAX,
  announcementSchema,
  type AnnouncementInput,
} from '@ministry/contracts/outreach';
import { CheckField, FieldRow, TextField } from '@ministry/platform/form-field';
import { SubmitButton } from '@ministry/platform/submit-button';
import { reportFailure } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { ListChoice } from './list-choice';

export const EMPTY_ANNOUNCEMENT: AnnouncementInput = {
  subject: '',
  body: '',
  subjectEs: '',
  bodyEs: '',
  lists: [],
  public: false,
};

/** What the editor holds of a saved announcement. */
export function announcementValues(saved: AnnouncementInput): AnnouncementInput {
  const { subject, body, subjectEs, bodyEs, lists, public: shown } = saved;
  return { subject, body, subjectEs, bodyEs, lists: [...lists], public: shown };
}

/**
 * An announcement's texts in English and Spanish side by side (stacked on a phone), the lists it goes
 * to and whether the archive shows it, checked by the identity service's own schema. A refusal keeps
 * everything typed; `onDirty` says whether what is typed differs from what was saved.
 */
export function AnnouncementEditor({
  initial,
  onSave,
  onDirty,
}: {
  initial: AnnouncementInput;
  onSave: (input: AnnouncementInput) => Promise<void>;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm(announcementSchema, initial);
  const dirty = JSON.stringify(form.values) !== JSON.stringify(initial);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const submit = form.handleSubmit(onSave, (error) =>
    reportFailure('Saving the announcement', error, { title: t('announcements.saveFailed') }),
  );
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={form.submitting}>
      <FieldRow cols="col-lg-6" className="g-3">
        <>
          <h4 className="h6 text-secondary text-uppercase">{t('announcements.english')}</h4>
          <TextField
            form={form}
            name="subject"
            label={t('announcements.fields.subject')}
            maxLength={ANNOUNCEMENT_SUBJECT_MAX}
            autoComplete="off"
            required
          />
          <TextField
            form={form}
            name="body"
            label={t('announcements.fields.body')}
            rows={10}
            maxLength={ANNOUNCEMENT_BODY_MAX}
            required
          />
        </>
        <>
          <h4 className="h6 text-secondary text-uppercase">{t('announcements.spanish')}</h4>
          <TextField
            form={form}
            name="subjectEs"
            label={t('announcements.fields.subjectEs')}
            hint={t('announcements.fields.spanishHint')}
            maxLength={ANNOUNCEMENT_SUBJECT_MAX}
            autoComplete="off"
          />
          <TextField
            form={form}
            name="bodyEs"
            label={t('announcements.fields.bodyEs')}
            rows={10}
            maxLength={ANNOUNCEMENT_BODY_MAX}
          />
        </>
      </FieldRow>
      <ListChoice
        value={form.values.lists}
        onChange={(lists) => form.setValue('lists', lists)}
        error={form.errors.lists}
      />
      <CheckField
        form={form}
        name="public"
        type="switch"
        label={t('announcements.fields.public')}
        help={t('announcements.fields.publicHelp')}
        className="mb-0"
        helpClassName="d-block mb-3"
      />
      <SubmitButton
        busy={form.submitting}
        label={t('announcements.save')}
        busyLabel={t('announcements.saving')}
      />
    </Form>
  );
}
