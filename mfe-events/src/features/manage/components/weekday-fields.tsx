import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type Weekday } from '@ministry/contracts/event';
import { useLanguage } from '@ministry/platform/i18n';
import { useMessage } from '@ministry/platform/messages';
import { NAMESPACE } from '../../../i18n';
import { weekdayName } from '../../events';
import type { SectionProps } from './event-form-state';

/** A weekly series' days: one box a weekday, in the week's order, under one legend and one error. */
export function WeekdayFields({ form }: SectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const { recurringDays } = form.values;
  const error = form.errors.recurringDays;
  const message = useMessage(error);
  const errorId = `${id}-error`;

  const toggleDay = (day: Weekday, checked: boolean) => {
    const days = checked ? [...recurringDays, day] : recurringDays.filter((d) => d !== day);
    form.setValue(
      'recurringDays',
      WEEKDAYS.filter((weekday) => days.includes(weekday)),
    );
  };

  return (
    <fieldset className="mb-2" data-testid="weekday-fields" aria-describedby={error ? errorId : undefined}>
      <legend className="fs-6 mb-2">{t('manage.fields.recurringDays')}</legend>
      {WEEKDAYS.map((day, index) => (
        <Form.Check
          key={day}
          inline
          type="checkbox"
          id={`${id}-${day}`}
          label={weekdayName(day, language)}
          checked={recurringDays.includes(day)}
          onChange={(event) => toggleDay(day, event.target.checked)}
          isInvalid={!!error}
          aria-invalid={index === 0 && error ? true : undefined}
        />
      ))}
      {/* As FormField shows a field's error; not a platform export: a remote that ships alone may meet an
          older platform copy (loaded first by another remote), and a missing component would break the form. */}
      {error && (
        <div id={errorId} role="alert" className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </fieldset>
  );
}
