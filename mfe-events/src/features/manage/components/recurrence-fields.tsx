import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { RECURRING_TYPES, type RecurringType } from '@ministry/contracts/event';
import { FieldRow, SelectField, TextField } from '@ministry/platform/form-field';
import { NAMESPACE } from '../../../i18n';
import { weekdayOfDate } from '../form-values';
import type { SectionProps } from './event-form-state';
import { WeekdayFields } from './weekday-fields';

/**
 * Whether the event repeats and how: the type, an optional end date, and the weekday boxes only for
 * a weekly series; the type's help below them all.
 */
export function RecurrenceFields({ form }: SectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const typeHelpId = `${id}-type-help`;
  const { values } = form;

  const typeHelp: Record<RecurringType, string> = {
    weekly: t('manage.fields.weeklyHelp'),
    monthly: t('manage.fields.monthlyHelp'),
    yearly: t('manage.fields.yearlyHelp'),
  };

  /** Switched on with no day ticked, a series starts on the event's own weekday. */
  const toggleRecurring = (checked: boolean) => {
    form.setValues((current) => {
      const weekday = weekdayOfDate(current.date);
      const days =
        checked && current.recurringDays.length === 0 && weekday ? [weekday] : current.recurringDays;
      return { ...current, isRecurring: checked, recurringDays: days };
    });
  };

  return (
    <>
      <Form.Check
        type="checkbox"
        id={`${id}-recurring`}
        className="mb-3"
        label={t('manage.fields.isRecurring')}
        checked={values.isRecurring}
        onChange={(event) => toggleRecurring(event.target.checked)}
      />
      {values.isRecurring && (
        <div className="border rounded p-3 mb-3 bg-body-tertiary" data-testid="recurring-fields">
          <FieldRow>
            <SelectField
              form={form}
              name="recurringType"
              label={t('manage.fields.recurringType')}
              describedBy={typeHelpId}
              options={RECURRING_TYPES.map((type) => ({ value: type, label: t(`manage.types.${type}`) }))}
            />
            <TextField
              form={form}
              name="recurringEndDate"
              type="date"
              min={values.date || undefined}
              label={t('manage.fields.recurringEndDate')}
              hint={t('manage.fields.endHelp')}
            />
          </FieldRow>
          {values.recurringType === 'weekly' && <WeekdayFields form={form} />}
          <p id={typeHelpId} className="form-text mb-0">
            {typeHelp[values.recurringType]}
          </p>
        </div>
      )}
    </>
  );
}
