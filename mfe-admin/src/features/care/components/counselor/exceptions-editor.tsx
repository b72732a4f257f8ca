import { useTranslation } from 'react-i18next';
import { NamedButton } from '@ministry/platform/named-button';
import { Button } from 'react-bootstrap';
import { NAMESPACE } from '../../../../i18n';
import type { ExceptionValues, HoursErrors } from '../../hours-values';
import { FieldError, RangeRow } from './range-row';

/** Dates off, or dates with special hours instead of the weekly ones. */
export function ExceptionsEditor({
  exceptions,
  errors,
  onChange,
  firstDate,
}: {
  exceptions: ExceptionValues[];
  errors: HoursErrors;
  onChange: (exceptions: ExceptionValues[]) => void;
  /** A new exception's date (tomorrow in New York). */
  firstDate: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const set = (index: number, next: ExceptionValues) =>
    onChange(exceptions.map((entry, at) => (at === index ? next : entry)));
  return (
    <fieldset className="mb-3 bg-body rounded shadow-sm p-3">
      <legend className="h6">{t('care.hours.exceptions')}</legend>
      <p className="small text-secondary">{t('care.hours.exceptionsIntro')}</p>
      {exceptions.length === 0 && <p className="text-secondary small">{t('care.hours.noExceptions')}</p>}
      {exceptions.map((entry, index) => {
        const dateError = errors[`exceptions.${index}.date`];
        const dateId = `care-exception-${index}`;
        const name = entry.date || `${index + 1}`;
        return (
          <div key={index} className="border-bottom py-2" data-testid="care-exception">
            <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
              <div className="d-flex align-items-center gap-1">
                <label htmlFor={dateId} className="small mb-0">
                  {t('care.hours.date')}
                </label>
                <input
                  id={dateId}
                  type="date"
                  className={`form-control form-control-sm${dateError ? ' is-invalid' : ''}`}
                  style={{ width: '11rem' }}
                  value={entry.date}
                  aria-invalid={dateError ? true : undefined}
                  aria-describedby={dateError ? `${dateId}-error` : undefined}
                  onChange={(event) => set(index, { ...entry, date: event.target.value })}
                />
              </div>
              <div className="form-check mb-0">
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={`${dateId}-off`}
                  checked={entry.off}
                  onChange={(event) =>
                    set(index, {
                      ...entry,
                      off: event.target.checked,
                      hours: entry.hours.length ? entry.hours : [{ start: '09:00', end: '13:00' }],
                    })
                  }
                />
                <label className="form-check-label" htmlFor={`${dateId}-off`}>
                  {t('care.hours.dayOff')}
                  <span className="visually-hidden"> {name}</span>
                </label>
              </div>
              <NamedButton
                variant="outline-secondary"
                label={t('care.hours.removeException')}
                name={name}
                onClick={() => onChange(exceptions.filter((_, at) => at !== index))}
              />
            </div>
            <FieldError id={`${dateId}-error`} error={dateError} />
            {!entry.off && (
              <div className="ms-md-4">
                {entry.hours.map((range, at) => (
                  <RangeRow
                    key={at}
                    range={range}
                    name={`${name} ${at + 1}`}
                    error={errors[`exceptions.${index}.hours.${at}`]}
                    onChange={(next) =>
                      set(index, { ...entry, hours: entry.hours.map((each, i) => (i === at ? next : each)) })
                    }
                    onRemove={() => set(index, { ...entry, hours: entry.hours.filter((_, i) => i !== at) })}
                  />
                ))}
                <NamedButton
                  variant="link"
                  className="px-0"
                  label={t('care.hours.addRange')}
                  name={name}
                  onClick={() =>
                    set(index, { ...entry, hours: [...entry.hours, { start: '09:00', end: '13:00' }] })
                  }
                />
              </div>
            )}
          </div>
        );
      })}
      <Button
        variant="outline-primary"
        size="sm"
        className="mt-2"
        onClick={() => onChange([...exceptions, { date: firstDate, off: true, hours: [] }])}
      >
        {t('care.hours.addException')}
      </Button>
    </fieldset>
  );
}
