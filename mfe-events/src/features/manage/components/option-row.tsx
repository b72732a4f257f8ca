import { useTranslation } from 'react-i18next';
import { PLACE_OPTION_KINDS } from '@ministry/contracts/event-pricing';
import { FieldRow, FormField, plainControl } from '@ministry/platform/form-field';
import { NAMESPACE } from '../../../i18n';
import type { OptionField, OptionFormValues } from '../pricing-values';

type TextKey = Exclude<OptionField, 'kind'>;

/** One place option of the event form: kind, names, prices in dollars, childcare's capacity, Remove. */
export function OptionRow({
  option,
  number,
  errors,
  removable,
  onChange,
  onRemove,
}: {
  option: OptionFormValues;
  /** 1 for the first option. */
  number: number;
  errors: Partial<Record<OptionField, string>>;
  removable: boolean;
  onChange: (field: OptionField, value: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const text = (field: TextKey, extra: { inputMode?: 'decimal' | 'numeric'; hint?: string } = {}) => (
    <FormField label={t(`manage.pricing.${field}`)} error={errors[field]} hint={extra.hint}>
      {(control) => (
        <input
          {...plainControl(control, 'form-control')}
          type="text"
          inputMode={extra.inputMode}
          value={option[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </FormField>
  );
  return (
    <li className="border rounded p-3 mb-3" data-testid="option-row">
      <fieldset>
        <legend className="h6">{t('manage.pricing.option', { number })}</legend>
        <FieldRow cols="col-sm-4">
          <FormField label={t('manage.pricing.kind')} error={errors.kind}>
            {(control) => (
              <select
                {...plainControl(control, 'form-select')}
                value={option.kind}
                onChange={(event) => onChange('kind', event.target.value)}
              >
                {PLACE_OPTION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`manage.pricing.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {text('name')}
          {text('nameEs')}
          {text('priceText', { inputMode: 'decimal' })}
          {text('earlyBirdText', { inputMode: 'decimal', hint: t('manage.pricing.earlyBirdHint') })}
          {option.kind === 'childcare' &&
            text('capacity', { inputMode: 'numeric', hint: t('manage.pricing.capacityHint') })}
        </FieldRow>
        {removable && (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={onRemove}
            aria-label={t('manage.pricing.removeOf', { number })}
          >
            {t('manage.pricing.remove')}
          </button>
        )}
      </fieldset>
    </li>
  );
}
