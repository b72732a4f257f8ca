import { useTranslation } from 'react-i18next';
import { shipOrderSchema, type AdminOrder, type ShipOrderRequest } from '@ministry/contracts/order';
import { TextField } from '@ministry/platform/form-field';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { Dialog, DialogForm } from '../../../kit';
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
  return (
    <DialogForm
      busy={form.submitting}
      onSubmit={form.handleSubmit(
        async (input) => onShipped(await shipOrder(order.orderNumber, input)),
        (caught) => failed('Marking the order shipped', caught),
      )}
      onCancel={onCancel}
      cancelLabel={t('orders.ship.cancel')}
      submitLabel={t('orders.ship.submit')}
      busyLabel={t('orders.ship.submitting')}
    >
      <TextField form={form} name="carrier" label={t('orders.ship.carrier')} autoComplete="off" />
      <TextField form={form} name="trackingNumber" label={t('orders.ship.tracking')} autoComplete="off" />
    </DialogForm>
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
    <Dialog
      titleId="adm-ship-title"
      title={t('orders.ship.title', { number: order.orderNumber })}
      show={show}
      onClose={onClose}
      closeLabel={t('orders.ship.cancel')}
    >
      {show && <ShipForm order={order} onShipped={onShipped} onCancel={onClose} />}
    </Dialog>
  );
}
