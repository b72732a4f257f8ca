import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_PERK_IDS } from '@ministry/contracts/event-pricing';
import { FieldRow, SelectField, TextField } from '@ministry/platform/form-field';
import { useMessage } from '@ministry/platform/messages';
import { NAMESPACE } from '../../../i18n';
import {
  emptyOption,
  optionErrorsOf,
  pricingErrors,
  type OptionErrors,
  type OptionField,
  type PricingFormValues,
} from '../pricing-values';
import { DiscountCodeFields } from './discount-code-fields';
import type { SectionProps } from './event-form-state';
import { OptionRow } from './option-row';

const MAX_OPTIONS = 10;

/**
 * "Paid places": switched on, people register under an option with a price (paid in the shop's
 * cart), with an early-bird price until a day, a group discount, a day registration opens, the plan
 * perk it honours (her own place free once a season), the plan members' discount and discount codes
 * (discount-code-fields.tsx). The
 * form's schema checks it (eventPricingSchema, prices typed in dollars checked as cents); its option
 * rows' errors are shown on their own fields, the form's submit finding them.
 */
export function PricingFields({ form }: SectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const pricing = form.values.pricing;
  const section = useRef<HTMLFieldSetElement>(null);
  const [rowErrors, setRowErrors] = useState<OptionErrors>({});
  const focusRows = useRef(false);

  // The form found the options wrong (its own check or the service's 400): say where, row by row.
  const optionsError = form.errors['pricing.options'];
  useEffect(() => {
    if (!optionsError) return;
    setRowErrors(optionErrorsOf(pricingErrors(form.values.pricing)));
    focusRows.current = true;
    // Only when the form's own error changes: edits clear their field's error below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [optionsError]);
  useEffect(() => {
    if (!focusRows.current) return;
    focusRows.current = false;
    // The form focused its first field in error before these rows' were known: the first in the
    // whole form takes it when it is one of them.
    const first = section.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first && section.current?.contains(first)) first.focus();
  }, [rowErrors]);

  const anyRowError = Object.values(rowErrors).some((row) => Object.values(row).some(Boolean));
  const groupMessage = useMessage(optionsError && !anyRowError ? optionsError : undefined);

  const setOptions = (options: PricingFormValues['options']) => form.setValue('pricing.options', options);
  const changeOption = (index: number, field: OptionField, value: string) => {
    setOptions(pricing.options.map((option, at) => (at === index ? { ...option, [field]: value } : option)));
    setRowErrors((current) =>
      current[index]?.[field] ? { ...current, [index]: { ...current[index], [field]: undefined } } : current,
    );
  };
  const removeOption = (index: number) => {
    setOptions(pricing.options.filter((_, at) => at !== index));
    setRowErrors({});
  };

  const toggle = (on: boolean) => {
    form.setValue('pricing.enabled', on);
    // Places are taken from the sign-up's seats: pricing needs sign-up on.
    if (on && !form.values.signup.enabled) form.setValue('signup.enabled', true);
  };

  return (
    <fieldset ref={section} className="border rounded p-3 mb-3" data-testid="pricing-fields">
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">{t('manage.pricing.legend')}</legend>
      <div className="form-check form-switch">
        <input
          type="checkbox"
          className="form-check-input"
          id="pricing-enabled"
          checked={pricing.enabled}
          onChange={(event) => toggle(event.target.checked)}
          aria-describedby="pricing-enabled-help"
        />
        <label className="form-check-label" htmlFor="pricing-enabled">
          {t('manage.pricing.enabled')}
        </label>
      </div>
      <small id="pricing-enabled-help" className="form-text d-block mb-2">
        {t('manage.pricing.help')}
      </small>
      {pricing.enabled && (
        <div className="mt-3">
          <ol className="list-unstyled mb-2">
            {pricing.options.map((option, index) => (
              <OptionRow
                key={index}
                option={option}
                number={index + 1}
                errors={rowErrors[index] ?? {}}
                removable={pricing.options.length > 1}
                onChange={(field, value) => changeOption(index, field, value)}
                onRemove={() => removeOption(index)}
              />
            ))}
          </ol>
          {groupMessage && (
            <p role="alert" className="text-danger small">
              {groupMessage}
            </p>
          )}
          {pricing.options.length < MAX_OPTIONS && (
            <button
              type="button"
              className="btn btn-outline-primary btn-sm mb-3"
              onClick={() => setOptions([...pricing.options, emptyOption()])}
            >
              {t('manage.pricing.addOption')}
            </button>
          )}
          <FieldRow>
            <TextField
              form={form}
              name="pricing.earlyBirdUntil"
              type="date"
              label={t('manage.pricing.earlyBirdUntil')}
              hint={t('manage.pricing.earlyBirdUntilHint')}
            />
            <TextField
              form={form}
              name="pricing.groupDiscountPercent"
              inputMode="numeric"
              label={t('manage.pricing.groupDiscountPercent')}
              hint={t('manage.pricing.groupDiscountHint')}
            />
            <TextField
              form={form}
              name="pricing.opensDaysBefore"
              inputMode="numeric"
              label={t('manage.pricing.opensDaysBefore')}
              hint={t('manage.pricing.opensDaysHint')}
            />
          </FieldRow>
          <FieldRow cols={['col-sm-8', 'col-sm-4', 'col-sm-8']}>
            <SelectField
              form={form}
              name="pricing.planPerk"
              label={t('manage.pricing.planPerk')}
              hint={t('manage.pricing.planPerkHint')}
              options={[
                { value: '', label: t('manage.pricing.planPerks.none') },
                ...PLAN_PERK_IDS.map((perk) => ({
                  value: perk,
                  label: t(`manage.pricing.planPerks.${perk}`),
                })),
              ]}
            />
            <TextField
              form={form}
              name="pricing.planDiscountPercent"
              inputMode="numeric"
              label={t('manage.pricing.planDiscountPercent')}
              hint={t('manage.pricing.planDiscountHint')}
            />
            <TextField
              form={form}
              name="pricing.cancelCutoffHours"
              inputMode="numeric"
              label={t('manage.pricing.cancelCutoffHours')}
              hint={t('manage.pricing.cancelCutoffHint')}
            />
          </FieldRow>
          <DiscountCodeFields form={form} />
        </div>
      )}
    </fieldset>
  );
}
