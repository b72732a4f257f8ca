// What giving's routes accept (a gift, a fund, a refund, the finance admin's filters), one yup schema
// each for the forms and the billing service; apart from giving.ts, which /give loads in the browser
// without yup.
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  DEDICATION_KINDS,
  GIFT_FREQUENCIES,
  GIFT_MAX_CENTS,
  GIFT_MIN_CENTS,
  MAX_DEDICATION_NAME,
  MAX_FUND_DESCRIPTION,
  MAX_FUND_NAME,
  type DedicationKind,
  type GiftFrequency,
} from './giving';

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
