// The ministry's side: reports, the gift list and its CSV, refunds.
import mongoose, { isValidObjectId } from 'mongoose';
import { GIFT_PAGE_SIZE, type Gift, type GiftPage, type GivingSummary } from '@ministry/contracts/giving';
import type { GiftFilter } from '@ministry/contracts/giving-input';
import { receiptIssuer } from './config';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { AppError } from '@ministry/kit/errors';
import { withLock } from '@ministry/kit/lock';
import { enqueueMail } from '@ministry/kit/outbox';
import { keptRecipient, recipientLanguage } from '@ministry/kit/recipient-language';
import { giftRefundedMail } from '@ministry/mail/templates/gift-refunded';
import { providerCall } from '../provider';
import type { GivingDeps } from './context';
import { addDays } from '@ministry/contracts/calendar-day';
import { startOfNewYorkDay } from '@ministry/contracts/datetime';
import { currentNewYorkMonth, newYorkMonth } from './dates';
import { giftFacts } from './gifts';
import { FundModel, GiftModel, type GiftDocument } from './model';
import { deductibleCents, refundedStatus, toGift } from './present';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The period's instants: from the first day's start to the end of the last day (New York). */
function period(from?: string, to?: string) {
  return {
    ...(from && { $gte: startOfNewYorkDay(from) }),
    ...(to && { $lt: startOfNewYorkDay(addDays(to, 1)) }),
  };
}

function giftQuery(filter: Partial<GiftFilter>) {
  const query: Record<string, unknown> = { status: mongoose.trusted({ $ne: 'failed' as const }) };
  if (filter.fund) query.fundId = filter.fund;
  if (filter.frequency) query.frequency = filter.frequency;
  const paidAt = period(filter.from || undefined, filter.to || undefined);
  if (Object.keys(paidAt).length) query.paidAt = mongoose.trusted(paidAt);
  if (filter.donor) {
    const pattern = new RegExp(escapeRegex(filter.donor), 'i');
    query.$or = [{ donorName: pattern }, { donorEmail: pattern }, { receiptNumber: pattern }];
  }
  return query;
}

/** Months from the first to the last, 'YYYY-MM'. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const end = last.slice(0, 7);
  for (let guard = 0; guard < 1200; guard++) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= end) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

export async function givingSummary(context: GivingDeps, from?: string, to?: string): Promise<GivingSummary> {
  const range =
    from || to
      ? { from: from ?? '2000-01-01', to: to ?? currentNewYorkMonth(new Date(context.now())).to }
      : currentNewYorkMonth(new Date(context.now()));
  const gifts = await GiftModel.find(giftQuery(range), {
    fundId: 1,
    amountCents: 1,
    refundedCents: 1,
    donorEmailKey: 1,
    paidAt: 1,
  }).lean();
  const funds = new Map(
    (await FundModel.find({}, { name: 1, nameEs: 1 }).lean()).map((fund) => [String(fund._id), fund]),
  );
  const byFund = new Map<string, { totalCents: number; count: number }>();
  const months = new Map(monthsBetween(range.from, range.to).map((m) => [m, { totalCents: 0, count: 0 }]));
  let totalCents = 0;
  for (const gift of gifts) {
    const cents = deductibleCents(gift);
    totalCents += cents;
    const fund = byFund.get(gift.fundId) ?? { totalCents: 0, count: 0 };
    fund.totalCents += cents;
    fund.count += 1;
    byFund.set(gift.fundId, fund);
    const month = months.get(newYorkMonth(gift.paidAt));
    if (month) {
      month.totalCents += cents;
      month.count += 1;
    }
  }
  return {
    totalCents,
    donors: new Set(gifts.map((gift) => gift.donorEmailKey)).size,
    byFund: [...byFund].map(([fundId, totals]) => ({
      fundId,
      name: funds.get(fundId)?.name ?? '',
      nameEs: funds.get(fundId)?.nameEs ?? '',
      ...totals,
    })),
    byMonth: [...months].map(([month, totals]) => ({ month, ...totals })),
  };
}

export async function listGifts(filter: GiftFilter): Promise<GiftPage> {
  const query = giftQuery(filter);
  const [docs, totalCount] = await Promise.all([
    GiftModel.find(query)
      .sort({ paidAt: -1, _id: -1 })
      .skip((filter.page - 1) * GIFT_PAGE_SIZE)
      .limit(GIFT_PAGE_SIZE)
      .lean<GiftDocument[]>(),
    GiftModel.countDocuments(query),
  ]);
  return { gifts: docs.map(toGift), page: filter.page, pageSize: GIFT_PAGE_SIZE, totalCount };
}

export async function allGifts(filter: Partial<GiftFilter>): Promise<Gift[]> {
  const docs = await GiftModel.find(giftQuery(filter))
    .sort({ paidAt: -1 })
    .limit(50_000)
    .lean<GiftDocument[]>();
  return docs.map(toGift);
}

/**
 * Refunds part or all of a gift through Stripe, never more than is left of it: one refund of a
 * gift at a time (the kit's lock; FerretDB v1 makes no conditional update atomic). The donor is
 * told the corrected deductible amount.
 */
