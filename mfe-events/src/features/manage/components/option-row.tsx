import { useTranslation } from 'react-i18next';
import { PLACE_OPTION_KINDS } from '@ministry/contracts/event-pricing';
import { FormField, plainControl } from '@ministry/platform/form-field';
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
        <div className="row">
          <div className="col-sm-4">
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
          </div>
          <div className="col-sm-4">{text('name')}</div>
          <div className="col-sm-4">{text('nameEs')}</div>
          <div className="col-sm-4">{text('priceText', { inputMode: 'decimal' })}</div>
          <div className="col-sm-4">
            {text('earlyBirdText', { inputMode: 'decimal', hint: t('manage.pricing.earlyBirdHint') })}
          </div>
          {option.kind === 'childcare' && (
            <div className="col-sm-4">
              {text('capacity', { inputMode: 'numeric', hint: t('manage.pricing.capacityHint') })}
            </div>
          )}
        </div>
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
