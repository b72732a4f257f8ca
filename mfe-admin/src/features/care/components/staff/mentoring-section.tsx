import { useId, useState } from 'react';
import { Alert, Badge, ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { mentoringMatchSchema } from '@ministry/contracts/care-schemas';
import { errorMessage } from '@ministry/platform/api';
import { SelectField, TextField } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { NamedButton } from '@ministry/platform/named-button';
import { toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../../i18n';
import { Dialog, DialogForm, RecordList, SectionHeading } from '../../../../kit';
import { matchMentoring, useMentoring, type MentoringView } from '../../api/care';
import { newYorkMoment } from '../../care-time';
import { useCareNames } from './use-care-names';

/** Matches a mentoring request with a mentor for 6 to 12 months (the service books the meetings). */
function MatchDialog({
  request,
  who,
  onClose,
  onSaved,
}: {
  request: MentoringView;
  who: string;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const { counselors, teamName } = useCareNames();
  const mentors = counselors.filter((entry) => entry.active && entry.mentor);
  const form = useForm(mentoringMatchSchema, { counselorId: '', months: '6' } as {
    counselorId: string;
    months: string;
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(
    async (input) => {
      await matchMentoring(request.id, { counselorId: input.counselorId, months: input.months });
      toastSuccess(t('care.mentoring.matchedDone'));
      await onSaved();
      onClose();
    },
    (caught) => setFailure(errorMessage(caught, t('care.failed'))),
  );
  return (
    <Dialog
      show
      titleId={titleId}
      title={`${t('care.mentoring.matchTitle')}: ${who}`}
      onClose={onClose}
      closeLabel={t('care.close')}
    >
      <DialogForm
        busy={form.submitting}
        onSubmit={submit}
        onCancel={onClose}
        cancelLabel={t('care.cancel')}
        submitLabel={t('care.mentoring.match')}
        busyLabel={t('care.saving')}
      >
        {failure && <Alert variant="danger">{failure}</Alert>}
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
      </DialogForm>
    </Dialog>
  );
}

/** Mentoring requests (never their text), matched with a mentor. */
export function MentoringSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, error, mutate } = useMentoring();
  const { userName, counselorName } = useCareNames();
  const [matching, setMatching] = useState<MentoringView | null>(null);
  return (
    <section aria-labelledby="care-mentoring" className="mb-4">
      <SectionHeading
        id="care-mentoring"
        level={3}
        title={t('care.mentoring.heading')}
        count={data?.requests.length}
      />
      <RecordList
        items={data?.requests}
        error={error}
        onRetry={mutate}
        texts={{
          loadError: t('care.loadError'),
          loading: t('care.loading'),
          empty: t('care.mentoring.empty'),
        }}
      >
        {(requests) => (
          <ListGroup as="ul">
            {requests.map((request) => {
              const who = userName(request.userId);
              const matched = !!request.counselorId;
              return (
                <ListGroup.Item
                  as="li"
                  key={request.id}
                  className="d-flex flex-wrap align-items-center gap-2"
                >
                  <span className="me-auto">
                    <span className="fw-semibold">{who}</span> ·{' '}
                    {t('care.slidingScale.requested', { date: newYorkMoment(request.createdAt, language) })}{' '}
                    {matched ? (
                      <Badge bg="success">
                        {t('care.mentoring.matched')}: {counselorName(request.counselorId)} · {request.months}
                      </Badge>
                    ) : (
                      <Badge bg="warning" text="dark">
                        {t('care.slidingScale.pending')}
                      </Badge>
                    )}
                  </span>
                  {!matched && (
                    <NamedButton
                      variant="outline-primary"
                      label={t('care.mentoring.match')}
                      name={who}
                      onClick={() => setMatching(request)}
                    />
                  )}
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
      </RecordList>
      {matching && (
        <MatchDialog
          request={matching}
          who={userName(matching.userId)}
          onClose={() => setMatching(null)}
          onSaved={mutate}
        />
      )}
    </section>
  );
}
