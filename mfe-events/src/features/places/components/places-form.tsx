import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { quotePlaces, type EventPricing } from '@ministry/contracts/event-pricing';
import type { CalendarDay } from '@ministry/contracts/calendar-day';
import type { Language } from '@ministry/contracts/language';
import { translateMessage } from '@ministry/contracts/messages';
import { formatCents } from '@ministry/contracts/money';
import { fullName } from '@ministry/contracts/user';
import { ApiError, errorMessage, serverFieldErrors } from '@ministry/platform/api';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { useMessage } from '@ministry/platform/messages';
import { useHydrated } from '@ministry/platform/platform-provider';
import { useSession } from '@ministry/platform/session';
import { SubmitButton } from '@ministry/platform/submit-button';
import { NAMESPACE } from '../../../i18n';
import { useAddPlacesToCart } from '../api/add-places';
import { useMemberPlan } from '../api/member-plan';
import {
  emptyRow,
  MAX_PEOPLE_PER_REGISTRATION,
  peopleForTotal,
  peopleOf,
  rowErrors,
  rowErrorsOfServer,
  type PersonRow,
  type RowErrors,
} from '../people';
import { PersonFields } from './person-fields';

type Outcome = { added: number } | { refusal: string } | null;

const CODE_REFUSALS = [
  'event.discountCodeUnknown',
  'event.discountCodeExpired',
  'event.discountCodeUsedUp',
] as const;

/** The events service refused her discount code (its message, relayed by the shop, names which). */
function codeRefusalOf(error: unknown, language: Language): string | undefined {
  const said = error instanceof ApiError ? error.serverMessage : undefined;
  if (!said) return undefined;
  return CODE_REFUSALS.find((key) => translateMessage(key, language) === said);
}

/**
 * The registration of a priced date: one row per person (her name, her option, a child's age for
 * childcare), up to ten, the first named after the signed-in member; the total as the service will
 * price it (`quotePlaces`, early-bird, group and plan discounts said; her plan's own place assumed
 * unused this season, and said so); an optional discount code (the service prices it: the page never
 * sees the codes, and a code refused is said under its field); then Add to Cart. A refusal (the
 * form's checks, the shop's or the events service's) is said on the form, and nothing typed is lost.
 */
