import { useTranslation } from 'react-i18next';
import { GIFT_MAX_CENTS, GIFT_MIN_CENTS, GIFT_PRESETS_CENTS } from '@ministry/contracts/giving';
import { formatCents } from '@ministry/contracts/money';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../texts';

/** Preset amounts as toggle buttons, and an "Other amount" field that replaces them when typed in. */
export function AmountChoice({
  preset,
  amount,
  error,
  onPreset,
  onAmount,
}: {
  preset: number | null;
  amount: string;
  error?: string;
  onPreset: (cents: number) => void;
  onAmount: (text: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('giving.give.amountLegend')}</legend>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {GIFT_PRESETS_CENTS.map((cents) => (
          <button
            key={cents}
            type="button"
            className={`btn btn-lg ${preset === cents ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={preset === cents}
            onClick={() => onPreset(cents)}
          >
            {formatCents(cents, language)}
          </button>
        ))}
      </div>
      <div style={{ maxWidth: '16rem' }}>
        <FormField
          label={t('giving.give.otherAmount')}
          error={error}
          hint={t('giving.give.otherAmountHint', {
            min: formatCents(GIFT_MIN_CENTS, language),
            max: formatCents(GIFT_MAX_CENTS, language),
          })}
        >
          {(control) => (
            <input
              {...plainControl(control, 'form-control')}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => onAmount(event.target.value)}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
