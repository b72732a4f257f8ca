import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { keepPaymentSchema, type AdminOrder, type KeepPaymentRequest } from '@ministry/contracts/order';
import { TextField } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { Dialog, DialogForm } from '../../../kit';
import { keepPayment, useOrderChanged } from '../api/admin-orders';
import { formatWhen } from './order-format';
import { useActionFailed } from './use-action-failed';

function KeepForm({ order, index, onDone }: { order: AdminOrder; index: number; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const failed = useActionFailed();
  const changed = useOrderChanged();
  const form = useForm<typeof keepPaymentSchema, KeepPaymentRequest>(keepPaymentSchema, { note: '' });
  return (
    <DialogForm
      busy={form.submitting}
      onSubmit={form.handleSubmit(
        async (input) => {
          await changed(await keepPayment(order.orderNumber, index, input.note));
          onDone();
        },
        (caught) => failed('Keeping the payment of a canceled place', caught),
      )}
      onCancel={onDone}
      cancelLabel={t('orders.cancelRequest.back')}
      submitLabel={t('orders.cancelRequest.keep')}
      busyLabel={t('orders.cancelRequest.keeping')}
    >
      <p>{t('orders.cancelRequest.keepBody')}</p>
      <TextField form={form} name="note" label={t('orders.cancelRequest.note')} rows={3} />
    </DialogForm>
  );
}

/**
 * Under a place line the member canceled herself: when, and what staff decided. Undecided, staff
 * refund the line with the order's Refund (full or in part) or keep the payment with a note.
 */
export function CancelRequestNote({ order, index }: { order: AdminOrder; index: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [keeping, setKeeping] = useState(false);
  const request = (order.cancelRequests ?? []).find((entry) => entry.lineIndex === index);
  if (!request) return null;
  const date = formatWhen(request.at, language);
  const decision = request.decision;
  return (
    <div className="small fw-normal mt-1" data-testid="cancel-request">
      <span className={decision ? 'text-secondary' : 'text-danger fw-semibold'}>
        {decision?.kind === 'refunded'
          ? t('orders.cancelRequest.refunded', { date })
          : decision?.kind === 'kept'
            ? t('orders.cancelRequest.kept', { date, note: decision.note ?? '' })
            : t('orders.cancelRequest.pending', { date })}
      </span>
      {!decision && (
        <>
          {' '}
          <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => setKeeping(true)}>
            {t('orders.cancelRequest.keep')}
          </Button>
          <Dialog
            titleId={`adm-keep-title-${index}`}
            title={t('orders.cancelRequest.keepTitle', { number: order.orderNumber })}
            show={keeping}
            onClose={() => setKeeping(false)}
            closeLabel={t('orders.cancelRequest.back')}
          >
            {keeping && <KeepForm order={order} index={index} onDone={() => setKeeping(false)} />}
          </Dialog>
        </>
      )}
    </div>
  );
}
