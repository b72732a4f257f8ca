import { useEffect, useId, useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { confidentialTextSchema } from '@ministry/contracts/care-schemas';
import { errorMessage } from '@ministry/platform/api';
import { TextField } from '@ministry/platform/form-field';
import { LoadingState } from '@ministry/platform/states';
import { toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../../i18n';
import { Dialog, DialogForm } from '../../../../kit';
import {
  readIntake,
  readNotes,
  writeNotes,
  type AgendaAppointment,
  type ConfidentialText,
} from '../../api/care';

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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const read = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setAnswer(await readIntake(appointmentId));
    } catch (caught) {
      setFailure(errorMessage(caught, t('care.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Modal.Body>
        <Alert variant="info">{t('care.texts.recorded')}</Alert>
        {failure && <Alert variant="danger">{failure}</Alert>}
        {answer ? (
          <TextBody answer={answer} />
        ) : (
          <Button variant="primary" disabled={busy} onClick={() => void read()}>
            {busy ? t('care.texts.reading') : t('care.texts.read')}
          </Button>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('care.close')}
        </Button>
      </Modal.Footer>
    </>
  );
}

/** Her private notes on the appointment: read when opened (recorded), changed and saved. */
function NotesBody({
  appointmentId,
  onClose,
  onSaved,
}: {
  appointmentId: string;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm(confidentialTextSchema, { text: '' });
  const [loaded, setLoaded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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
  }, [appointmentId, setValues, t]);
  const submit = form.handleSubmit(
    async ({ text }) => {
      await writeNotes(appointmentId, text);
      toastSuccess(t('care.texts.notesSaved'));
      await onSaved();
      onClose();
    },
    (caught) => setFailure(errorMessage(caught, t('care.failed'))),
  );
  return (
    <DialogForm
      busy={form.submitting}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('care.cancel')}
      submitLabel={t('care.save')}
      busyLabel={t('care.saving')}
    >
      <Alert variant="info">{t('care.texts.recorded')}</Alert>
      {failure && <Alert variant="danger">{failure}</Alert>}
      {loaded ? (
        <TextField form={form} name="text" rows={8} label={t('care.texts.notesLabel')} maxLength={5000} />
      ) : (
        !failure && <LoadingState />
      )}
    </DialogForm>
  );
}

/** The intake or the private notes of one appointment, in a dialog. */
export function TextDialog({
  appointment,
  kind,
  onClose,
  onSaved,
}: {
  appointment: AgendaAppointment;
  kind: 'intake' | 'notes';
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const member = appointment.memberName || t('care.agenda.member');
  return (
    <Dialog
      show
      size="lg"
      titleId={titleId}
      title={
        kind === 'intake' ? t('care.texts.intakeTitle', { member }) : t('care.texts.notesTitle', { member })
      }
      onClose={onClose}
      closeLabel={t('care.close')}
    >
      {kind === 'intake' ? (
        <IntakeBody appointmentId={appointment.id} onClose={onClose} />
      ) : (
        <NotesBody appointmentId={appointment.id} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}
