import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  EVENT_CATEGORIES,
  eventInputSchema,
  RECURRING_TYPES,
  WEEKDAYS,
  type RecurringType,
  type Weekday,
} from '@ministry/contracts/event';
import { translateMessage } from '@ministry/contracts/messages';
import { useLanguage } from '@ministry/platform/i18n';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { categoryKey, weekdayName } from '../../events';
import {
  toPayload,
  weekdayOfDate,
  type EventField,
  type EventFormValues,
  type EventPayload,
  type SignupFormValues,
} from '../form-values';

export interface EventFormProps {
  mode: 'create' | 'edit';
  initial: EventFormValues;
  /** Saves; resolves to null once saved, else to the failure (a 400's field errors are shown). */
  onSubmit: (payload: EventPayload) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The create/edit form: the required fields with their messages (the same schema as the service),
 * a date picker that defaults to today, the recurrence fields only for a recurring event and the
 * weekday boxes only for a weekly one.
 */
export function EventForm({ mode, initial, onSubmit, onCancel }: EventFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const prefix = useId();
  const form = useForm(eventInputSchema, initial, { prepare: toPayload });
  const { values, errors, setValues } = form;
  const [submitting, setSubmitting] = useState(false);

  const id = (field: EventField) => `${prefix}-${field.replace('.', '-')}`;
  const message = (field: EventField) => {
    const error = errors[field];
    return error ? translateMessage(error, language) : undefined;
  };
  /** Ties a field to its error (and to its help text, if any), so both are read with the field. */
  const described = (field: EventField, helpId?: string) => ({
    isInvalid: !!message(field),
    'aria-invalid': message(field) ? true : undefined,
    'aria-describedby':
      [message(field) ? `${id(field)}-error` : null, helpId].filter(Boolean).join(' ') || undefined,
  });
  const feedback = (field: EventField) =>
    message(field) && (
      <Form.Control.Feedback type="invalid" id={`${id(field)}-error`} role="alert">
        {message(field)}
      </Form.Control.Feedback>
    );

  const set = <K extends Exclude<keyof EventFormValues, 'signup'>>(field: K, value: EventFormValues[K]) =>
    form.setValue(field, value as never);
  const setSignup = <K extends keyof SignupFormValues>(field: K, value: SignupFormValues[K]) =>
    form.setValue(`signup.${field}`, value as never);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    if (submitting) return;
    if (!(await form.validate(formElement))) return;
    setSubmitting(true);
    try {
      const failure = await onSubmit(toPayload(values));
      if (failure) form.showServerErrors(failure, formElement);
    } finally {
      setSubmitting(false);
    }
  };

  const toggleRecurring = (checked: boolean) => {
    setValues((current) => {
      const weekday = weekdayOfDate(current.date);
      const days =
        checked && current.recurringDays.length === 0 && weekday ? [weekday] : current.recurringDays;
      return { ...current, isRecurring: checked, recurringDays: days };
    });
  };

  const toggleDay = (day: Weekday, checked: boolean) => {
    const days = checked ? [...values.recurringDays, day] : values.recurringDays.filter((d) => d !== day);
    set(
      'recurringDays',
      WEEKDAYS.filter((weekday) => days.includes(weekday)),
    );
  };

