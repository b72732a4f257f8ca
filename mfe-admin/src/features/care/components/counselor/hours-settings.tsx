import { useTranslation } from 'react-i18next';
import { CARE_MODES } from '@ministry/contracts/care';
import { LANGUAGES } from '@ministry/contracts/language';
import { FieldRow, FormField, plainControl } from '@ministry/platform/form-field';
import { NAMESPACE } from '../../../../i18n';
import type { HoursErrors, HoursValues } from '../../hours-values';
import { FieldError } from './range-row';

type Change = <K extends keyof HoursValues>(key: K, value: HoursValues[K]) => void;

/** Choices as boxes (languages, ways of meeting), with the group's error under them. */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  options,
  chosen,
  label,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly V[];
  chosen: readonly V[];
  label: (value: V) => string;
  error?: string;
  onChange: (chosen: V[]) => void;
}) {
  const errorId = `care-${name}-error`;
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6">{legend}</legend>
      {options.map((value) => (
        <div className="form-check form-check-inline" key={value}>
          <input
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            type="checkbox"
            id={`care-${name}-${value}`}
            checked={chosen.includes(value)}
            aria-invalid={error ? true : undefined}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, value] : chosen.filter((entry) => entry !== value))
            }
          />
          <label className="form-check-label" htmlFor={`care-${name}-${value}`}>
            {label(value)}
          </label>
        </div>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** Buffer, notice, horizon, languages, ways of meeting and her meeting link. */
export function HoursSettings({
  values,
  errors,
  onChange,
}: {
  values: HoursValues;
  errors: HoursErrors;
  onChange: Change;
}) {
  const { t } = useTranslation(NAMESPACE);
  const numberField = (key: 'bufferMinutes' | 'minNoticeHours' | 'horizonWeeks') => (
    <FormField key={key} label={t(`care.hours.${key}`)} error={errors[key]}>
      {(control) => (
        <input
          {...plainControl(control, 'form-control')}
          type="number"
          inputMode="numeric"
          min={key === 'horizonWeeks' ? 1 : 0}
          value={values[key]}
          onChange={(event) => onChange(key, event.target.value)}
        />
      )}
    </FormField>
  );
  return (
    <fieldset className="mb-3">
      <legend className="h6">{t('care.hours.settings')}</legend>
      <FieldRow>{(['bufferMinutes', 'minNoticeHours', 'horizonWeeks'] as const).map(numberField)}</FieldRow>
      <ChoiceGroup
        name="languages"
        legend={t('care.hours.languages')}
        options={LANGUAGES}
        chosen={values.languages}
        label={(value) => t(`care.languages.${value}`)}
        error={errors.languages}
        onChange={(chosen) => onChange('languages', chosen)}
      />
      <ChoiceGroup
        name="modes"
        legend={t('care.hours.modes')}
        options={CARE_MODES}
        chosen={values.modes}
        label={(value) => t(`care.modes.${value}`)}
        error={errors.modes}
        onChange={(chosen) => onChange('modes', chosen)}
      />
      <FormField
        label={t('care.hours.meetingLink')}
        hint={t('care.hours.meetingLinkHint')}
        error={errors.meetingLink}
      >
        {(control) => (
          <input
            {...plainControl(control, 'form-control')}
            type="url"
            value={values.meetingLink}
            onChange={(event) => onChange('meetingLink', event.target.value)}
          />
        )}
      </FormField>
    </fieldset>
  );
}
