import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { BILLING_INTERVALS, YEARLY_SAVINGS_PERCENT, type BillingInterval } from '@ministry/contracts/plans';
import { NAMESPACE } from '../../../i18n';

/**
 * Monthly or yearly billing, above the plans: a group of two radio buttons drawn as a toggle (arrow
 * keys move between them, as in any radio group). Yearly carries its saving in its name.
 */
export function IntervalChoice({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <fieldset className="sub-interval text-center mb-4">
      <legend className="h6 mb-2">{t('subscribe.intervalLegend')}</legend>
      <ToggleButtonGroup
        type="radio"
        name="billing-interval"
        value={value}
        onChange={(interval: BillingInterval) => onChange(interval)}
      >
        {BILLING_INTERVALS.map((interval) => (
          <ToggleButton
            key={interval}
            id={`billing-interval-${interval}`}
            value={interval}
            variant="outline-primary"
            className="px-4"
          >
            {interval === 'year' ? t('subscribe.yearly') : t('subscribe.monthly')}
            {interval === 'year' && (
              <span className="badge text-bg-warning ms-2">
                {t('subscribe.savePercent', { percent: YEARLY_SAVINGS_PERCENT })}
              </span>
            )}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </fieldset>
  );
}
