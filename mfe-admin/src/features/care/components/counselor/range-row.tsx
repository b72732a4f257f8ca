import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@ministry/platform/messages';
import { NamedButton } from '@ministry/platform/named-button';
import { NAMESPACE } from '../../../../i18n';
import type { TimeRange } from '../../hours-values';

/** An error (a message key or a service's sentence) in the page's language, announced. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const message = useMessage(error);
  if (!error) return null;
  return (
    <div id={id} role="alert" className="invalid-feedback d-block">
      {message}
    </div>
  );
}

/**
 * One time range: From and To (New York, 24-hour values), Remove, and its error under it. `name` says
 * which range it is to a screen reader ("Monday 1"), after each visible label.
 */
export function RangeRow({
  range,
  name,
  error,
  onChange,
  onRemove,
}: {
  range: TimeRange;
  name: string;
  error?: string;
  onChange: (range: TimeRange) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const input = (field: 'start' | 'end', label: string) => (
    <div className="d-flex align-items-center gap-1">
      <label htmlFor={`${id}-${field}`} className="small mb-0">
        {label}
        <span className="visually-hidden"> {name}</span>
      </label>
      <input
        id={`${id}-${field}`}
        type="time"
        step={300}
        className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
        style={{ width: '8.5rem' }}
        value={range[field]}
        onChange={(event) => onChange({ ...range, [field]: event.target.value })}
        {...invalid}
      />
    </div>
  );
  return (
    <div className="mb-2" data-testid="care-range">
      <div className="d-flex flex-wrap align-items-center gap-2">
        {input('start', t('care.hours.from'))}
        {input('end', t('care.hours.to'))}
        <NamedButton
          variant="outline-secondary"
          label={t('care.hours.removeRange')}
          name={name}
          onClick={onRemove}
        />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
