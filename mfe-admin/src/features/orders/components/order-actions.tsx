import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@ministry/contracts/order';
import { toast } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import { deliverOrder, useOrderChanged } from '../api/admin-orders';
import { remainingCents } from '../refund-choice';
import { CancelDialog } from './cancel-dialog';
import { RefundDialog } from './refund-dialog';
import { ShipDialog } from './ship-dialog';
import { useActionFailed } from './use-action-failed';

type Dialog = 'ship' | 'cancel' | 'refund' | null;

/** What staff may do next with this order (the service checks each again). */
export function allowedActions(order: AdminOrder) {
  return {
    // An order of gifts and resources only has nothing to ship.
    ship: order.status === 'paid' && order.shippingAddress !== null,
    deliver: order.status === 'shipped',
    cancel: order.status === 'pending_payment' || order.status === 'paid',
    refund: ['paid', 'shipped', 'delivered'].includes(order.status) && remainingCents(order) > 0,
  };
}

/** The buttons in their order: delivering acts at once, the others open their dialog. */
const ACTIONS = [
  { name: 'ship', variant: 'primary' },
  { name: 'deliver', variant: 'primary' },
  { name: 'refund', variant: 'outline-primary' },
  { name: 'cancel', variant: 'outline-danger' },
] as const;

export function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const failed = useActionFailed();
  const changed = useOrderChanged();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [delivering, setDelivering] = useState(false);
  const allowed = allowedActions(order);
  const number = order.orderNumber;

  const done =
    (message: 'shipped' | 'delivered' | 'canceled' | 'refunded') => async (updated: AdminOrder) => {
      await changed(updated);
      setDialog(null);
      toast({ title: t(`orders.actions.${message}`), description: updated.orderNumber, variant: 'success' });
    };

  const deliver = async () => {
    setDelivering(true);
    try {
      await done('delivered')(await deliverOrder(number));
    } catch (caught) {
      failed('Marking the order delivered', caught);
    } finally {
      setDelivering(false);
    }
  };

  if (!Object.values(allowed).some(Boolean)) return null;
  return (
    <div role="group" aria-label={t('orders.actions.label')} className="d-flex flex-wrap gap-2 mb-3">
      {ACTIONS.map(
        ({ name, variant }) =>
          allowed[name] && (
            <Button
              key={name}
              variant={variant}
              aria-label={t(`orders.actions.${name}For`, { number })}
              disabled={name === 'deliver' && delivering}
              onClick={() => (name === 'deliver' ? void deliver() : setDialog(name))}
            >
              {t(`orders.actions.${name}`)}
            </Button>
          ),
      )}
      <ShipDialog
        order={order}
        show={dialog === 'ship'}
        onShipped={done('shipped')}
        onClose={() => setDialog(null)}
      />
      <CancelDialog
        order={order}
        show={dialog === 'cancel'}
        onCanceled={done('canceled')}
        onClose={() => setDialog(null)}
      />
      <RefundDialog
        order={order}
        show={dialog === 'refund'}
        onRefunded={done('refunded')}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
