import {
  CHILDCARE_MAX_MONTHS,
  CHILDCARE_MIN_MONTHS,
  MAX_PEOPLE_PER_REGISTRATION,
  type EventPricing,
  type PlaceOption,
  type PlacePerson,
} from '@ministry/contracts/event-pricing';
import { SIGNUP_NAME_MAX } from '@ministry/contracts/event-signup';

/** One person of the registration form, as typed (a child's age in years and months). */
export interface PersonRow {
  /** React's key: stable while rows come and go. */
  key: number;
  name: string;
  optionId: string;
  years: string;
  months: string;
}

/** A row's field with an error: its name, its option, or the child's age. */
export type PersonField = 'name' | 'optionId' | 'age';
/** Message keys (contracts' messages, or a service's sentence) by row key and field. */
export type RowErrors = Record<number, Partial<Record<PersonField, string>>>;

export { MAX_PEOPLE_PER_REGISTRATION };

/** The option a row names, if the event has it. */
export const optionOf = (pricing: EventPricing, optionId: string): PlaceOption | undefined =>
  pricing.options.find((option) => option.id === optionId);

/** The option a new row starts with: the first participant option (else the first). */
export const firstOptionId = (pricing: EventPricing): string =>
  (pricing.options.find((option) => option.kind === 'participant') ?? pricing.options[0])?.id ?? '';

export const emptyRow = (key: number, pricing: EventPricing, name = ''): PersonRow => ({
  key,
  name,
  optionId: firstOptionId(pricing),
  years: '',
  months: '',
});

const WHOLE = /^\d{1,3}$/;

/** A child's age in months from years and months typed; null when both are empty, NaN when not whole. */
export function ageMonths(row: Pick<PersonRow, 'years' | 'months'>): number | null {
  const years = row.years.trim();
  const months = row.months.trim();
  if (!years && !months) return null;
  if ((years && !WHOLE.test(years)) || (months && !WHOLE.test(months))) return Number.NaN;
  return Number(years || 0) * 12 + Number(months || 0);
}

/** The people sent to POST /api/cart/place (a participant's age is none). */
export function peopleOf(pricing: EventPricing, rows: PersonRow[]): PlacePerson[] {
  return rows.map((row) => ({
    name: row.name.trim(),
    optionId: row.optionId,
    childAgeMonths: optionOf(pricing, row.optionId)?.kind === 'childcare' ? ageMonths(row) : null,
  }));
}

/**
 * The people as priced live, before every age is typed: the price does not depend on a child's age,
 * so a childcare row without a valid one counts at the youngest age taken (the form asks for it on
 * Add to Cart).
 */
export function peopleForTotal(pricing: EventPricing, rows: PersonRow[]): PlacePerson[] {
  return peopleOf(pricing, rows).map((person) => {
    const age = person.childAgeMonths;
    const childcare = optionOf(pricing, person.optionId)?.kind === 'childcare';
    const valid = typeof age === 'number' && age >= CHILDCARE_MIN_MONTHS && age <= CHILDCARE_MAX_MONTHS;
    return childcare && !valid ? { ...person, childAgeMonths: CHILDCARE_MIN_MONTHS } : person;
  });
}

/** Each row's errors, with the messages the service would answer (contracts' keys). */
export function rowErrors(pricing: EventPricing, rows: PersonRow[]): RowErrors {
  const found: RowErrors = {};
  for (const row of rows) {
    const errors: Partial<Record<PersonField, string>> = {};
    const name = row.name.trim();
    if (!name) errors.name = 'event.signupNameRequired';
    else if (name.length > SIGNUP_NAME_MAX) errors.name = 'event.signupNameTooLong';
    const option = optionOf(pricing, row.optionId);
    if (!option) errors.optionId = 'event.placeOptionUnknown';
    else if (option.kind === 'childcare') {
      const age = ageMonths(row);
      if (age === null) errors.age = 'event.childAgeRequired';
      else if (!(age >= CHILDCARE_MIN_MONTHS && age <= CHILDCARE_MAX_MONTHS))
        errors.age = 'event.childAgeOutOfRange';
    }
    if (Object.keys(errors).length) found[row.key] = errors;
  }
  return found;
}

/**
 * The field errors of the service's 400 (`people[2].name`, `people[0].childAgeMonths`) on the rows
 * they name; the rest is left to the form's alert.
 */
export function rowErrorsOfServer(rows: PersonRow[], errors: Record<string, string>): RowErrors {
  const found: RowErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^people\[(\d+)\]\.(name|optionId|childAgeMonths)$/.exec(path);
    const row = match ? rows[Number(match[1])] : undefined;
    if (!match || !row) continue;
    const field: PersonField = match[2] === 'childAgeMonths' ? 'age' : (match[2] as PersonField);
    found[row.key] = { ...found[row.key], [field]: message };
  }
  return found;
}
