import { useId, type ReactNode } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { keepTabInside } from '@ministry/platform/focus';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
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
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal
      show={show}
      onHide={() => !busy && onCancel()}
      centered
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={keepTabInside}
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
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {busy ? busyLabel : confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
