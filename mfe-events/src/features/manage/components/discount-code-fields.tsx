import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DISCOUNT_CODES } from '@ministry/contracts/event-discount-codes';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { useMessage } from '@ministry/platform/messages';
import { NAMESPACE } from '../../../i18n';
import {
  codeErrorsOf,
  emptyCode,
  pricingErrors,
  type CodeErrors,
  type CodeField,
  type CodeFormValues,
} from '../pricing-values';
import type { SectionProps } from './event-form-state';

/** One code of the event form: the code, a percentage or an amount, its uses, its last day, Remove. */
function CodeRow({
  code,
  number,
  errors,
  onChange,
  onRemove,
}: {
  code: CodeFormValues;
  number: number;
  errors: Partial<Record<CodeField, string>>;
  onChange: (field: CodeField, value: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const text = (
    field: Exclude<CodeField, 'kind'>,
    label: string,
    extra: { inputMode?: 'decimal' | 'numeric'; hint?: string; type?: string } = {},
  ) => (
    <FormField label={label} error={errors[field]} hint={extra.hint}>
      {(control) => (
        <input
          {...plainControl(control, 'form-control')}
          type={extra.type ?? 'text'}
          inputMode={extra.inputMode}
          value={code[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </FormField>
  );
  const percent = code.kind === 'percent';
  return (
    <li className="border rounded p-3 mb-3" data-testid="code-row">
      <fieldset>
        <legend className="h6">{t('manage.pricing.code', { number })}</legend>
        <div className="row">
          <div className="col-sm-4">
            {text('code', t('manage.pricing.codeText'), { hint: t('manage.pricing.codeHint') })}
          </div>
          <div className="col-sm-4">
            <FormField label={t('manage.pricing.codeKind')} error={errors.kind}>
              {(control) => (
                <select
                  {...plainControl(control, 'form-select')}
                  value={code.kind}
                  onChange={(event) => onChange('kind', event.target.value)}
                >
                  <option value="percent">{t('manage.pricing.codeKinds.percent')}</option>
                  <option value="amount">{t('manage.pricing.codeKinds.amount')}</option>
                </select>
              )}
            </FormField>
          </div>
          <div className="col-sm-4">
            {text('offText', t(percent ? 'manage.pricing.codePercent' : 'manage.pricing.codeAmount'), {
              inputMode: percent ? 'numeric' : 'decimal',
            })}
          </div>
          <div className="col-sm-4">
            {text('maxUses', t('manage.pricing.codeMaxUses'), {
              inputMode: 'numeric',
              hint: t('manage.pricing.codeMaxUsesHint'),
            })}
          </div>
          <div className="col-sm-4">
            {text('validUntil', t('manage.pricing.codeValidUntil'), {
              type: 'date',
              hint: t('manage.pricing.codeValidUntilHint'),
            })}
          </div>
        </div>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          onClick={onRemove}
          aria-label={t('manage.pricing.removeCodeOf', { number })}
        >
          {t('manage.pricing.removeCode')}
        </button>
      </fieldset>
    </li>
  );
}

/**
 * The event's discount codes (part of "Paid places"): rows added and removed, checked by the pricing
 * schema; the form's refusal is shown on each row's own fields, a duplicate code under the rows.
 */
export function DiscountCodeFields({ form }: SectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const pricing = form.values.pricing;
  const codes = pricing.discountCodes;
  const [rowErrors, setRowErrors] = useState<CodeErrors>({});

  const codesError = form.errors['pricing.discountCodes'];
  useEffect(() => {
    if (!codesError) return;
    setRowErrors(codeErrorsOf(pricingErrors(form.values.pricing)));
    // Only when the form's own error changes: edits clear their field's error below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [codesError]);
  const anyRowError = Object.values(rowErrors).some((row) => Object.values(row).some(Boolean));
  const groupMessage = useMessage(codesError && !anyRowError ? codesError : undefined);

  const setCodes = (next: CodeFormValues[]) => form.setValue('pricing.discountCodes', next);
  const change = (index: number, field: CodeField, value: string) => {
    setCodes(codes.map((code, at) => (at === index ? { ...code, [field]: value } : code)));
    setRowErrors((current) =>
      current[index]?.[field] ? { ...current, [index]: { ...current[index], [field]: undefined } } : current,
    );
  };

  return (
    <section className="mt-2" aria-labelledby="discount-codes-title" data-testid="discount-codes">
      <h3 id="discount-codes-title" className="h6">
        {t('manage.pricing.codesTitle')}
      </h3>
      <p className="form-text">{t('manage.pricing.codesHelp')}</p>
      {codes.length > 0 && (
        <ol className="list-unstyled mb-2">
          {codes.map((code, index) => (
            <CodeRow
              key={index}
              code={code}
              number={index + 1}
              errors={rowErrors[index] ?? {}}
              onChange={(field, value) => change(index, field, value)}
              onRemove={() => {
                setCodes(codes.filter((_, at) => at !== index));
                setRowErrors({});
              }}
            />
          ))}
        </ol>
      )}
      {groupMessage && (
        <p role="alert" className="text-danger small">
          {groupMessage}
        </p>
      )}
      {codes.length < MAX_DISCOUNT_CODES && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => setCodes([...codes, emptyCode()])}
        >
          {t('manage.pricing.addCode')}
        </button>
      )}
    </section>
  );
}
