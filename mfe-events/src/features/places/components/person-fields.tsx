import { useTranslation } from 'react-i18next';
import type { EventPricing } from '@ministry/contracts/event-pricing';
import { localize } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { useMessage } from '@ministry/platform/messages';
import { useHydrated } from '@ministry/platform/platform-provider';
import { NAMESPACE } from '../../../i18n';
import { optionOf, type PersonField, type PersonRow } from '../people';

/** A child's age: years and months side by side, one error under both. */
function AgeFields({
  row,
  error,
  onChange,
}: {
  row: PersonRow;
  error?: string;
  onChange: (field: 'years' | 'months', value: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const hydrated = useHydrated();
  const message = useMessage(error);
  const id = `person-${row.key}-age`;
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const input = (field: 'years' | 'months', label: string) => (
    <div className="col-6">
      <label className="form-label small" htmlFor={`${id}-${field}`}>
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        className={`form-control${error ? ' is-invalid' : ''}`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={row[field]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        disabled={!hydrated}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </div>
  );
  return (
    <fieldset className="mb-3" data-testid="child-age">
      <legend className="form-label fs-6 mb-1">{t('places.childAge')}</legend>
      <div className="row g-2">
        {input('years', t('places.ageYears'))}
        {input('months', t('places.ageMonths'))}
      </div>
      <small id={`${id}-hint`} className="form-text text-muted">
        {t('places.ageHint')}
      </small>
      {error && (
        <div id={`${id}-error`} role="alert" className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </fieldset>
  );
}

/**
 * One person of the registration: her name, her option (with its price now), a child's age when the
 * option is childcare, and "Remove person" (not for the only one).
 */
export function PersonFields({
  pricing,
  row,
  number,
  unitCents,
  errors,
  removable,
  childcareFull,
  onChange,
  onRemove,
}: {
  pricing: EventPricing;
  row: PersonRow;
  /** 1 for the first person. */
  number: number;
  /** Her price as quoted now, when the registration can be priced. */
  unitCents: number | null;
  errors: Partial<Record<PersonField, string>>;
  removable: boolean;
  childcareFull: boolean;
  onChange: (field: Exclude<keyof PersonRow, 'key'>, value: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const hydrated = useHydrated();
  const childcare = optionOf(pricing, row.optionId)?.kind === 'childcare';
  return (
    <li className="border rounded p-3 mb-3" data-testid="person-row">
      <fieldset>
        <legend className="h6 mb-2 d-flex justify-content-between gap-3">
          <span>{t('places.person', { number })}</span>
          {unitCents !== null && (
            <span className="small fw-semibold" data-testid="person-price">
              {formatCents(unitCents)}
            </span>
          )}
        </legend>
        <FormField label={t('places.name')} error={errors.name} id={`person-${row.key}-name`}>
          {(control) => (
            <input
              {...plainControl(control, 'form-control')}
              type="text"
              autoComplete={number === 1 ? 'name' : 'off'}
              maxLength={120}
              value={row.name}
              onChange={(event) => onChange('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('places.option')} error={errors.optionId} id={`person-${row.key}-option`}>
          {(control) => (
            <select
              {...plainControl(control, 'form-select')}
              value={row.optionId}
              onChange={(event) => onChange('optionId', event.target.value)}
            >
              {pricing.options.map((option) => (
                <option
                  key={option.id}
                  value={option.id}
                  disabled={option.kind === 'childcare' && childcareFull && option.id !== row.optionId}
                >
                  {localize(option.name, option.nameEs, language)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {childcare && (
          <AgeFields row={row} error={errors.age} onChange={(field, value) => onChange(field, value)} />
        )}
        {removable && (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            disabled={!hydrated}
            onClick={onRemove}
            aria-label={t('places.removePersonOf', { number })}
          >
            {t('places.removePerson')}
          </button>
        )}
      </fieldset>
    </li>
  );
}
