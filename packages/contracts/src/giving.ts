import { boolean, mixed, number, object, string, type InferType } from 'yup';

/**
 * Online giving (billing service; /give and the Giving tab in the account remote, reports in the
 * admin remote). Amounts are integer cents everywhere on the wire.
 */
export const GIFT_MIN_CENTS = 500;
export const GIFT_MAX_CENTS = 1_000_000;
export const GIFT_PRESETS_CENTS = [2500, 5000, 10000, 25000] as const;

/** Stripe's card fee the donor may cover: 2.9% + 30¢. */
export const FEE_PERCENT = 2.9;
export const FEE_FIXED_CENTS = 30;

/**
 * What is charged for a gift of `giftCents`: with `coverFee`, enough that after 2.9% + 30¢ the
 * ministry receives the whole gift (rounded up to the cent). One rule for the page and the server.
 */
export function chargeCents(giftCents: number, coverFee: boolean): number {
  if (!coverFee) return giftCents;
  return Math.ceil((giftCents + FEE_FIXED_CENTS) / (1 - FEE_PERCENT / 100));
}

export const GIFT_FREQUENCIES = ['once', 'monthly'] as const;
export type GiftFrequency = (typeof GIFT_FREQUENCIES)[number];
export const DEDICATION_KINDS = ['honor', 'memory'] as const;
export type DedicationKind = (typeof DEDICATION_KINDS)[number];

/** Where Stripe sends the browser back after confirming a gift. */
export const GIVING_RETURN_PATH = '/give/thank-you';

/** GET /api/giving/funds: the active funds (public); admins get archived ones too on their route. */
export interface Fund {
  id: string;
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  /** Optional goal in cents, shown as a progress bar with `raisedCents`. */
  goalCents: number | null;
  raisedCents: number;
  archived: boolean;
}

export const MAX_FUND_NAME = 80;
export const MAX_FUND_DESCRIPTION = 600;

/** POST /api/admin/giving/funds and PUT /api/admin/giving/funds/:id. */
export const fundInputSchema = object({
  name: string().trim().max(MAX_FUND_NAME, 'giving.fundNameTooLong').required('giving.fundNameRequired'),
  nameEs: string().trim().max(MAX_FUND_NAME, 'giving.fundNameTooLong').required('giving.fundNameEsRequired'),
  description: string().trim().max(MAX_FUND_DESCRIPTION, 'giving.fundDescriptionTooLong').default(''),
  descriptionEs: string().trim().max(MAX_FUND_DESCRIPTION, 'giving.fundDescriptionTooLong').default(''),
  goalCents: number()
    .typeError('giving.goalInvalid')
    .integer('giving.goalInvalid')
    .min(100, 'giving.goalInvalid')
    .max(100_000_000, 'giving.goalInvalid')
    .nullable()
    .default(null),
});
export type FundInput = InferType<typeof fundInputSchema>;

export const MAX_DEDICATION_NAME = 100;

/** A gift's amount in cents, from GIFT_MIN_CENTS to GIFT_MAX_CENTS (the /give form, a cart's gift line). */
export const giftCentsSchema = number()
  .typeError('giving.amountInvalid')
  .integer('giving.amountInvalid')
  .min(GIFT_MIN_CENTS, 'giving.amountTooSmall')
  .max(GIFT_MAX_CENTS, 'giving.amountTooLarge')
  .required('giving.amountRequired');

/** `?page=` of the finance admin's lists (gifts, access log): from 1, default 1. */
export const givingPageSchema = number()
  .typeError('giving.pageInvalid')
  .integer('giving.pageInvalid')
  .min(1, 'giving.pageInvalid')
  .max(100_000, 'giving.pageInvalid')
  .default(1);

/**
 * POST /api/giving/donations. `giftCents` is the gift; the service computes the charge. A
 * signed-in member's name and e-mail come from her account (these fields are then ignored).
 */
export const donationSchema = object({
  fundId: string().trim().required('giving.fundRequired'),
  giftCents: giftCentsSchema,
  frequency: mixed<GiftFrequency>()
    .oneOf([...GIFT_FREQUENCIES], 'giving.frequencyInvalid')
    .required('giving.frequencyInvalid'),
  coverFee: boolean().default(false),
  dedication: object({
    kind: mixed<DedicationKind>()
      .oneOf([...DEDICATION_KINDS], 'giving.dedicationInvalid')
      .required('giving.dedicationInvalid'),
    name: string()
      .trim()
      .max(MAX_DEDICATION_NAME, 'giving.dedicationNameTooLong')
      .required('giving.dedicationNameRequired'),
  })
    .nullable()
    .default(null),
  name: string().trim().max(100, 'giving.nameTooLong').default(''),
  email: string().trim().max(200, 'giving.emailInvalid').email('giving.emailInvalid').default(''),
});
export type DonationRequest = InferType<typeof donationSchema>;

/** The answer: what the Payment Element confirms and what will be charged (fee included). */
export interface DonationResponse {
  /** A PaymentIntent's (once) or SetupIntent's (monthly) client secret. */
  clientSecret: string;
  intentType: 'payment' | 'setup';
  /** Cents charged (each month, for a monthly gift). */
  amountCents: number;
  publishableKey: string | null;
}

