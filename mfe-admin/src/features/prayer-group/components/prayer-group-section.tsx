import { Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  PRAYER_GROUP_NOTE_MAX,
  PRAYER_GROUP_URL_MAX,
  PRAYER_GROUP_WHEN_MAX,
  prayerGroupSchema,
  type PrayerGroupInput,
} from '@ministry/contracts/prayer-group';
import { FieldRow, TextField } from '@ministry/platform/form-field';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { SubmitButton } from '@ministry/platform/submit-button';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { SectionHeading } from '../../../kit';
import { savePrayerGroup, useAdminPrayerGroup } from '../api/prayer-group';

const EMPTY: PrayerGroupInput = { url: '', when: '', whenEs: '', note: '', noteEs: '' };

function PrayerGroupForm({
  initial,
  onSaved,
}: {
  initial: PrayerGroupInput;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm(prayerGroupSchema, initial);
  const save = async (input: PrayerGroupInput) => {
    await savePrayerGroup(input);
    toastSuccess(t('prayerGroup.saved'));
    await onSaved();
  };
  const submit = form.handleSubmit(save, (error) =>
    reportFailure('Saving the prayer group', error, { title: t('prayerGroup.saveFailed') }),
  );
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={form.submitting}>
      <FieldRow cols={['col-12', 'col-md-6']} className="g-3">
        <TextField
          form={form}
          name="url"
          type="url"
          label={t('prayerGroup.url')}
          hint={t('prayerGroup.urlHint')}
          maxLength={PRAYER_GROUP_URL_MAX}
          required
        />
        <TextField
          form={form}
          name="when"
          label={t('prayerGroup.when')}
          hint={t('prayerGroup.whenHint')}
          maxLength={PRAYER_GROUP_WHEN_MAX}
          required
        />
        <TextField
          form={form}
          name="whenEs"
          label={t('prayerGroup.whenEs')}
          maxLength={PRAYER_GROUP_WHEN_MAX}
          required
        />
        <TextField
          form={form}
          name="note"
          label={t('prayerGroup.note')}
          rows={2}
          maxLength={PRAYER_GROUP_NOTE_MAX}
        />
        <TextField
          form={form}
          name="noteEs"
          label={t('prayerGroup.noteEs')}
          rows={2}
          maxLength={PRAYER_GROUP_NOTE_MAX}
        />
      </FieldRow>
      <SubmitButton
        className="mt-3"
        busy={form.submitting}
        label={t('prayerGroup.save')}
        busyLabel={t('prayerGroup.saving')}
      />
    </Form>
  );
}

/** Staff set the weekly online prayer group's link and time once; members with a live plan see them. */
export function PrayerGroupSection() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, mutate } = useAdminPrayerGroup();
  let body;
  if (data)
    body = (
      <>
        {!data.settings && <p className="small text-secondary">{t('prayerGroup.notSet')}</p>}
        <PrayerGroupForm
          key={data.updatedAt ?? 'new'}
          initial={data.settings ?? EMPTY}
          onSaved={() => mutate()}
        />
      </>
    );
  else if (error) body = <ErrorState message={t('prayerGroup.loadError')} onRetry={() => void mutate()} />;
  else body = <LoadingState />;
  return (
    <section aria-labelledby="adm-prayer-group-title" className="mt-5">
      <SectionHeading id="adm-prayer-group-title" level={3} title={t('prayerGroup.heading')} />
      <p className="text-secondary">{t('prayerGroup.intro')}</p>
      <Card className="border-0 shadow-sm">
        <Card.Body>{body}</Card.Body>
      </Card>
    </section>
  );
}
