import { useTranslation } from 'react-i18next';
import { CheckField, FieldRow, TextField } from '@ministry/platform/form-field';
import { NAMESPACE } from '../../../i18n';
import type { SectionProps } from './event-form-state';

/** A whole number, typed as text (an empty seats field is unlimited). */
const WHOLE = { type: 'number', inputMode: 'numeric', step: 1 } as const;

/** The whole-number settings, side by side: each one's name, the fewest it allows, its help's key. */
const NUMBERS = [
  ['capacity', 1, 'capacityHelp'],
  ['closesHoursBefore', 0, 'closesHelp'],
] as const;

/** Whether people sign up for the event, and if so: seats, when sign-up closes, waitlist, who may. */
export function SignupFields({ form }: SectionProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <fieldset className="border rounded p-3 mb-3" data-testid="signup-fields">
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">
        {t('manage.fields.signupLegend')}
      </legend>
      <CheckField
        form={form}
        name="signup.enabled"
        type="switch"
        label={t('manage.fields.signupEnabled')}
        help={t('manage.fields.signupHelp')}
        helpClassName="d-block mb-2"
      />
      {form.values.signup.enabled && (
        <div className="mt-3">
          <FieldRow cols="col-sm-6">
            {NUMBERS.map(([name, min, hint]) => (
              <TextField
                key={name}
                form={form}
                name={`signup.${name}`}
                {...WHOLE}
                min={min}
                label={t(`manage.fields.${name}`)}
                hint={t(`manage.fields.${hint}`)}
              />
            ))}
          </FieldRow>
          <CheckField form={form} name="signup.waitlist" label={t('manage.fields.waitlist')} />
          <CheckField
            form={form}
            name="signup.membersOnly"
            className="mt-2"
            label={t('manage.fields.membersOnly')}
            help={t('manage.fields.membersOnlyHelp')}
          />
        </div>
      )}
    </fieldset>
  );
}