export const GIFT_STATUSES = ['succeeded', 'failed', 'refunded', 'partially_refunded'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** One gift (a one-time payment, or one month of a monthly gift) as the donor and staff see it. */
export interface Gift {
  id: string;
  /** Printed on the receipt ("G-2026-000123"). */
  receiptNumber: string;
  fundId: string;
  fundName: string;
  fundNameEs: string;
  /** Cents charged (fee included), and the part that was the covered fee. */
  amountCents: number;
  feeCents: number;
  refundedCents: number;
  frequency: GiftFrequency;
  status: GiftStatus;
  dedication: { kind: DedicationKind; name: string } | null;
  donorName: string;
  donorEmail: string;
  /** ISO date-time of the payment. */
  date: string;
}

export const RECURRING_STATUSES = ['pending', 'active', 'paused', 'past_due', 'canceled'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

/** A monthly gift (GET /api/giving/recurring, the member's). */
export interface RecurringGift {
  id: string;
  fundId: string;
  fundName: string;
  fundNameEs: string;
  /** The gift in cents, and what is charged each month (fee included). */
  giftCents: number;
  amountCents: number;
  coverFee: boolean;
  status: RecurringStatus;
  /** ISO date of the next charge (null when paused or canceled). */
  nextDate: string | null;
}

/** PUT /api/giving/recurring/:id: a new monthly gift (cents; the service computes the charge). */
export const recurringChangeSchema = object({
  giftCents: donationSchema.fields.giftCents,
  coverFee: boolean().default(false),
});

/** POST /api/admin/giving/gifts/:id/refund: cents to refund (never more than is left of the gift). */
export const giftRefundSchema = object({
  amountCents: number()
    .typeError('giving.refundInvalid')
    .integer('giving.refundInvalid')
    .min(1, 'giving.refundInvalid')
    .max(GIFT_MAX_CENTS * 2, 'giving.refundTooMuch')
    .required('giving.refundInvalid'),
});

/** GET /api/admin/giving/summary?from=&to= (YYYY-MM-DD). */
export interface GivingSummary {
  totalCents: number;
  donors: number;
  byFund: { fundId: string; name: string; nameEs: string; totalCents: number; count: number }[];
  /** 'YYYY-MM' months in the period, oldest first. */
  byMonth: { month: string; totalCents: number; count: number }[];
}

/** GET /api/admin/giving/gifts?fund=&frequency=&from=&to=&donor=&page= */
export interface GiftPage {
  gifts: Gift[];
  page: number;
  pageSize: number;
  totalCount: number;
}

/** GET /api/giving/donations/status and POST /api/giving/donations/complete: the thank-you page's answer. */
export const DONATION_STATES = ['processing', 'succeeded', 'failed'] as const;
export type DonationState = (typeof DONATION_STATES)[number];
export interface DonationStatus {
  status: DonationState;
  frequency: GiftFrequency;
  /** Cents charged (each month, for a monthly gift). */
  amountCents: number;
  fundName: string;
  fundNameEs: string;
  /** The gift's receipt number once Stripe confirmed it (the first month's, for a monthly gift). */
  receiptNumber: string | null;
}

/** A Payment Element client secret, as Stripe writes it into the return URL. */
const clientSecret = string()
  .trim()
  .max(300, 'giving.paymentNotFound')
  .matches(/^(pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/, 'giving.paymentNotFound')
  .required('giving.paymentNotFound');

/** GET /api/giving/donations/status?client_secret= */
export const donationStatusQuerySchema = object({ client_secret: clientSecret });
/** POST /api/giving/donations/complete (a member's monthly gift, after confirmSetup). */
export const completeDonationSchema = object({ clientSecret });

/**
 * GET /api/giving/claim: earlier gifts given as a visitor under her account's address, not yet hers.
 * Claims by proof: `count` is told only once identity says her address is verified (null before),
 * so nobody learns whether, or how often, an address she merely typed has given.
 */
export interface GivingClaimStatus {
  emailVerified: boolean;
  count: number | null;
}
/** POST /api/giving/claim: those gifts made hers (none, and nothing told, while her address is unverified). */
export interface GivingClaimResult {
  emailVerified: boolean;
  attached: number;
}

/** Gifts per page of GET /api/admin/giving/gifts. */
export const GIFT_PAGE_SIZE = 25;

const isoDay = string()
  .trim()
  .matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'giving.dateInvalid', excludeEmptyString: true });

/** GET /api/admin/giving/summary?from=&to= (New York days; default: this month). */
export const givingSummaryQuerySchema = object({ from: isoDay, to: isoDay });

/** GET /api/admin/giving/gifts(.csv)?fund=&frequency=&from=&to=&donor=&page= */
export const giftFilterSchema = object({
  fund: string().trim().max(100, 'giving.fundNotFound'),
  frequency: string()
    .trim()
    .oneOf([...GIFT_FREQUENCIES, ''], 'giving.frequencyInvalid'),
  from: isoDay,
  to: isoDay,
  donor: string().trim().max(200, 'giving.donorTooLong'),
  page: givingPageSchema,
});
export type GiftFilter = InferType<typeof giftFilterSchema>;

/**
 * The /give form of a visitor: her name and e-mail are needed for the receipt (a member's come from
 * her account, and the page fills them in).
 */
export const visitorDonationSchema = donationSchema.shape({
  name: string().trim().max(100, 'giving.nameTooLong').required('giving.nameRequired'),
  email: string()
    .trim()
    .max(200, 'giving.emailInvalid')
    .email('giving.emailInvalid')
    .required('giving.emailRequired'),
});
