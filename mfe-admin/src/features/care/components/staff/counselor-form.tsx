import { useId, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { CareMode, CounselorProfile } from '@ministry/contracts/care';
import { CARE_MODES } from '@ministry/contracts/care';
import { createCounselorSchema } from '@ministry/contracts/care-schemas';
import { LANGUAGES, type Language } from '@ministry/contracts/language';
import { fullName } from '@ministry/contracts/user';
import { errorMessage } from '@ministry/platform/api';
import { CheckField, SelectField, TextField } from '@ministry/platform/form-field';
import { toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../../i18n';
import { Dialog, DialogForm } from '../../../../kit';
import { createCounselor, updateCounselor } from '../../api/care';
import { ChoiceGroup } from '../counselor/hours-settings';
import { useCareNames } from './use-care-names';

export interface CounselorFormValues {
  userId: string;
  teamSlug: string;
  languages: Language[];
  modes: CareMode[];
  mentor: boolean;
  meetingLink: string;
}

const valuesOf = (counselor: CounselorProfile | null): CounselorFormValues => ({
  userId: counselor?.userId ?? '',
  teamSlug: counselor?.teamSlug ?? '',
  languages: counselor ? [...counselor.languages] : ['en'],
  modes: counselor ? [...counselor.modes] : ['virtual'],
  mentor: counselor?.mentor ?? false,
  meetingLink: counselor?.meetingLink ?? '',
});

/**
 * Staff create a counselor profile (an account with the role Counselor, the team member she is,
 * languages, ways of meeting) or edit one; the same schema as the service checks it.
 */
export function CounselorForm({
  counselor,
  onClose,
  onSaved,
}: {
  /** null: a new profile. */
  counselor: CounselorProfile | null;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const { team, users, counselors, teamName } = useCareNames();
  const form = useForm<typeof createCounselorSchema, CounselorFormValues>(
    createCounselorSchema,
    valuesOf(counselor),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const taken = new Set(counselors.map((entry) => entry.userId));
  const accounts = users.filter(
    (user) => user.role === 'counselor' && (!taken.has(user.id) || user.id === counselor?.userId),
  );

  const submit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      const { userId, ...fields } = input;
      const body = { ...fields, meetingLink: fields.meetingLink || null };
      if (counselor) await updateCounselor(counselor.id, body);
      else await createCounselor({ ...body, userId });
      toastSuccess(counselor ? t('care.counselors.updated') : t('care.counselors.created'));
      await onSaved();
      onClose();
    },
    (caught) => setFailure(errorMessage(caught, t('care.failed'))),
  );

  return (
    <Dialog
      show
      size="lg"
      titleId={titleId}
      title={
        counselor
          ? t('care.counselors.editTitle', { name: teamName(counselor.teamSlug) })
          : t('care.counselors.createTitle')
      }
      onClose={onClose}
      closeLabel={t('care.close')}
    >
      <DialogForm
        busy={form.submitting}
        onSubmit={submit}
        onCancel={onClose}
        cancelLabel={t('care.cancel')}
        submitLabel={counselor ? t('care.save') : t('care.counselors.create')}
        busyLabel={counselor ? t('care.saving') : t('care.counselors.creating')}
      >
        {failure && <Alert variant="danger">{failure}</Alert>}
        {!counselor && accounts.length === 0 && (
          <Alert variant="warning">{t('care.counselors.noCounselorUsers')}</Alert>
        )}
        {!counselor && (
          <SelectField
            form={form}
            name="userId"
            required
            label={t('care.counselors.user')}
            hint={t('care.counselors.userHint')}
            options={[
              { value: '', label: t('care.counselors.pickUser') },
              ...accounts.map((user) => ({ value: user.id, label: `${fullName(user)} (@${user.username})` })),
            ]}
          />
        )}
        <SelectField
          form={form}
          name="teamSlug"
          required
          label={t('care.counselors.teamMember')}
          hint={t('care.counselors.teamHint')}
          options={[
            { value: '', label: t('care.counselors.pickTeam') },
            ...team.map((member) => ({ value: member.id, label: member.name })),
          ]}
        />
        <ChoiceGroup
          name="counselor-languages"
          legend={t('care.hours.languages')}
          options={LANGUAGES}
          chosen={form.values.languages}
          label={(value) => t(`care.languages.${value}`)}
          error={form.errors.languages}
          onChange={(chosen) => form.setValue('languages', chosen)}
        />
        <ChoiceGroup
          name="counselor-modes"
          legend={t('care.hours.modes')}
          options={CARE_MODES}
          chosen={form.values.modes}
          label={(value) => t(`care.modes.${value}`)}
          error={form.errors.modes}
          onChange={(chosen) => form.setValue('modes', chosen)}
        />
        <TextField
          form={form}
          name="meetingLink"
          type="url"
          label={t('care.hours.meetingLink')}
          hint={t('care.hours.meetingLinkHint')}
        />
        <CheckField form={form} name="mentor" label={t('care.counselors.mentorLabel')} />
      </DialogForm>
    </Dialog>
  );
}