  const textField = (
    field: 'title' | 'titleEs' | 'location' | 'description' | 'descriptionEs',
    label: string,
    options: { required?: boolean; help?: ReactNode; placeholder?: string; rows?: number } = {},
  ) => {
    const helpId = options.help ? `${id(field)}-help` : undefined;
    const controlProps = {
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        set(field, event.target.value),
      ...described(field, helpId),
      required: options.required,
      placeholder: options.placeholder,
    };
    return (
      <Form.Group className="mb-3" controlId={id(field)}>
        <Form.Label>
          {label}
          {options.required && (
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </Form.Label>
        {options.rows ? (
          <Form.Control as="textarea" rows={options.rows} {...controlProps} />
        ) : (
          <Form.Control {...controlProps} />
        )}
        {options.help && (
          <Form.Text id={helpId} className="d-block">
            {options.help}
          </Form.Text>
        )}
        {feedback(field)}
      </Form.Group>
    );
  };

  const categories: string[] = [...EVENT_CATEGORIES];
  if (values.category && !categories.includes(values.category)) categories.push(values.category);

  const typeHelp: Record<RecurringType, string> = {
    weekly: t('manage.fields.weeklyHelp'),
    monthly: t('manage.fields.monthlyHelp'),
    yearly: t('manage.fields.yearlyHelp'),
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
      {textField('title', t('manage.fields.title'), { required: true })}
      {textField('titleEs', t('manage.fields.titleEs'))}
      <div className="row">
        <div className="col-sm-6">
          <Form.Group className="mb-3" controlId={id('date')}>
            <Form.Label>
              {t('manage.fields.date')}
              <span className="text-danger" aria-hidden="true">
                {' '}
                *
              </span>
            </Form.Label>
            <Form.Control
              type="date"
              value={values.date}
              onChange={(event) => set('date', event.target.value)}
              {...described('date')}
              required
            />
            {feedback('date')}
          </Form.Group>
        </div>
        <div className="col-sm-6">
          <Form.Group className="mb-3" controlId={id('category')}>
            <Form.Label>
              {t('manage.fields.category')}
              <span className="text-danger" aria-hidden="true">
                {' '}
                *
              </span>
            </Form.Label>
            <Form.Select
              value={values.category}
              onChange={(event) => set('category', event.target.value)}
              {...described('category')}
              required
            >
              <option value="">{t('manage.fields.chooseCategory')}</option>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {(EVENT_CATEGORIES as readonly string[]).includes(category)
                    ? t(categoryKey(category))
                    : `${t('categories.other')} (${category})`}
                </option>
              ))}
            </Form.Select>
            {feedback('category')}
          </Form.Group>
        </div>
      </div>
      <div className="row">
        {(['startTime', 'endTime'] as const).map((field) => (
          <div className="col-sm-6" key={field}>
            <Form.Group className="mb-3" controlId={id(field)}>
              <Form.Label>
                {t(`manage.fields.${field}`)}
                <span className="text-danger" aria-hidden="true">
                  {' '}
                  *
                </span>
              </Form.Label>
              <Form.Control
                type="time"
                name={field}
                value={values[field]}
                onChange={(event) => set(field, event.target.value)}
                {...described(field, `${id('startTime')}-help`)}
                required
              />
              {feedback(field)}
            </Form.Group>
          </div>
        ))}
        <Form.Text id={`${id('startTime')}-help`} className="d-block mt-n2 mb-3">
          {t('manage.fields.timesHelp')}
        </Form.Text>
      </div>
      {textField('location', t('manage.fields.location'), { required: true })}
      {textField('description', t('manage.fields.description'), { required: true, rows: 4 })}
      {textField('descriptionEs', t('manage.fields.descriptionEs'), { rows: 3 })}

      <Form.Check
        type="checkbox"
        id={id('isRecurring')}
        className="mb-3"
        label={t('manage.fields.isRecurring')}
        checked={values.isRecurring}
        onChange={(event) => toggleRecurring(event.target.checked)}
      />

