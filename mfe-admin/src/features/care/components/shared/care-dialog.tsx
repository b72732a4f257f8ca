import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@ministry/platform/api';
import { toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../../i18n';
import { Dialog, DialogForm } from '../../../../kit';

/** What a dialog that saves is told: how to close, and what to refresh once saved. */
export interface SavingDialog {
  onClose: () => void;
  onSaved: () => unknown;
}

/**
 * A dialog's busy state and failure (said in the page's language): `run` an action, `fail` from a
 * form's submit, `done` once saved (a toast, the list refreshed, the dialog closed).
 */
export function useCareAction(dialog?: Partial<SavingDialog>) {
  const { t } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (caught: unknown) => setFailure(errorMessage(caught, t('care.failed')));
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  };
  const done = async (message: string) => {
    toastSuccess(message);
    await dialog?.onSaved?.();
    dialog?.onClose?.();
  };
  return { busy, failure, setFailure, fail, run, done };
}

/** A care dialog, shown, with its title and Close. */
export function CareDialog({
  title,
  size,
  onClose,
  children,
}: {
  title: string;
  size?: 'lg';
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  return (
    <Dialog show size={size} titleId={titleId} title={title} onClose={onClose} closeLabel={t('care.close')}>
      {children}
    </Dialog>
  );
}

export interface CareFormProps {
  busy: boolean;
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  onClose: () => void;
  /** Save / Saving… unless given. */
  submitLabel?: string;
  busyLabel?: string;
  /** Shown before the failure. */
  lead?: ReactNode;
  children: ReactNode;
}

/** A care dialog's form: the lead, the failure, the fields, then Cancel and the submit. */
export function CareForm({
  busy,
  failure,
  onSubmit,
  onClose,
  submitLabel,
  busyLabel,
  lead,
  children,
}: CareFormProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DialogForm
      busy={busy}
      onSubmit={onSubmit}
      onCancel={onClose}
      cancelLabel={t('care.cancel')}
      submitLabel={submitLabel ?? t('care.save')}
      busyLabel={busyLabel ?? t('care.saving')}
    >
      {lead}
      {failure && <Alert variant="danger">{failure}</Alert>}
      {children}
    </DialogForm>
  );
}

/** A care dialog holding one form. */
export function CareFormDialog({ title, size, ...form }: CareFormProps & { title: string; size?: 'lg' }) {
  return (
    <CareDialog title={title} size={size} onClose={form.onClose}>
      <CareForm {...form} />
    </CareDialog>
  );
}

/** A recorded read's body: that the read is recorded, the failure, what was read; then Close. */
export function RecordedRead({
  failure,
  onClose,
  children,
}: {
  failure: string | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Modal.Body>
        <Alert variant="info">{t('care.texts.recorded')}</Alert>
        {failure && <Alert variant="danger">{failure}</Alert>}
        {children}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('care.close')}
        </Button>
      </Modal.Footer>
    </>
  );
}
