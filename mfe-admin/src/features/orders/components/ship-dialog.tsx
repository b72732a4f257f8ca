import { Button, Form, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { shipOrderSchema, type AdminOrder, type ShipOrderRequest } from '@ministry/contracts/order';
import { keepTabInside } from '@ministry/platform/focus';
import { TextField } from '@ministry/platform/form-field';
import { SubmitButton } from '@ministry/platform/submit-button';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { shipOrder } from '../api/admin-orders';
import { useActionFailed } from './use-action-failed';

const EMPTY: ShipOrderRequest = { carrier: '', trackingNumber: '' };

function ShipForm({
  order,
  onShipped,
  onCancel,
}: {
  order: AdminOrder;
  onShipped: (order: AdminOrder) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const failed = useActionFailed();
  const form = useForm<typeof shipOrderSchema, ShipOrderRequest>(shipOrderSchema, EMPTY);
  const { handleSubmit, submitting } = form;
  return (
    <Form
      noValidate
      aria-busy={submitting}
      onSubmit={(event) =>
        void handleSubmit(
          async (input) => onShipped(await shipOrder(order.orderNumber, input)),
          (caught) => failed('Marking the order shipped', caught),
        )(event)
      }
    >
      <Modal.Body>
        <TextField form={form} name="carrier" label={t('orders.ship.carrier')} autoComplete="off" />
        <TextField form={form} name="trackingNumber" label={t('orders.ship.tracking')} autoComplete="off" />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={submitting}>
          {t('orders.ship.cancel')}
        </Button>
        <SubmitButton
          busy={submitting}
          label={t('orders.ship.submit')}
          busyLabel={t('orders.ship.submitting')}
        />
      </Modal.Footer>
    </Form>
  );
}

interface ShipDialogProps {
  order: AdminOrder;
  show: boolean;
  onShipped: (order: AdminOrder) => Promise<void>;
  onClose: () => void;
}

/** Carrier and tracking number (the shared schema's rules), then the order is shipped. */
export function ShipDialog({ order, show, onShipped, onClose }: ShipDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal show={show} onHide={onClose} aria-labelledby="adm-ship-title" onKeyDown={keepTabInside}>
      <Modal.Header closeButton closeLabel={t('orders.ship.cancel')}>
        <Modal.Title as="h2" className="h5" id="adm-ship-title">
          {t('orders.ship.title', { number: order.orderNumber })}
        </Modal.Title>
      </Modal.Header>
      {show && <ShipForm order={order} onShipped={onShipped} onCancel={onClose} />}
    </Modal>
  );
}
