import { useId } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { MinistryEvent } from '@ministry/contracts/event';
import { NAMESPACE } from '../../../i18n';

/** Asks before deleting; Cancel (or Escape) keeps the event. */
export function DeleteEventDialog({
  event,
  deleting,
  onConfirm,
  onCancel,
}: {
  event: MinistryEvent | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal
      show={event !== null}
      onHide={() => !deleting && onCancel()}
      centered
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <Modal.Header>
        <Modal.Title as="h2" id={titleId} className="h5">
          {t('manage.deleteTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={bodyId}>{event && t('manage.deleteConfirm', { title: event.title })}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={deleting} autoFocus>
          {t('manage.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          {deleting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {deleting ? t('manage.deleting') : t('manage.delete')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
