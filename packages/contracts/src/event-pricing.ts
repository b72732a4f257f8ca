import { addDays, todayInNewYork, type CalendarDay } from './calendar-day';
import { applyDiscountCode, findDiscountCode, percentOff, type DiscountCode } from './event-discount-codes';
import { PLAN_IDS, type PlanId } from './plans';
import type { Resource } from './resource';

/**
 * Paid places (issue 42): an event whose sign-up has prices. A person registers under one option
 * ("Participant $35", "Childcare, per child"); the places are paid in the shop's one cart (a `place`
 * line), held while the order waits for payment and confirmed by Stripe's webhook. An event without
 * pricing stays free, signed up for as before. One rule (`quotePlaces`) prices a registration for the
 * page and for the events service.
 */

export const PLACE_OPTION_KINDS = ['participant', 'childcare'] as const;
export type PlaceOptionKind = (typeof PLACE_OPTION_KINDS)[number];

export interface PlaceOption {
  /** Stable within the event: 'participant', 'childcare', 'early-arrival'… */
  id: string;
  kind: PlaceOptionKind;
  name: string;
  nameEs: string;
  priceCents: number;
  /** The early-bird price until `earlyBirdUntil` (null: none for this option). */
  earlyBirdCents: number | null;
  /**
   * A participant takes one of the occurrence's seats (the sign-up capacity). A child in childcare
   * takes one of childcare's own places (`capacity`, null = unlimited), never an adult's seat.
   */
  capacity: number | null;
}

/** The ages childcare takes, in months (6 months to 10 years). */
export const CHILDCARE_MIN_MONTHS = 6;
export const CHILDCARE_MAX_MONTHS = 120;

export interface EventPricing {
  options: PlaceOption[];
  /** The last New York day of the early-bird price (null: `EARLY_BIRD_DAYS` days before the occurrence). */
  earlyBirdUntil: CalendarDay | null;
  /** Percent off every place when one registration holds `GROUP_MIN_PEOPLE` participants or more (0: none). */
  groupDiscountPercent: number;
  /** Registration opens this many days before the occurrence (New York midnight). */
  opensDaysBefore: number;
  /**
   * The plan perk this event honours (PLAN_PERKS): her own place free once a season (null or absent:
   * none). Optional only for events stored before perks.
   */
  planPerk?: PlanPerk | null;
  /** Percent off each place for members of the discount plans (PLAN_DISCOUNT_PLANS); 0 or absent: none. */
  planDiscountPercent?: number;
  /** Codes a registrant may type (absent on events stored before codes: none). */
  discountCodes?: DiscountCode[];
  /**
   * A member may cancel her paid registration until this many hours before the occurrence starts
   * (absent on events stored before: DEFAULT_CANCEL_CUTOFF_HOURS); staff then decide the refund.
   */
  cancelCutoffHours?: number;
}

/**
 * The plans' promises about places: "A place in one Bible study group each season" (Growth,
 * Transform) and "A quarterly retreat day" (Transform). A season is a quarter of the New York year
 * of the occurrence (`perkSeason`); one free place per perk and season.
 */
export const PLAN_PERKS = {
  'bible-study': ['growth', 'transform'],
  retreat: ['transform'],
} as const satisfies Record<string, readonly PlanId[]>;
export type PlanPerk = keyof typeof PLAN_PERKS;
export const PLAN_PERK_IDS = Object.keys(PLAN_PERKS) as PlanPerk[];
/** "Discounts on premium resources and workshops" (Growth, Transform). */
export const PLAN_DISCOUNT_PLANS: readonly PlanId[] = ['growth', 'transform'];
/** "Discounts on premium resources" is promised by every plan: any live plan takes a resource's discount. */
export const RESOURCE_DISCOUNT_PLANS: readonly PlanId[] = PLAN_IDS;

/**
 * What a premium resource costs her: its price less its `planDiscountPercent` when she has a live
 * plan of RESOURCE_DISCOUNT_PLANS (null: none, or a visitor), rounded to the cent.
 */
export function resourcePriceFor(
  resource: Pick<Resource, 'priceCents' | 'planDiscountPercent'>,
  planId: PlanId | null,
): number {
  const full = resource.priceCents ?? 0;
  const percent = resource.planDiscountPercent ?? 0;
  if (percent <= 0 || planId === null || !RESOURCE_DISCOUNT_PLANS.includes(planId)) return full;
  return Math.round((full * (100 - percent)) / 100);
}

