import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/**
 * − value +. Minus is disabled at 1 (a line never goes below 1; removing is its own button); plus is
 * unbounded unless `max` says otherwise. The buttons carry accessible names, with the product's name
 * when there are several.
 */
export function QuantityStepper({
  value,
  onChange,
  itemName,
  max,
  disabled = false,
  size,
}: {
  value: number;
  onChange: (next: number) => void;
  itemName?: string;
  max?: number;
  disabled?: boolean;
  size?: 'sm';
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const names = itemName
    ? {
        decrease: t('stepper.decreaseOf', { name: itemName }),
        increase: t('stepper.increaseOf', { name: itemName }),
        value: t('stepper.quantityOf', { name: itemName }),
      }
    : { decrease: t('stepper.decrease'), increase: t('stepper.increase'), value: t('product.quantity') };
  const atMax = max !== undefined && value >= max;
  return (
    <div
      className={`input-group flex-nowrap${size === 'sm' ? ' input-group-sm' : ''}`}
      style={{ width: size === 'sm' ? '7.5rem' : '9.5rem' }}
      role="group"
      aria-label={names.value}
    >
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={names.decrease}
        disabled={disabled || value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        readOnly
        className="form-control text-center bg-white"
        value={value}
        aria-label={names.value}
        aria-live="polite"
      />
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={names.increase}
        disabled={disabled || atMax}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