export async function refundGift(context: GivingDeps, id: string, refundCents: number): Promise<Gift> {
  if (!isValidObjectId(id)) throw new AppError(404, 'giving.giftNotFound');
  return withLock(`gift-refund:${id}`, async (fence) => {
    const gift = await GiftModel.findById(id);
    if (!gift || gift.status === 'failed') throw new AppError(404, 'giving.giftNotFound');
    // Its money came with the order's payment: the order's refund (the shop) refunds it and tells us.
    if (gift.orderNumber)
      throw new AppError(409, 'giving.orderGiftRefund', { values: { orderNumber: gift.orderNumber } });
    const left = gift.amountCents - (gift.refundedCents ?? 0);
    if (refundCents > left) throw new AppError(409, 'giving.refundTooMuch');
    const paymentIntent =
      gift.stripePaymentIntentId ?? (await invoicePaymentIntent(context, gift.stripeInvoiceId));
    if (!paymentIntent) throw new AppError(409, 'giving.refundTooMuch');
    const refundedBefore = gift.refundedCents ?? 0;
    await providerCall('refund gift', () =>
      context.stripe.refunds.create(
        { payment_intent: paymentIntent, amount: refundCents, metadata: { kind: 'gift', giftId: id } },
        { idempotencyKey: `gift-refund-${id}-${refundedBefore}-${refundCents}` },
      ),
    );
    await fence();
    gift.refundedCents = refundedBefore + refundCents;
    gift.status = refundedStatus(gift);
    await gift.save();
    const stored = gift.toObject() as GiftDocument;
    const ministry = await ministryDetails(context.contentServiceUrl);
    const donor = keptRecipient(stored);
    const mail = giftRefundedMail(
      { language: recipientLanguage(donor), ministry },
      {
        donorName: gift.donorName,
        gift: giftFacts(stored),
        refundCents,
        totalRefundedCents: gift.refundedCents,
        organization: receiptIssuer(context.config, ministry),
      },
    );
    await enqueueMail(context.data, `gift-refunded:${id}:${gift.refundedCents}`, {
      to: gift.donorEmail,
      recipient: donor,
      ...mail,
    });
    return toGift(stored);
  });
}

/** The PaymentIntent that paid a monthly gift's invoice, asked of Stripe. */
async function invoicePaymentIntent(
  context: Pick<GivingDeps, 'stripe'>,
  invoiceId: string | null | undefined,
): Promise<string | null> {
  if (!invoiceId) return null;
  const payments = await providerCall('read invoice payments', () =>
    context.stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 }),
  );
  const intent = payments.data[0]?.payment?.payment_intent;
  if (!intent) return null;
  return typeof intent === 'string' ? intent : intent.id;
}
