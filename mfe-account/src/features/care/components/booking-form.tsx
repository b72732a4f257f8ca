import { useId, useMemo, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CarePackageView, SessionTypeView, Slot } from '@ministry/contracts/care';
import { bookAppointmentSchema, visitorBookingSchema } from '@ministry/contracts/care-schemas';
import type { Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { FieldRow, SelectField, TextField } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { useMessage } from '@ministry/platform/messages';
import { SubmitButton } from '@ministry/platform/submit-button';
import { reportFailure, toast, toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { bookAppointment, bookAsVisitor } from '../api/care';
import { formatTime, shownTimes, typeName } from '../format';
import { NAMESPACE } from '../texts';
import type { NamedCounselor } from '../use-counselors';
import { usePackageChoice } from './package-choice';
import { PayToConfirm } from './pay-to-confirm';
import { SlotPicker } from './slot-picker';

export interface BookingValues {
  typeId: string;
  /** '' = first available (the chosen time names the counselor). */
  choice: string;
  counselorId: string;
  startsAt: string;
  mode: string;
  language: string;
  intake: string;
  /** A visitor's own (her booking has no account). */
  name: string;
  email: string;
}

interface BookingFormProps {
  /** Types she may book: her plan's, those free for her, and those paid online (with her price). */
  types: { type: SessionTypeView; plan: boolean; priceCents?: number }[];
  /** Types that need a payment (paid in the cart to confirm them). */
  paid: { type: SessionTypeView; priceCents: number }[];
  counselors: NamedCounselor[];
  nameOf: (id: string) => string;
  onBooked?: () => Promise<unknown>;
  /** Chosen at first when she may book it (the visitor's page's `?type=`). */
  initialTypeId?: string;
  /**
   * A visitor's booking (/counseling/book): her name and e-mail too (visitorBookingSchema), sent to
   * the visitor path; `onHeld` gets the end of the hold (she pays from the link e-mailed to her), or
   * null for a free type (booked at once).
   */
  visitor?: { onHeld: (holdExpiresAt: string | null) => void };
  /** Her packages of sessions: a type one books is offered with a package session or paid. */
  packages?: CarePackageView[];
}

const hideUnshown = (path: string) => path !== 'counselorId';
const OWN_FIELDS: readonly string[] = ['intake', 'name', 'email'];

/** Kind of help, language and way of meeting, counselor (or first available), a free time, the intake. */
export function BookingForm({
  types,
  paid,
  counselors,
  nameOf,
  onBooked,
  initialTypeId,
  visitor,
  packages,
}: BookingFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  // Her one kind chosen for her: the only one, or the only one she need not pay for (her plan's).
  const unpaid = types.filter((entry) => !entry.priceCents);
  const only = types.length === 1 ? types[0] : unpaid.length === 1 ? unpaid[0] : undefined;
  const initial = useMemo<BookingValues>(
    () => ({
      typeId: only?.type.id ?? (types.some(({ type }) => type.id === initialTypeId) ? initialTypeId! : ''),
      choice: '',
      counselorId: '',
      startsAt: '',
      mode: 'virtual',
      language,
      intake: '',
      name: '',
      email: '',
    }),
    // The first language only: she may book in the other one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [types],
  );
  const form = useForm(visitor ? visitorBookingSchema : bookAppointmentSchema, initial, {
    showsError: hideUnshown,
  });
  const { values, setValue, setValues } = form;
  const [chosen, setChosen] = useState<Slot | null>(null);
  /** A paid session just booked: held until it is paid (Pay to confirm). */
  const [awaiting, setAwaiting] = useState<{ id: string; when: string; until: string } | null>(null);
  const timeLabel = useId();
  const timeError = useId();
  const timeMessage = useMessage(form.errors.startsAt);
  const price = types.find((entry) => entry.type.id === values.typeId)?.priceCents;
  const withPackage = usePackageChoice(visitor ? [] : packages, values.typeId, price);

  const matching = counselors.filter(
    (counselor) =>
      counselor.languages.includes(values.language as Language) &&
      counselor.modes.includes(values.mode as NamedCounselor['modes'][number]),
  );
  const choiceValid = values.choice === '' || matching.some((counselor) => counselor.id === values.choice);

  /** A changed choice of kind, language, way or counselor forgets the chosen time. */
  const change = (patch: Partial<BookingValues>) => {
    setChosen(null);
    setValues((current) => {
      const next = { ...current, ...patch, startsAt: '' };
      next.counselorId = next.choice;
      return next;
    });
  };
  const select =
    (name: 'typeId' | 'choice' | 'mode' | 'language') => (event: { target: { value: string } }) =>
      change({ [name]: event.target.value });
  const bound = {
    ...form,
    onChange: (name: keyof BookingValues) =>
      OWN_FIELDS.includes(name) ? form.onChange(name) : select(name as 'typeId'),
  };

  const pick = (slot: Slot) => {
    setChosen(slot);
    setValue('counselorId', slot.counselorId);
    setValue('startsAt', slot.startsAt);
  };

  const submit = form.handleSubmit(
    async (input) => {
      const booking = {
        counselorId: input.counselorId,
        typeId: input.typeId,
        startsAt: input.startsAt,
        mode: input.mode,
        language: input.language,
        intake: input.intake,
        usePackage: withPackage.usePackage,
      };
      if (visitor) {
        const { holdExpiresAt } = await bookAsVisitor({ ...booking, name: values.name, email: values.email });
        visitor.onHeld(holdExpiresAt);
        return;
      }
      const appointment = await bookAppointment(booking);
      const type = types.find((entry) => entry.type.id === appointment.typeId)?.type;
      const when = shownTimes(appointment.startsAt, appointment.endsAt, language).newYork;
      const name = nameOf(appointment.counselorId);
      setAwaiting(null);
      if (appointment.status === 'awaiting_payment') {
        const minutes = appointment.holdExpiresAt
          ? Math.max(1, Math.round((Date.parse(appointment.holdExpiresAt) - Date.now()) / 60_000))
          : 30;
        toast({
          title: t('care.book.heldTitle'),
          description: t('care.book.heldBody', { minutes }),
          variant: 'info',
        });
        setAwaiting({
          id: appointment.id,
          when,
          until: appointment.holdExpiresAt ? formatTime(appointment.holdExpiresAt, language) : '',
        });
      } else
        toastSuccess(
          t('care.book.done'),
          t('care.book.doneBody', {
            type: typeName(type, language),
            with: name ? t('care.list.with', { name }) : '',
            when,
          }),
        );
      form.reset(initial);
      withPackage.reset();
      setChosen(null);
      await onBooked?.();
    },
    (failure) => reportFailure('Booking a session', failure, { title: t('care.book.failed') }),
  );

  const paidNote = paid.length > 0 && (
    <p className="small text-secondary">
      {t('care.book.paidNote', {
        names: paid
          .map(({ type, priceCents }) => `${typeName(type, language)}, ${formatCents(priceCents, language)}`)
          .join('; '),
      })}{' '}
      <Link to="/contact">{t('care.book.contactUs')}</Link>
    </p>
  );

  if (types.length === 0)
    return (
      <>
        <p>{t('care.book.noneOpen')}</p>
        {paidNote}
      </>
    );
  // A new site, before staff have added a counselor: no choice of hers could find a time.
  if (counselors.length === 0)
    return (
      <Alert variant="info" data-testid="care-no-counselors">
        {t('care.book.noCounselors')} <Link to="/contact">{t('care.book.contactUs')}</Link>
      </Alert>
    );

  const typeOptions = [
    { value: '', label: t('care.book.typeChoose') },
    ...types.map(({ type, plan, priceCents }) => ({
      value: type.id,
      label: priceCents
        ? t('care.book.typePaidOption', {
            name: typeName(type, language),
            minutes: type.durationMinutes,
            price: formatCents(priceCents, language),
          })
        : t(plan ? 'care.book.typePlanOption' : 'care.book.typeOption', {
            name: typeName(type, language),
            minutes: type.durationMinutes,
          }),
    })),
  ];

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="care-booking">
      {awaiting && (
        <Alert variant="warning" data-testid="care-booked-awaiting">
          <p role="status">{t('care.pay.booked', { when: awaiting.when, time: awaiting.until })}</p>
          <PayToConfirm appointmentId={awaiting.id} when={awaiting.when} />
        </Alert>
      )}
      {paidNote}
      <SelectField
        form={bound}
        name="typeId"
        label={t('care.book.typeLabel')}
        required
        options={typeOptions}
      />
      {withPackage.choice}
      <FieldRow>
        <SelectField
          form={bound}
          name="language"
          label={t('care.book.languageLabel')}
          options={(['en', 'es'] as const).map((value) => ({ value, label: t(`care.languages.${value}`) }))}
        />
        <SelectField
          form={bound}
          name="mode"
          label={t('care.book.modeLabel')}
          options={(['virtual', 'in-person'] as const).map((value) => ({
            value,
            label: t(`care.modes.${value}`),
          }))}
        />
      </FieldRow>
      {matching.length === 0 ? (
        <Alert variant="warning">{t('care.book.noCounselor')}</Alert>
      ) : (
        <>
          <SelectField
            form={bound}
            name="choice"
            label={t('care.book.counselorLabel')}
            options={[
              { value: '', label: t('care.book.firstAvailable') },
              ...matching.map((counselor) => ({ value: counselor.id, label: counselor.name })),
            ]}
          />
          {values.typeId && choiceValid && (
            <>
              <p id={timeLabel} className="form-label mb-1">
                {t('care.book.timeLabel')}
              </p>
              <SlotPicker
                search={
                  values.choice
                    ? { typeId: values.typeId, counselorId: values.choice }
                    : { typeId: values.typeId, language: values.language, mode: values.mode }
                }
                chosen={chosen?.startsAt ?? ''}
                onPick={pick}
                nameOf={values.choice ? undefined : nameOf}
                labelledBy={timeLabel}
                invalid={Boolean(form.errors.startsAt)}
                describedBy={form.errors.startsAt ? timeError : undefined}
              />
            </>
          )}
          {form.errors.startsAt && (
            <div id={timeError} role="alert" className="invalid-feedback d-block mb-3">
              {timeMessage}
            </div>
          )}
        </>
      )}
      {visitor && (
        <FieldRow>
          <TextField
            form={form}
            name="name"
            label={t('care.visitor.nameLabel')}
            autoComplete="name"
            maxLength={200}
            required
          />
          <TextField
            form={form}
            name="email"
            type="email"
            label={t('care.visitor.emailLabel')}
            hint={t('care.visitor.emailHint')}
            maxLength={254}
            required
          />
        </FieldRow>
      )}
      <TextField
        form={form}
        name="intake"
        rows={4}
        maxLength={5000}
        label={t('care.book.intakeLabel')}
        hint={t('care.book.intakeHint')}
      />
      <SubmitButton
        busy={form.submitting}
        label={t(visitor ? 'care.visitor.submit' : 'care.book.submit')}
        busyLabel={t('care.book.submitting')}
      />
    </form>
  );
}
