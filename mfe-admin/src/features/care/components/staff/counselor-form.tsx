import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { CareMode, CounselorProfile } from '@ministry/contracts/care';
import { CARE_MODES } from '@ministry/contracts/care';
import { createCounselorSchema } from '@ministry/contracts/care-schemas';
import { LANGUAGES, type Language } from '@ministry/contracts/language';
import { fullName } from '@ministry/contracts/user';
import { CheckField, SelectField, TextField } from '@ministry/platform/form-field';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../../i18n';
import { createCounselor, updateCounselor } from '../../api/care';
import { ChoiceGroup } from '../counselor/hours-settings';
import { CareFormDialog, useCareAction, type SavingDialog } from '../shared/care-dialog';
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
  ...dialog
}: {
  /** null: a new profile. */
  counselor: CounselorProfile | null;
} & SavingDialog) {
  const { t } = useTranslation(NAMESPACE);
  const { team, users, counselors, teamName } = useCareNames();
  const form = useForm<typeof createCounselorSchema, CounselorFormValues>(
    createCounselorSchema,
    valuesOf(counselor),
  );
  const { failure, setFailure, fail, done } = useCareAction(dialog);
  const taken = new Set(counselors.map((entry) => entry.userId));
  const accounts = users.filter(
    (user) => user.role === 'counselor' && (!taken.has(user.id) || user.id === counselor?.userId),
  );

  const submit = form.handleSubmit(async ({ userId, ...fields }) => {
    setFailure(null);
    const body = { ...fields, meetingLink: fields.meetingLink || null };
    if (counselor) await updateCounselor(counselor.id, body);
    else await createCounselor({ ...body, userId });
    await done(counselor ? t('care.counselors.updated') : t('care.counselors.created'));
  }, fail);

  return (
    <CareFormDialog
      size="lg"
      title={
        counselor
          ? t('care.counselors.editTitle', { name: teamName(counselor.teamSlug) })
          : t('care.counselors.createTitle')
      }
      busy={form.submitting}
      failure={failure}
      onSubmit={submit}
      onClose={dialog.onClose}
      submitLabel={counselor ? undefined : t('care.counselors.create')}
      busyLabel={counselor ? undefined : t('care.counselors.creating')}
    >
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
    </CareFormDialog>
  );
}
