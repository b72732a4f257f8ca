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

export const MAX_DEDICATION_NAME = 100;

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
