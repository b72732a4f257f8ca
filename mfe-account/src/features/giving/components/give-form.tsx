import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  chargeCents,
  DEDICATION_KINDS,
  GIFT_FREQUENCIES,
  GIFT_MAX_CENTS,
  GIFT_MIN_CENTS,
  type DonationResponse,
  type Fund,
} from '@ministry/contracts/giving';
import type { DonationRequest, visitorDonationSchema } from '@ministry/contracts/giving-input';
import { formatCents } from '@ministry/contracts/money';
import { fullName } from '@ministry/contracts/user';
import { errorMessage } from '@ministry/platform/api';
import { CheckField, FieldRow, SelectField, TextField } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorAlert } from '@ministry/platform/states';
import { SubmitButton } from '@ministry/platform/submit-button';
import { useForm } from '@ministry/platform/use-form';
import { useHydratedSession } from '../../../hydrated-session';
import { createDonation } from '../api/giving';
import { donationRequest, GIFT_FIELD, giftCents, giveQuery, type GiveValues } from '../give-values';
import { NAMESPACE } from '../texts';
import { AmountChoice } from './amount-choice';
import { FundChoice } from './fund-choice';

// The schema (and yup) loads once the form is first edited: /give hydrates without it.
const loadSchema = () =>
  import('@ministry/contracts/giving-input').then((module) => module.visitorDonationSchema);

/** A visitor's name and e-mail (the receipt goes there). */
const DONOR = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', hint: 'giving.give.emailHint' },
] as const;

/** A started gift: what the donor chose and what the service answered (the intent to confirm). */
export interface StartedGift {
  values: GiveValues;
  request: DonationRequest;
  response: DonationResponse;
}

interface GiveFormProps {
  funds: Fund[];
  initial: GiveValues;
  onStarted: (gift: StartedGift) => void;
}

/**
 * Step one of /give: fund, amount, frequency, the fee, a dedication and (for visitors) name and
 * e-mail, checked by the schema the service uses. A visitor choosing monthly is asked to sign in,
 * with her choices kept in the return address.
 */
export function GiveForm({ funds, initial, onStarted }: GiveFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const session = useHydratedSession();
  const form = useForm<typeof visitorDonationSchema, GiveValues>(loadSchema, initial, {
    prepare: donationRequest,
    fieldFor: GIFT_FIELD,
  });
  const { values, errors, setValue, setValues, submitting } = form;
  const [failure, setFailure] = useState<string | null>(null);
  // The server renders a visitor's form: once her session is known she gives as herself, and what she
  // already chose (an amount tapped while it loaded) stays.
  const user = session.user;
  useEffect(() => {
    if (user) setValues((current) => ({ ...current, name: fullName(user), email: user.email }));
  }, [user, setValues]);

  const needsSignIn = values.frequency === 'monthly' && !session.isAuthenticated;
  const cents = giftCents(values);
  const inRange = cents !== null && cents >= GIFT_MIN_CENTS && cents <= GIFT_MAX_CENTS;
  const total = inRange ? formatCents(chargeCents(cents, values.coverFee), language) : null;
  const returnTo = encodeURIComponent(`/give?${giveQuery(values)}`);
  const kinds = DEDICATION_KINDS.map((kind) => ({ value: kind, label: t(`giving.give.${kind}`) }));

  const submit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      const request = input as DonationRequest;
      const response = await createDonation(request);
      onStarted({ values, request, response });
    },
    (error) => setFailure(errorMessage(error, t('giving.give.unexpected'))),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
      <FundChoice
        funds={funds}
        value={values.fundId}
        error={errors.fundId}
        onChange={(fundId) => setValue('fundId', fundId)}
      />
      <AmountChoice
        preset={values.preset}
        amount={values.giftText}
        error={errors.giftText}
        onPreset={(preset) => {
          setValues((current) => ({ ...current, preset, giftText: '' }));
          form.setErrors((current) => ({ ...current, giftText: undefined }));
        }}
        onAmount={(text) => {
          setValues((current) => ({ ...current, preset: null }));
          setValue('giftText', text);
        }}
      />

      <fieldset className="mb-4">
        <legend className="h5">{t('giving.give.frequencyLegend')}</legend>
        {GIFT_FREQUENCIES.map((frequency) => (
          <div key={frequency} className="form-check form-check-inline">
            <input
              type="radio"
              className="form-check-input"
              id={`give-frequency-${frequency}`}
              name="frequency"
              checked={values.frequency === frequency}
              onChange={() => setValue('frequency', frequency)}
            />
            <label className="form-check-label" htmlFor={`give-frequency-${frequency}`}>
              {t(`giving.give.${frequency}`)}
            </label>
          </div>
        ))}
      </fieldset>

      <CheckField form={form} name="coverFee" className="mb-3" label={t('giving.give.coverFee')} />
      <CheckField form={form} name="dedicated" className="mb-3" label={t('giving.give.dedicate')} />
      {values.dedicated && (
        <FieldRow cols={['col-sm-5', 'col-sm-7']} className="g-3 mb-2 ms-md-3">
          <SelectField
            form={form}
            name="dedication.kind"
            label={t('giving.give.dedicationKind')}
            options={kinds}
          />
          <TextField form={form} name="dedication.name" label={t('giving.give.dedicationName')} />
        </FieldRow>
      )}

      <h2 className="h5 mt-4">{t('giving.give.donorHeading')}</h2>
      {session.isAuthenticated ? (
        <p className="text-secondary" data-testid="giving-as">
          {t('giving.give.givingAs', { name: values.name, email: values.email })}
        </p>
      ) : (
        <FieldRow cols="col-md-6" className="g-3">
          {DONOR.map((field) => (
            <TextField
              key={field.name}
              form={form}
              {...field}
              label={t(`giving.give.${field.name}`)}
              hint={'hint' in field ? t(field.hint) : undefined}
            />
          ))}
        </FieldRow>
      )}

      <p className="fs-5 fw-semibold my-3" data-testid="give-total" aria-live="polite">
        {total &&
          t(values.frequency === 'monthly' ? 'giving.give.totalMonthly' : 'giving.give.total', {
            amount: total,
          })}
      </p>

      <ErrorAlert>
        {failure && (
          <>
            <p className="fw-semibold mb-1">{t('giving.give.failed')}</p>
            <p className="mb-0">{failure}</p>
          </>
        )}
      </ErrorAlert>

      {needsSignIn ? (
        <div role="alert" className="alert alert-info mb-0" data-testid="monthly-sign-in">
          <p>{t('giving.give.monthlySignIn')}</p>
          <Link to={`/login?redirect=${returnTo}`} className="btn btn-primary me-3">
            {t('giving.give.logIn')}
          </Link>
          <Link to={`/register?redirect=${returnTo}`}>{t('giving.give.register')}</Link>
        </div>
      ) : (
        <SubmitButton
          busy={submitting}
          label={t('giving.give.continue')}
          busyLabel={t('giving.give.preparing')}
          className="btn-lg"
        />
      )}
    </form>
  );
}
