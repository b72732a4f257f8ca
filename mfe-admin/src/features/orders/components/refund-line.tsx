import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { lineKind } from '@ministry/contracts/cart';
import { formatCents } from '@ministry/contracts/money';
import { describeOption } from '@ministry/contracts/product';
import { localize } from '@ministry/contracts/language';
import type { AdminOrder } from '@ministry/contracts/order';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import {
  amountProblem,
  refundableLineCents,
  refundableUnits,
  type AmountProblem,
  type LineChoice,
} from '../refund-choice';

interface RefundLineProps {
  order: AdminOrder;
  index: number;
  choice: LineChoice;
  /** The quantity, or the amount, was refused on the last try (shown until it changes). */
  quantityWrong: boolean;
  amountWrong: boolean;
  onChange: (change: Partial<LineChoice>) => void;
}

/** One line of a refund: how many units, an optional amount instead of their price, and restock. */
export function RefundLine({ order, index, choice, quantityWrong, amountWrong, onChange }: RefundLineProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const line = order.items[index]!;
  const left = refundableUnits(order, index);
  const leftCents = refundableLineCents(order, index);
  const options = Object.entries(line.options)
    .map(([key, value]) => describeOption(key, value, language).value)
    .join(', ');
  const name = `${localize(line.name, line.nameEs, language)}${options ? ` (${options})` : ''}`;
  const errorId = `adm-refund-${index}-error`;
  const problem: AmountProblem | null = amountWrong ? amountProblem(order, index, choice) : null;
  const amountError = problem
    ? t(problem.key, 'cents' in problem ? { amount: formatCents(problem.cents) } : {})
    : undefined;
  const closed = left === 0 || leftCents === 0;
  return (
    <li className="border rounded p-2">
      <div className="fw-semibold text-break">{name}</div>
      <div className="small text-secondary mb-2">
        {formatCents(line.priceCents)} · {t('orders.refund.left', { count: left, total: line.quantity })} ·{' '}
        {t('orders.refund.leftCents', { amount: formatCents(leftCents) })}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <div className="d-flex align-items-center gap-2">
          <label className="form-label mb-0" htmlFor={`adm-refund-${index}`}>
            {t('orders.refund.quantity')}
          </label>
          <input
            id={`adm-refund-${index}`}
            className={`form-control form-control-sm adm-refund-quantity${quantityWrong ? ' is-invalid' : ''}`}
            type="number"
            min={0}
            max={left}
            step={1}
            inputMode="numeric"
            disabled={closed}
            aria-label={t('orders.refund.quantityFor', { name })}
            aria-invalid={quantityWrong || undefined}
            aria-describedby={quantityWrong ? errorId : undefined}
            value={choice.quantity}
            onChange={(event) => onChange({ quantity: event.target.value })}
          />
        </div>
        {/* Only a product goes back in stock: a gift or a resource has none. */}
        {lineKind(line) === 'product' && (
          <Form.Check
            id={`adm-refund-${index}-restock`}
            label={t('orders.refund.restock')}
            aria-label={t('orders.refund.restockFor', { name })}
            disabled={closed}
            checked={choice.restock}
            onChange={(event) => onChange({ restock: event.target.checked })}
          />
        )}
      </div>
      {quantityWrong && (
        <div id={errorId} role="alert" className="invalid-feedback d-block">
          {t('orders.refund.quantityInvalid', { count: left })}
        </div>
      )}
      <div className="mt-2">
        <FormField
          id={`adm-refund-${index}-amount`}
          label={t('orders.refund.amountField')}
          hint={t('orders.refund.amountHint')}
          error={amountError}
        >
          {(control) => (
            <input
              {...plainControl(control, 'form-control', 'form-control-sm adm-refund-amount')}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              disabled={closed}
              aria-label={t('orders.refund.amountFor', { name })}
              value={choice.amount}
              onChange={(event) => onChange({ amount: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </li>
  );
}
