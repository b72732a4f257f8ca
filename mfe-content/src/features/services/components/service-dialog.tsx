import { Button, Modal } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MinistryServiceContent } from '@ministry/contracts/site-content';
import { DIALOG_PROPS } from '@ministry/platform/focus';
import { ServiceIcon } from '../../../components/icons';
import { usePickText } from '../../../components/site-content';
import { NAMESPACE } from '../../../i18n';
import { ServiceDetail } from './service-detail';

/** The Learn More dialog of a service, labelled by the service's title. */
export function ServiceDialog({
  service,
  show,
  onHide,
  onExited,
}: {
  service: MinistryServiceContent | null;
  show: boolean;
  onHide: () => void;
  /** After the closing animation: the page forgets the service then, so the dialog never empties while fading. */
  onExited: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const pick = usePickText();
  const titleId = service ? `service-dialog-${service.id}-title` : undefined;
  return (
    <Modal
      {...DIALOG_PROPS}
      show={show && service !== null}
      onHide={onHide}
      onExited={onExited}
      size="lg"
      centered
      scrollable
      aria-labelledby={titleId}
      className="ct-modal"
    >
      {service && (
        <>
          <Modal.Header closeButton closeLabel={t('servicesPage.close')}>
            <Modal.Title as="h2" id={titleId} className="h4 d-flex align-items-center gap-2">
              <span className="ct-icon-badge ct-icon-badge-sm">
                <ServiceIcon name={service.icon} />
              </span>
              {pick(service.name)}
            </Modal.Title>
          </Modal.Header>
          {/* The body scrolls: a keyboard user can focus it to scroll with the arrow keys. */}
          <Modal.Body tabIndex={0} role="region" aria-labelledby={titleId}>
            <p className="lead fs-6 text-secondary">{pick(service.summary)}</p>
            <ServiceDetail service={service} level={3} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onHide}>
              {t('servicesPage.close')}
            </Button>
            <Link to="/contact" className="btn btn-primary" onClick={onHide}>
              {t('servicesPage.contactForMore')}
            </Link>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