export function PlacesForm({
  eventId,
  date,
  pricing,
  now,
  childcareLeft,
  onRefused,
}: {
  eventId: string;
  date: CalendarDay;
  pricing: EventPricing;
  /** The page's clock (the server's during hydration). */
  now: number;
  childcareLeft?: number | null;
  /** The shop or the events service refused (a 409): the seats are read again. */
  onRefused: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const hydrated = useHydrated();
  const user = useSession().user;
  const add = useAddPlacesToCart();
  const [rows, setRows] = useState<PersonRow[]>(() => [emptyRow(0, pricing)]);
  const [errors, setErrors] = useState<RowErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [discountCode, setDiscountCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const language = useLanguage();
  const nextKey = useRef(1);
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);

  // The first person is the signed-in member, unless a name was typed already.
  const memberName = user ? fullName(user) : '';
  useEffect(() => {
    if (memberName)
      setRows((current) =>
        current.map((row, index) => (index === 0 && !row.name ? { ...row, name: memberName } : row)),
      );
  }, [memberName]);

  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // Her plan, when known: the total as the service would price her registration if her plan's place
  // of the season is still hers (the page cannot know; the cart's price is the service's).
  const planId = useMemberPlan();
  const member = planId ? { planId, perkUsed: false } : null;
  const quote = quotePlaces(pricing, date, peopleForTotal(pricing, rows), new Date(now), member);
  const refusalText = useMessage('refusal' in quote ? quote.refusal : undefined);
  const outcomeRefusal = outcome && 'refusal' in outcome ? outcome.refusal : undefined;

  const change = (key: number, field: Exclude<keyof PersonRow, 'key'>, value: string) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
    const errorField = field === 'years' || field === 'months' ? 'age' : field;
    setErrors((current) =>
      current[key]?.[errorField]
        ? { ...current, [key]: { ...current[key], [errorField]: undefined } }
        : current,
    );
    setOutcome(null);
  };

  const addPerson = () => {
    setRows((current) => [...current, emptyRow(nextKey.current++, pricing)]);
    setOutcome(null);
  };
  const removePerson = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setOutcome(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = rowErrors(pricing, rows);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length) {
      focusError.current = true;
      return;
    }
    if ('refusal' in quote) return;
    setBusy(true);
    try {
      const code = discountCode.trim();
      await add({ eventId, date, people: peopleOf(pricing, rows), ...(code ? { discountCode: code } : {}) });
      setOutcome({ added: rows.length });
    } catch (error) {
      const onRows = rowErrorsOfServer(rows, serverFieldErrors(error));
      const codeRefusal = codeRefusalOf(error, language);
      if (codeRefusal) {
        setCodeError(codeRefusal);
        focusError.current = true;
        setErrors({ ...errors });
      } else if (Object.keys(onRows).length) {
        focusError.current = true;
        setErrors(onRows);
      } else {
        setOutcome({ refusal: errorMessage(error, t('places.addFailed')) });
        if (!(error instanceof ApiError && error.status < 500))
          console.error('Adding places to the cart failed:', error);
      }
      if (error instanceof ApiError && error.status === 409) onRefused();
    } finally {
      setBusy(false);
    }
  };

  const priced = 'refusal' in quote ? null : quote;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
      data-testid="places-form"
    >
      <ol className="list-unstyled mb-2">
        {rows.map((row, index) => (
          <PersonFields
            key={row.key}
            pricing={pricing}
            row={row}
            number={index + 1}
            unitCents={priced?.people[index]?.unitCents ?? null}
            errors={errors[row.key] ?? {}}
            removable={rows.length > 1}
            childcareFull={childcareLeft === 0}
            onChange={(field, value) => change(row.key, field, value)}
            onRemove={() => removePerson(row.key)}
          />
        ))}
      </ol>
      {rows.length < MAX_PEOPLE_PER_REGISTRATION ? (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm mb-3"
          disabled={!hydrated}
          onClick={addPerson}
        >
          {t('places.addPerson')}
        </button>
      ) : (
        <p className="small text-secondary">
          {t('places.maxPeople', { count: MAX_PEOPLE_PER_REGISTRATION })}
        </p>
      )}
      <FormField label={t('places.discountCode')} hint={t('places.discountCodeHint')} error={codeError}>
        {(control) => (
          <input
            {...plainControl(control, 'form-control')}
            type="text"
            autoComplete="off"
            maxLength={20}
            value={discountCode}
            data-testid="discount-code"
            onChange={(event) => {
              setDiscountCode(event.target.value);
              setCodeError(undefined);
              setOutcome(null);
            }}
          />
        )}
      </FormField>
      <div className="border-top pt-3 mb-3" data-testid="places-total" aria-live="polite">
        <p className="d-flex justify-content-between fs-5 mb-1">
          <span>{t('places.total')}</span>
          <span className="fw-bold" data-testid="total-amount">
            {priced ? formatCents(priced.totalCents) : '—'}
          </span>
        </p>
        {priced?.earlyBird && (
          <p className="small text-success-emphasis mb-0">{t('places.earlyBirdApplied')}</p>
        )}
        {priced?.groupDiscount && (
          <p className="small text-success-emphasis mb-0">
            {t('places.groupApplied', { percent: pricing.groupDiscountPercent })}
          </p>
        )}
        {priced?.planDiscount && (
          <p className="small text-success-emphasis mb-0">
            {t('places.planDiscountApplied', { percent: pricing.planDiscountPercent })}
          </p>
        )}
        {priced?.perk && (
          <p className="small text-success-emphasis mb-0" data-testid="perk-applied">
            {t('places.perkApplied')} {t('places.perkAssumed')}
          </p>
        )}
        {!priced && refusalText && <p className="small text-danger mb-0">{refusalText}</p>}
      </div>
      {outcomeRefusal && (
        <p className="alert alert-warning" role="alert">
          {outcomeRefusal}
        </p>
      )}
      <SubmitButton
        busy={busy}
        label={t('places.addToCart')}
        busyLabel={t('places.adding')}
        className="w-100"
      />
      {outcome && 'added' in outcome && (
        <p role="status" className="alert alert-success mt-3 mb-0">
          {t('places.added', { count: outcome.added })} <Link to="/cart">{t('places.viewCart')}</Link>
        </p>
      )}
    </form>
  );
}
