import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@ministry/contracts/order';
import { ConfirmDialog } from '@ministry/platform/confirm-dialog';
import { NAMESPACE } from '../../../i18n';
import { cancelOrder } from '../api/admin-orders';
import { useActionFailed } from './use-action-failed';

const MAX_REASON = 500;

/** Asks before canceling (stock goes back), with an optional reason recorded in the history. */
export function CancelDialog({
  order,
  show,
  onCanceled,
  onClose,
}: {
  order: AdminOrder;
  show: boolean;
  onCanceled: (order: AdminOrder) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const failed = useActionFailed();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onCanceled(await cancelOrder(order.orderNumber, reason.trim()));
      setReason('');
    } catch (caught) {
      failed('Canceling the order', caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      show={show}
      title={t('orders.cancel.title', { number: order.orderNumber })}
      body={
        <>
          <p>{t('orders.cancel.body')}</p>
          <label className="form-label" htmlFor={reasonId}>
            {t('orders.cancel.reason')}
          </label>
          <textarea
            id={reasonId}
            className="form-control"
            rows={2}
            maxLength={MAX_REASON}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      }
      confirmLabel={t('orders.cancel.confirm')}
      busyLabel={t('orders.cancel.busy')}
      cancelLabel={t('orders.cancel.keep')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
