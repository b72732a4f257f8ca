import { useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { lineKind } from '@ministry/contracts/cart';
import { formatCents } from '@ministry/contracts/money';
import { describeOption } from '@ministry/contracts/product';
import { localize } from '@ministry/contracts/language';
import type { AdminOrder } from '@ministry/contracts/order';
import { errorMessage } from '@ministry/platform/api';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorAlert } from '@ministry/platform/states';
import { NAMESPACE } from '../../../i18n';
import { Dialog, DialogForm } from '../../../kit';
import { refundOrder } from '../api/admin-orders';
import {
  chosenCents,
  emptyChoices,
  invalidLines,
  refundableUnits,
  refundRequest,
  remainingCents,
  type LineChoice,
} from '../refund-choice';

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
  const language = useLanguage();
  const [full, setFull] = useState(true);
  const [choices, setChoices] = useState<LineChoice[]>(() => emptyChoices(order));
  const [invalid, setInvalid] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = formatCents(full ? remainingCents(order) : chosenCents(order, choices));

  const choose = (index: number, change: Partial<LineChoice>) => {
    setChoices((current) => current.map((choice, at) => (at === index ? { ...choice, ...change } : choice)));
    setInvalid((current) => current.filter((at) => at !== index));
    setProblem(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (busy) return;
    const wrong = full ? [] : invalidLines(order, choices);
    setInvalid(wrong);
    if (wrong.length) {
      element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const request = refundRequest(full, choices);
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
          {order.items.map((line, index) => {
            const left = refundableUnits(order, index);
            const options = Object.entries(line.options)
              .map(([key, value]) => describeOption(key, value, language).value)
              .join(', ');
            const name = `${localize(line.name, line.nameEs, language)}${options ? ` (${options})` : ''}`;
            const wrong = invalid.includes(index);
            const errorId = `adm-refund-${index}-error`;
            return (
              <li key={index} className="border rounded p-2">
                <div className="fw-semibold text-break">{name}</div>
                <div className="small text-secondary mb-2">
                  {formatCents(line.priceCents)} ·{' '}
                  {t('orders.refund.left', { count: left, total: line.quantity })}
                </div>
                <div className="d-flex flex-wrap align-items-center gap-3">
                  <div className="d-flex align-items-center gap-2">
                    <label className="form-label mb-0" htmlFor={`adm-refund-${index}`}>
                      {t('orders.refund.quantity')}
                    </label>
                    <input
                      id={`adm-refund-${index}`}
                      className={`form-control form-control-sm adm-refund-quantity${wrong ? ' is-invalid' : ''}`}
                      type="number"
                      min={0}
                      max={left}
                      step={1}
                      inputMode="numeric"
                      disabled={left === 0}
                      aria-label={t('orders.refund.quantityFor', { name })}
                      aria-invalid={wrong || undefined}
                      aria-describedby={wrong ? errorId : undefined}
                      value={choices[index]?.quantity ?? '0'}
                      onChange={(event) => choose(index, { quantity: event.target.value })}
                    />
                  </div>
                  {/* Only a product goes back in stock: a gift or a resource has none. */}
                  {lineKind(line) === 'product' && (
                    <Form.Check
                      id={`adm-refund-${index}-restock`}
                      label={t('orders.refund.restock')}
                      aria-label={t('orders.refund.restockFor', { name })}
                      disabled={left === 0}
                      checked={choices[index]?.restock ?? false}
                      onChange={(event) => choose(index, { restock: event.target.checked })}
                    />
                  )}
                </div>
                {wrong && (
                  <div id={errorId} role="alert" className="invalid-feedback d-block">
                    {t('orders.refund.quantityInvalid', { count: left })}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
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

/** A refund of everything left, or of chosen units of chosen lines (each may go back in stock). */
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