      {values.isRecurring && (
        <div className="border rounded p-3 mb-3 bg-body-tertiary" data-testid="recurring-fields">
          <div className="row">
            <div className="col-sm-6">
              <Form.Group className="mb-3" controlId={id('recurringType')}>
                <Form.Label>{t('manage.fields.recurringType')}</Form.Label>
                <Form.Select
                  value={values.recurringType}
                  onChange={(event) => set('recurringType', event.target.value as RecurringType)}
                  {...described('recurringType', `${id('recurringType')}-help`)}
                >
                  {RECURRING_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`manage.types.${type}`)}
                    </option>
                  ))}
                </Form.Select>
                {feedback('recurringType')}
              </Form.Group>
            </div>
            <div className="col-sm-6">
              <Form.Group className="mb-3" controlId={id('recurringEndDate')}>
                <Form.Label>{t('manage.fields.recurringEndDate')}</Form.Label>
                <Form.Control
                  type="date"
                  value={values.recurringEndDate}
                  min={values.date || undefined}
                  onChange={(event) => set('recurringEndDate', event.target.value)}
                  {...described('recurringEndDate', `${id('recurringEndDate')}-help`)}
                />
                <Form.Text id={`${id('recurringEndDate')}-help`} className="d-block">
                  {t('manage.fields.endHelp')}
                </Form.Text>
                {feedback('recurringEndDate')}
              </Form.Group>
            </div>
          </div>
          {values.recurringType === 'weekly' && (
            <fieldset
              className="mb-2"
              data-testid="weekday-fields"
              aria-describedby={message('recurringDays') ? `${id('recurringDays')}-error` : undefined}
            >
              <legend className="fs-6 mb-2">{t('manage.fields.recurringDays')}</legend>
              {WEEKDAYS.map((day, index) => (
                <Form.Check
                  key={day}
                  inline
                  type="checkbox"
                  id={`${id('recurringDays')}-${day}`}
                  label={weekdayName(day, language)}
                  checked={values.recurringDays.includes(day)}
                  onChange={(event) => toggleDay(day, event.target.checked)}
                  isInvalid={!!message('recurringDays')}
                  aria-invalid={index === 0 && message('recurringDays') ? true : undefined}
                />
              ))}
              {message('recurringDays') && (
                <div className="invalid-feedback d-block" id={`${id('recurringDays')}-error`} role="alert">
                  {message('recurringDays')}
                </div>
              )}
            </fieldset>
          )}
          <p id={`${id('recurringType')}-help`} className="form-text mb-0">
            {typeHelp[values.recurringType]}
          </p>
        </div>
      )}

      <fieldset className="border rounded p-3 mb-3" data-testid="signup-fields">
        <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">
          {t('manage.fields.signupLegend')}
        </legend>
        <Form.Check
          type="switch"
          id={id('signup.enabled')}
          label={t('manage.fields.signupEnabled')}
          checked={values.signup.enabled}
          onChange={(event) => setSignup('enabled', event.target.checked)}
          aria-describedby={`${id('signup.enabled')}-help`}
        />
        <Form.Text id={`${id('signup.enabled')}-help`} className="d-block mb-2">
          {t('manage.fields.signupHelp')}
        </Form.Text>
        {values.signup.enabled && (
          <div className="mt-3">
            <div className="row">
              <div className="col-sm-6">
                <Form.Group className="mb-3" controlId={id('signup.capacity')}>
                  <Form.Label>{t('manage.fields.capacity')}</Form.Label>
                  <Form.Control
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    name="signup.capacity"
                    value={values.signup.capacity}
                    onChange={(event) => setSignup('capacity', event.target.value)}
                    {...described('signup.capacity', `${id('signup.capacity')}-help`)}
                  />
                  <Form.Text id={`${id('signup.capacity')}-help`} className="d-block">
                    {t('manage.fields.capacityHelp')}
                  </Form.Text>
                  {feedback('signup.capacity')}
                </Form.Group>
              </div>
              <div className="col-sm-6">
                <Form.Group className="mb-3" controlId={id('signup.closesHoursBefore')}>
                  <Form.Label>{t('manage.fields.closesHoursBefore')}</Form.Label>
                  <Form.Control
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    name="signup.closesHoursBefore"
                    value={values.signup.closesHoursBefore}
                    onChange={(event) => setSignup('closesHoursBefore', event.target.value)}
                    {...described('signup.closesHoursBefore', `${id('signup.closesHoursBefore')}-help`)}
                  />
                  <Form.Text id={`${id('signup.closesHoursBefore')}-help`} className="d-block">
                    {t('manage.fields.closesHelp')}
                  </Form.Text>
                  {feedback('signup.closesHoursBefore')}
                </Form.Group>
              </div>
            </div>
            <Form.Check
              type="checkbox"
              id={id('signup.waitlist')}
              label={t('manage.fields.waitlist')}
              checked={values.signup.waitlist}
              onChange={(event) => setSignup('waitlist', event.target.checked)}
            />
            <Form.Check
              type="checkbox"
              id={id('signup.membersOnly')}
              className="mt-2"
              label={t('manage.fields.membersOnly')}
              checked={values.signup.membersOnly}
              onChange={(event) => setSignup('membersOnly', event.target.checked)}
              aria-describedby={`${id('signup.membersOnly')}-help`}
            />
            <Form.Text id={`${id('signup.membersOnly')}-help`} className="d-block">
              {t('manage.fields.membersOnlyHelp')}
            </Form.Text>
          </div>
        )}
      </fieldset>

      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={submitting}>
          {submitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {submitting ? t('manage.saving') : mode === 'edit' ? t('manage.update') : t('manage.create')}
        </Button>
        {mode === 'edit' && (
          <Button type="button" variant="outline-secondary" onClick={onCancel} disabled={submitting}>
            {t('manage.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
