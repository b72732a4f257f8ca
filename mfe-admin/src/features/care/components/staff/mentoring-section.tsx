import { useState } from 'react';
import { Alert, Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { mentoringMatchSchema } from '@ministry/contracts/care-schemas';
import { SelectField, TextField } from '@ministry/platform/form-field';
import { NamedButton } from '@ministry/platform/named-button';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../../i18n';
import { matchMentoring, useMentoring, type MentoringView } from '../../api/care';
import { CareFormDialog, useCareAction, type SavingDialog } from '../shared/care-dialog';
import { MemberRequestRow, RequestList } from '../shared/request-list';
import { useCareNames } from './use-care-names';

/** Matches a mentoring request with a mentor for 6 to 12 months (the service books the meetings). */
function MatchDialog({ request, who, ...dialog }: { request: MentoringView; who: string } & SavingDialog) {
  const { t } = useTranslation(NAMESPACE);
  const { counselors, teamName } = useCareNames();
  const mentors = counselors.filter((entry) => entry.active && entry.mentor);
  const form = useForm(mentoringMatchSchema, { counselorId: '', months: '6' } as {
    counselorId: string;
    months: string;
  });
  const { failure, fail, done } = useCareAction(dialog);
  const submit = form.handleSubmit(async (input) => {
    await matchMentoring(request.id, { counselorId: input.counselorId, months: input.months });
    await done(t('care.mentoring.matchedDone'));
  }, fail);
  return (
    <CareFormDialog
      title={`${t('care.mentoring.matchTitle')}: ${who}`}
      busy={form.submitting}
      failure={failure}
      onSubmit={submit}
      onClose={dialog.onClose}
      submitLabel={t('care.mentoring.match')}
    >
      {mentors.length === 0 && <Alert variant="warning">{t('care.mentoring.noMentors')}</Alert>}
      <SelectField
        form={form}
        name="counselorId"
        required
        label={t('care.mentoring.mentor')}
        options={[
          { value: '', label: '—' },
          ...mentors.map((mentor) => ({ value: mentor.id, label: teamName(mentor.teamSlug) })),
        ]}
      />
      <TextField
        form={form}
        name="months"
        type="number"
        inputMode="numeric"
        min={6}
        label={t('care.mentoring.months')}
        required
      />
    </CareFormDialog>
  );
}

/** Mentoring requests (never their text), matched with a mentor. */
export function MentoringSection() {
  const { t } = useTranslation(NAMESPACE);
  const list = useMentoring();
  const { userName, counselorName } = useCareNames();
  const [matching, setMatching] = useState<MentoringView | null>(null);
  return (
    <RequestList
      id="care-mentoring"
      title={t('care.mentoring.heading')}
      empty={t('care.mentoring.empty')}
      list={list}
      row={(request) => {
        const who = userName(request.userId);
        return request.counselorId ? (
          <MemberRequestRow
            who={who}
            createdAt={request.createdAt}
            badge={
              <Badge bg="success">
                {t('care.mentoring.matched')}: {counselorName(request.counselorId)} · {request.months}
              </Badge>
            }
          />
        ) : (
          <MemberRequestRow who={who} createdAt={request.createdAt}>
            <NamedButton
              variant="outline-primary"
              label={t('care.mentoring.match')}
              name={who}
              onClick={() => setMatching(request)}
            />
          </MemberRequestRow>
        );
      }}
    >
      {matching && (
        <MatchDialog
          request={matching}
          who={userName(matching.userId)}
          onClose={() => setMatching(null)}
          onSaved={list.mutate}
        />
      )}
    </RequestList>
  );
}
