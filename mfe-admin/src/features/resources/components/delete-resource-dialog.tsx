import { useId } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@ministry/contracts/resource';
import { NAMESPACE } from '../../../i18n';

/** Asks before deleting; Cancel (or Escape) keeps the resource. */
export function DeleteResourceDialog({
  resource,
  deleting,
  onConfirm,
  onCancel,
}: {
  resource: Resource | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal
      show={resource !== null}
      onHide={() => !deleting && onCancel()}
      centered
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <Modal.Header>
        <Modal.Title as="h2" id={titleId} className="h5">
          {t('resources.deleteTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={bodyId}>
        {resource && t('resources.deleteConfirm', { title: resource.title })}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={deleting} autoFocus>
          {t('resources.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          {deleting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {deleting ? t('resources.deleting') : t('resources.delete')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
