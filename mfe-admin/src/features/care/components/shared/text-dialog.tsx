import { useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { confidentialTextSchema } from '@ministry/contracts/care-schemas';
import { errorMessage } from '@ministry/platform/api';
import { TextField } from '@ministry/platform/form-field';
import { LoadingState } from '@ministry/platform/states';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../../i18n';
import {
  readIntake,
  readNotes,
  writeNotes,
  type AgendaAppointment,
  type ConfidentialText,
} from '../../api/care';
import { CareDialog, CareForm, RecordedRead, useCareAction, type SavingDialog } from './care-dialog';

/** What a read answered: the text, or why there is none. */
function TextBody({ answer }: { answer: ConfidentialText }) {
  const { t } = useTranslation(NAMESPACE);
  if (answer.deletedAt) return <p className="text-secondary">{t('care.texts.deleted')}</p>;
  if (!answer.text) return <p className="text-secondary">{t('care.texts.none')}</p>;
  return (
    <p className="adm-care-text" style={{ whiteSpace: 'pre-wrap' }}>
      {answer.text}
    </p>
  );
}

/** The member's intake, opened only when she asks (each read is recorded, and said so first). */
function IntakeBody({ appointmentId, onClose }: { appointmentId: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [answer, setAnswer] = useState<ConfidentialText | null>(null);
  const { busy, failure, run } = useCareAction();
  return (
    <RecordedRead failure={failure} onClose={onClose}>
      {answer ? (
        <TextBody answer={answer} />
      ) : (
        <Button
          variant="primary"
          disabled={busy}
          onClick={() => void run(async () => setAnswer(await readIntake(appointmentId)))}
        >
          {busy ? t('care.texts.reading') : t('care.texts.read')}
        </Button>
      )}
    </RecordedRead>
  );
}

/** Her private notes on the appointment: read when opened (recorded), changed and saved. */
function NotesBody({ appointmentId, ...dialog }: { appointmentId: string } & SavingDialog) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm(confidentialTextSchema, { text: '' });
  const [loaded, setLoaded] = useState(false);
  const { failure, setFailure, fail, done } = useCareAction(dialog);
  const { setValues } = form;
  useEffect(() => {
    let live = true;
    readNotes(appointmentId).then(
      (answer) => {
        if (!live) return;
        setValues({ text: answer.text ?? '' });
        setLoaded(true);
      },
      (caught: unknown) => live && setFailure(errorMessage(caught, t('care.loadError'))),
    );
    return () => {
      live = false;
    };
  }, [appointmentId, setValues, setFailure, t]);
  const submit = form.handleSubmit(async ({ text }) => {
    await writeNotes(appointmentId, text);
    await done(t('care.texts.notesSaved'));
  }, fail);
  return (
    <CareForm
      busy={form.submitting}
      failure={failure}
      onSubmit={submit}
      onClose={dialog.onClose}
      lead={<Alert variant="info">{t('care.texts.recorded')}</Alert>}
    >
      {loaded ? (
        <TextField form={form} name="text" rows={8} label={t('care.texts.notesLabel')} maxLength={5000} />
      ) : (
        !failure && <LoadingState />
      )}
    </CareForm>
  );
}

/** The intake or the private notes of one appointment, in a dialog. */
export function TextDialog({
  appointment,
  kind,
  ...dialog
}: { appointment: AgendaAppointment; kind: 'intake' | 'notes' } & SavingDialog) {
  const { t } = useTranslation(NAMESPACE);
  const member = appointment.memberName || t('care.agenda.member');
  return (
    <CareDialog
      size="lg"
      title={
        kind === 'intake' ? t('care.texts.intakeTitle', { member }) : t('care.texts.notesTitle', { member })
      }
      onClose={dialog.onClose}
    >
      {kind === 'intake' ? (
        <IntakeBody appointmentId={appointment.id} onClose={dialog.onClose} />
      ) : (
        <NotesBody appointmentId={appointment.id} {...dialog} />
      )}
    </CareDialog>
  );
}
