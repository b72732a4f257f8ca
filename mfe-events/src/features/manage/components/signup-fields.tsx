import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { FormField } from '@ministry/platform/form-field';
import { NAMESPACE } from '../../../i18n';
import type { SectionProps } from './event-form-state';

/** The sign-up settings that are on or off. */
type Switch = 'enabled' | 'waitlist' | 'membersOnly';

/** A sign-up box (or switch), with its help under it and read with it when it has one. */
function SignupCheck({
  form,
  name,
  label,
  help,
  type = 'checkbox',
  className,
  helpClassName = 'd-block',
}: SectionProps & {
  name: Switch;
  label: string;
  help?: string;
  type?: 'checkbox' | 'switch';
  className?: string;
  helpClassName?: string;
}) {
  const id = useId();
  const helpId = help ? `${id}-help` : undefined;
  return (
    <>
      <Form.Check
        type={type}
        id={id}
        className={className}
        label={label}
        checked={form.values.signup[name]}
        onChange={form.onChange(`signup.${name}`)}
        aria-describedby={helpId}
      />
      {help && (
        <Form.Text id={helpId} className={helpClassName}>
          {help}
        </Form.Text>
      )}
    </>
  );
}

/** The whole-number settings, side by side: the fewest each allows, and their texts. */
const NUMBERS = [
  { name: 'capacity', min: 1, label: 'manage.fields.capacity', hint: 'manage.fields.capacityHelp' },
  {
    name: 'closesHoursBefore',
    min: 0,
    label: 'manage.fields.closesHoursBefore',
    hint: 'manage.fields.closesHelp',
  },
] as const;

/** A whole-number sign-up setting, typed as text (an empty seats field is unlimited). */
function NumberField({
  form,
  name,
  min,
  label,
  hint,
}: SectionProps & { name: 'capacity' | 'closesHoursBefore'; min: number; label: string; hint: string }) {
  const path = `signup.${name}` as const;
  return (
    <FormField label={label} error={form.errors[path]} hint={hint}>
      {(control) => (
        <Form.Control
          {...control}
          type="number"
          inputMode="numeric"
          min={min}
          step={1}
          name={path}
          value={form.values.signup[name]}
          onChange={form.onChange(path)}
        />
      )}
    </FormField>
  );
}

/** Whether people sign up for the event, and if so: seats, when sign-up closes, waitlist, who may. */
export function SignupFields({ form }: SectionProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <fieldset className="border rounded p-3 mb-3" data-testid="signup-fields">
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">
        {t('manage.fields.signupLegend')}
      </legend>
      <SignupCheck
        form={form}
        name="enabled"
        type="switch"
        label={t('manage.fields.signupEnabled')}
        help={t('manage.fields.signupHelp')}
        helpClassName="d-block mb-2"
      />
      {form.values.signup.enabled && (
        <div className="mt-3">
          <div className="row">
            {NUMBERS.map(({ name, min, label, hint }) => (
              <div className="col-sm-6" key={name}>
                <NumberField form={form} name={name} min={min} label={t(label)} hint={t(hint)} />
              </div>
            ))}
          </div>
          <SignupCheck form={form} name="waitlist" label={t('manage.fields.waitlist')} />
          <SignupCheck
            form={form}
            name="membersOnly"
            className="mt-2"
            label={t('manage.fields.membersOnly')}
            help={t('manage.fields.membersOnlyHelp')}
          />
        </div>
      )}
    </fieldset>
  );
}
