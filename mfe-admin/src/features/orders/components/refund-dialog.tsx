import { useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@ministry/contracts/money';
import { MAX_REFUND_NOTE, type AdminOrder } from '@ministry/contracts/order';
import { errorMessage } from '@ministry/platform/api';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { ErrorAlert } from '@ministry/platform/states';
import { NAMESPACE } from '../../../i18n';
import { Dialog, DialogForm } from '../../../kit';
import { refundOrder } from '../api/admin-orders';
import {
  chosenCents,
  emptyChoices,
  invalidAmounts,
  invalidLines,
  refundRequest,
  remainingCents,
  type LineChoice,
} from '../refund-choice';
import { RefundLine } from './refund-line';

function RefundForm({
  order,
  onRefunded,
  onCancel,
}: {
  order: AdminOrder;
  onRefunded: (order: AdminOrder) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [full, setFull] = useState(true);
  const [choices, setChoices] = useState<LineChoice[]>(() => emptyChoices(order));
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<number[]>([]);
  const [invalidAmount, setInvalidAmount] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = formatCents(full ? remainingCents(order) : chosenCents(order, choices));

  const choose = (index: number, change: Partial<LineChoice>) => {
    setChoices((current) => current.map((choice, at) => (at === index ? { ...choice, ...change } : choice)));
    setInvalid((current) => current.filter((at) => at !== index));
    setInvalidAmount((current) => current.filter((at) => at !== index));
    setProblem(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (busy) return;
    const wrong = full ? [] : invalidLines(order, choices);
    const wrongAmounts = full ? [] : invalidAmounts(order, choices);
    setInvalid(wrong);
    setInvalidAmount(wrongAmounts);
    if (wrong.length || wrongAmounts.length) {
      // After the render that marks them.
      setTimeout(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const request = refundRequest(full, choices, note);
    if (!request.full && request.lines.length === 0) {
      setProblem(t('orders.refund.nothing'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onRefunded(await refundOrder(order.orderNumber, request));
    } catch (caught) {
      console.error('Refunding the order failed:', caught);
      // The service's reason, in the language the request was sent in ("more than was paid"…).
      setProblem(errorMessage(caught, t('orders.actions.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogForm
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
      cancelLabel={t('orders.refund.cancel')}
      submitLabel={t('orders.refund.submit', { amount })}
      busyLabel={t('orders.refund.submitting')}
    >
      <fieldset className="mb-3">
        <legend className="visually-hidden">{t('orders.refund.title', { number: order.orderNumber })}</legend>
        {(['full', 'lines'] as const).map((mode) => (
          <Form.Check
            key={mode}
            type="radio"
            id={`adm-refund-${mode}`}
            name="refund-mode"
            label={t(`orders.refund.${mode}`)}
            checked={full === (mode === 'full')}
            onChange={() => setFull(mode === 'full')}
          />
        ))}
      </fieldset>
      {!full && (
        <ul className="list-unstyled d-grid gap-3 mb-3" data-testid="refund-lines">
          {order.items.map((_, index) => (
            <RefundLine
              key={index}
              order={order}
              index={index}
              choice={choices[index]!}
              quantityWrong={invalid.includes(index)}
              amountWrong={invalidAmount.includes(index)}
              onChange={(change) => choose(index, change)}
            />
          ))}
        </ul>
      )}
      <FormField id="adm-refund-note" label={t('orders.refund.note')} hint={t('orders.refund.noteHint')}>
        {(control) => (
          <textarea
            {...plainControl(control, 'form-control')}
            rows={2}
            maxLength={MAX_REFUND_NOTE}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      <p className="fw-semibold mb-0" data-testid="refund-amount">
        {t('orders.refund.amount', { amount })}
      </p>
      <ErrorAlert className="mt-3 mb-0">{problem}</ErrorAlert>
    </DialogForm>
  );
}

interface RefundDialogProps {
  order: AdminOrder;
  show: boolean;
  onRefunded: (order: AdminOrder) => Promise<void>;
  onClose: () => void;
}

/**
 * A refund of everything left, or of chosen units of chosen lines (each may go back in stock, or be
 * refunded in part), with a note for staff.
 */
export function RefundDialog({ order, show, onRefunded, onClose }: RefundDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      titleId="adm-refund-title"
      title={t('orders.refund.title', { number: order.orderNumber })}
      show={show}
      onClose={onClose}
      closeLabel={t('orders.refund.cancel')}
    >
      {show && <RefundForm order={order} onRefunded={onRefunded} onCancel={onClose} />}
    </Dialog>
  );
}