/** The season of an occurrence: '2026-Q1' … '2026-Q4' (New York calendar quarters). */
export function perkSeason(date: CalendarDay): string {
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 4)}-Q${Math.ceil(month / 3)}`;
}

/**
 * Who registers, for the plan perks: her live plan (null: none) and whether she already took this
 * event's perk in its season (the events service knows; the page does not, and says so).
 */
export interface PlaceMember {
  planId: PlanId | null;
  perkUsed: boolean;
}

export const EARLY_BIRD_DAYS = 14;
export const GROUP_MIN_PEOPLE = 3;
export const DEFAULT_OPENS_DAYS_BEFORE = 30;
export const MAX_PEOPLE_PER_REGISTRATION = 10;
export const PLACE_PRICE_MAX_CENTS = 500_000;
export const DEFAULT_CANCEL_CUTOFF_HOURS = 48;
export const MAX_CANCEL_CUTOFF_HOURS = 720;

/** The last instant a member may cancel her paid place, for an occurrence starting at `startsAt`. */
export const placeCancelDeadline = (pricing: Pick<EventPricing, 'cancelCutoffHours'>, startsAt: Date): Date =>
  new Date(startsAt.getTime() - (pricing.cancelCutoffHours ?? DEFAULT_CANCEL_CUTOFF_HOURS) * 3_600_000);

/** One person of a registration: who, under which option, and a child's age in months (childcare). */
export interface PlacePerson {
  name: string;
  email?: string | null;
  optionId: string;
  childAgeMonths?: number | null;
}

/** A registration priced: per person, and the whole. */
export interface PlaceQuote {
  people: (PlacePerson & { unitCents: number; optionName: string; optionNameEs: string })[];
  totalCents: number;
  earlyBird: boolean;
  groupDiscount: boolean;
  /** Her own place (the first participant) is her plan's free place of the season. */
  perk?: boolean;
  /** Her plan's discount applied to every place. */
  planDiscount?: boolean;
  /** The discount code applied (upper-case); null or absent: none. */
  discountCode?: string | null;
}

/** Why a registration cannot be priced (a contracts message key, with its values). */
export type PlaceRefusal =
  | 'event.placesNotOpen'
  | 'event.placeOptionUnknown'
  | 'event.childAgeRequired'
  | 'event.childAgeOutOfRange'
  | 'event.placesNoParticipant'
  | 'event.discountCodeUnknown'
  | 'event.discountCodeExpired';

/** The last day of the early-bird price, for an occurrence on `date`. */
export const earlyBirdLastDay = (pricing: EventPricing, date: CalendarDay): CalendarDay =>
  pricing.earlyBirdUntil ?? addDays(date, -EARLY_BIRD_DAYS);

/** The first day registration is open, for an occurrence on `date`. */
export const placesOpenDay = (pricing: EventPricing, date: CalendarDay): CalendarDay =>
  addDays(date, -pricing.opensDaysBefore);

/**
 * Prices a registration for the occurrence on `date`, as of `now`: the early-bird price through the
 * New York day `earlyBirdLastDay` (calendar days, so a clock change never moves its end), then the
 * regular price; the group percentage off every place once the participants reach GROUP_MIN_PEOPLE;
 * whole cents, rounded down in her favour. A refusal when registration is not open yet, an option is
 * unknown, a child's age is missing or outside childcare's ages, or nobody is a participant.
 *
 * A discount code (`discountCode`, typed in any case) applies once to the registration, last: after
 * the early-bird price, the group discount, her plan's discount and free place (applyDiscountCode).
 * An unknown or ended code is refused (findDiscountCode); its uses left are not known here.
 */
export function quotePlaces(
  pricing: EventPricing,
  date: CalendarDay,
  people: PlacePerson[],
  now: Date = new Date(),
  member: PlaceMember | null = null,
  discountCode: string | null = null,
): PlaceQuote | { refusal: PlaceRefusal } {
  const code = discountCode ? findDiscountCode(pricing.discountCodes, discountCode, now) : null;
  const today = todayInNewYork(now);
  if (today < placesOpenDay(pricing, date)) return { refusal: 'event.placesNotOpen' };
  const earlyBird = today <= earlyBirdLastDay(pricing, date);
  if (people.some((person) => !pricing.options.some((option) => option.id === person.optionId)))
    return { refusal: 'event.placeOptionUnknown' };
  const participants = people.filter(
    (person) => pricing.options.find((option) => option.id === person.optionId)?.kind === 'participant',
  ).length;
  if (participants === 0) return { refusal: 'event.placesNoParticipant' };
  const groupDiscount = pricing.groupDiscountPercent > 0 && participants >= GROUP_MIN_PEOPLE;
  const plan = member?.planId ?? null;
  const planDiscountPercent = pricing.planDiscountPercent ?? 0;
  const planDiscount = planDiscountPercent > 0 && plan !== null && PLAN_DISCOUNT_PLANS.includes(plan);
  const perkPlans: readonly PlanId[] = pricing.planPerk ? PLAN_PERKS[pricing.planPerk] : [];
  let perk = plan !== null && !member?.perkUsed && perkPlans.includes(plan);
  const priced: (PlaceQuote['people'][number] & { free: boolean })[] = [];
  for (const person of people) {
    const option = pricing.options.find((one) => one.id === person.optionId)!;
    if (option.kind === 'childcare') {
      if (person.childAgeMonths === undefined || person.childAgeMonths === null)
        return { refusal: 'event.childAgeRequired' };
      if (person.childAgeMonths < CHILDCARE_MIN_MONTHS || person.childAgeMonths > CHILDCARE_MAX_MONTHS)
        return { refusal: 'event.childAgeOutOfRange' };
    }
    const base = earlyBird && option.earlyBirdCents !== null ? option.earlyBirdCents : option.priceCents;
    const grouped = groupDiscount ? percentOff(base, pricing.groupDiscountPercent) : base;
    let unitCents = planDiscount ? percentOff(grouped, planDiscountPercent) : grouped;
    // Her own place: the first participant, free when her plan's perk of the season is hers to take.
    const freePlace = perk && option.kind === 'participant';
    if (freePlace) {
      unitCents = 0;
      perk = false;
    }
    priced.push({
      ...person,
      unitCents,
      optionName: option.name,
      optionNameEs: option.nameEs,
      free: freePlace,
    });
  }
  if (code && 'refusal' in code) return code;
  const quote: PlaceQuote = {
    people: priced.map(({ free: _, ...person }) => person),
    totalCents: priced.reduce((sum, person) => sum + person.unitCents, 0),
    earlyBird,
    groupDiscount,
    perk: priced.some((person) => person.free),
    planDiscount,
  };
  return code ? applyDiscountCode(quote, code) : quote;
}
