import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_INTERVALS, YEARLY_SAVINGS_PERCENT, type BillingInterval } from '@ministry/contracts/plans';
import { NAMESPACE } from '../../../i18n';

/**
 * Monthly or yearly billing, above the plans: a group of two radio buttons drawn as a toggle (arrow
 * keys move between them, as in any radio group; Bootstrap's markup by hand). Yearly carries its
 * saving in its name.
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
      <div role="group" className="btn-group">
        {BILLING_INTERVALS.map((interval) => (
          <Fragment key={interval}>
            <input
              type="radio"
              className="btn-check"
              name="billing-interval"
              id={`billing-interval-${interval}`}
              value={interval}
              autoComplete="off"
              checked={value === interval}
              onChange={() => onChange(interval)}
            />
            <label className="btn btn-outline-primary px-4" htmlFor={`billing-interval-${interval}`}>
              {interval === 'year' ? t('subscribe.yearly') : t('subscribe.monthly')}
              {interval === 'year' && (
                <span className="badge text-bg-warning ms-2">
                  {t('subscribe.savePercent', { percent: YEARLY_SAVINGS_PERCENT })}
                </span>
              )}
            </label>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}
