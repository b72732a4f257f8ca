import { useId, useState, type ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { InlineSpinner } from '@ministry/platform/states';
import { useTranslation } from 'react-i18next';
import { DIALOG_PROPS } from '@ministry/platform/focus';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** Busy from outside; without it the dialog is busy while a promise `onConfirm` returns is pending. */
  busy?: boolean;
  /** The confirm button's look: `danger` (the default) before a destructive action. */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => unknown;
  onCancel: () => void;
}

/** Asks before a destructive action; Cancel (or Escape) keeps things as they are. Focus starts on Cancel. */
export function ConfirmDialog({
  show,
  title,
  body,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy: busyFromOutside,
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const [confirming, setConfirming] = useState(false);
  const busy = busyFromOutside ?? confirming;
  const confirm = async () => {
    setConfirming(true);
    try {
      await onConfirm();
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Modal
      {...DIALOG_PROPS}
      show={show}
      onHide={() => !busy && onCancel()}
      centered
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <Modal.Header>
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={bodyId}>{body}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={() => void confirm()} disabled={busy}>
          {busy && <InlineSpinner className="me-2" />}
          {busy ? busyLabel : confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * Asks before deleting `item` (closed while it is null): the caller's title and question, the site's
 * Delete / Deleting… / Cancel. Busy while `onDelete` runs (it says how it went); closes when it is done.
 */
export function ConfirmDeleteDialog<T>({
  item,
  title,
  question,
  onDelete,
  onClose,
}: {
  item: T | null;
  title: string;
  question: (item: T) => ReactNode;
  onDelete: (item: T) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      show={item !== null}
      title={title}
      body={item !== null && question(item)}
      confirmLabel={t('confirmDelete.delete')}
      busyLabel={t('confirmDelete.deleting')}
      cancelLabel={t('confirmDelete.cancel')}
      onConfirm={async () => {
        if (item === null) return;
        try {
          await onDelete(item);
        } finally {
          onClose();
        }
      }}
      onCancel={onClose}
    />
  );
}
