import type { FormEvent, ReactNode } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { DIALOG_PROPS } from '@ministry/platform/focus';
import { SubmitButton } from '@ministry/platform/submit-button';

/** A dialog named by its title (an h2), closed by its × (named `closeLabel`), Escape or a click outside. */
export function Dialog({
  titleId,
  title,
  show,
  onClose,
  closeLabel,
  size,
  children,
}: {
  titleId: string;
  title: string;
  show: boolean;
  onClose: () => void;
  closeLabel: string;
  size?: 'lg';
  children: ReactNode;
}) {
  return (
    <Modal {...DIALOG_PROPS} show={show} onHide={onClose} size={size} aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={closeLabel}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      {children}
    </Modal>
  );
}

/** A dialog's form: its fields in the body, then Cancel and the submit button (busy while it runs). */
export function DialogForm({
  busy,
  onSubmit,
  onCancel,
  cancelLabel,
  submitLabel,
  busyLabel,
  children,
}: {
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Form noValidate aria-busy={busy} onSubmit={(event) => void onSubmit(event)}>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <SubmitButton busy={busy} label={submitLabel} busyLabel={busyLabel} />
      </Modal.Footer>
    </Form>
  );
}
