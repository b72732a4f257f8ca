import type { DedicationKind } from '@ministry/contracts/giving';
import type { Language } from '@ministry/contracts/language';
import { receiptIssuer } from './config';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { emailKeyOf } from '@ministry/kit/identity-client';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { enqueueMail } from '@ministry/kit/outbox';
import { keptRecipient, recipientLanguage } from '@ministry/kit/recipient-language';
import type { GiftFacts } from '@ministry/mail/templates/gift-common';
import { giftReceiptMail } from '@ministry/mail/templates/gift-receipt';
import type { GivingDeps } from './context';
import { FundModel, GiftModel, type GiftDocument } from './model';
import { toDedication } from './present';
import { receiptNumberFor } from './receipts';

/** A gift Stripe confirmed, as the webhook knows it. */
export interface PaidGift {
  sourceId: string;
  userId: string | null;
  donorName: string;
  donorEmail: string;
  language: Language;
  fundId: string;
  amountCents: number;
  feeCents: number;
  frequency: 'once' | 'monthly';
  dedication: { kind: DedicationKind; name: string } | null;
  paidAt: Date;
  recurringId?: string | null;
  stripePaymentIntentId?: string | null;
  stripeInvoiceId?: string | null;
  /** A gift paid as a line of a shop order: that order's number (no receipt of its own). */
  orderNumber?: string | null;
}

async function fundNames(fundId: string): Promise<{ fundName: string; fundNameEs: string }> {
  const fund = await FundModel.findById(fundId).lean();
  return { fundName: fund?.name ?? 'General Fund', fundNameEs: fund?.nameEs ?? 'Fondo General' };
}

export function giftFacts(gift: GiftDocument): GiftFacts {
  return {
    receiptNumber: gift.receiptNumber ?? '',
    amountCents: gift.amountCents,
    date: gift.paidAt,
    fundName: gift.fundName,
    fundNameEs: gift.fundNameEs,
    dedication: toDedication(gift.dedication),
    frequency: gift.frequency as 'once' | 'monthly',
  };
}

/**
 * Stores a paid gift once (unique on its PaymentIntent, invoice or order line): a replay or a
 * concurrent call finds the first one (`created` false). A shop order's gift is numbered by its order
 * (the order's receipt is its one receipt); any other claims the next receipt number of its year.
 */
export async function storePaidGift(paid: PaidGift): Promise<{ gift: GiftDocument; created: boolean }> {
  const existing = await GiftModel.findOne({ sourceId: paid.sourceId }).lean<GiftDocument>();
  if (existing) return { gift: existing, created: false };
  const receiptNumber = paid.orderNumber ?? (await receiptNumberFor(paid.sourceId, paid.paidAt));
  try {
    const created = await GiftModel.create({
      ...paid,
      ...(await fundNames(paid.fundId)),
      donorEmailKey: emailKeyOf(paid.donorEmail),
      receiptNumber,
      refundedCents: 0,
      status: 'succeeded',
    });
    return { gift: created.toObject() as GiftDocument, created: true };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const gift = await GiftModel.findOne({ sourceId: paid.sourceId }).lean<GiftDocument>();
    if (!gift) throw error;
    return { gift, created: false };
  }
}

/**
 * Records a paid gift once (storePaidGift) and queues its receipt. Every delivery of the event queues
 * the receipt under the same key, so a delivery that failed after storing the gift still sends it,
 * and a replay sends nothing twice.
 */
export async function recordPaidGift(deps: GivingDeps, paid: PaidGift): Promise<GiftDocument> {
  const { gift } = await storePaidGift(paid);
  const ministry = await ministryDetails(deps.contentServiceUrl);
  const donor = keptRecipient(gift);
  const mail = giftReceiptMail(
    { language: recipientLanguage(donor), ministry },
    {
      donorName: gift.donorName,
      gift: giftFacts(gift),
      organization: receiptIssuer(deps.config, ministry),
    },
  );
  await enqueueMail(deps.data, `gift-receipt:${gift.sourceId}`, {
    to: gift.donorEmail,
    recipient: donor,
    ...mail,
  });
  return gift;
}

/** A monthly charge that failed, in the donor's history (once per invoice). */
export async function recordFailedCharge(paid: Omit<PaidGift, 'feeCents'>): Promise<void> {
  try {
    await GiftModel.create({
      ...paid,
      ...(await fundNames(paid.fundId)),
      donorEmailKey: emailKeyOf(paid.donorEmail),
      receiptNumber: '',
      feeCents: 0,
      status: 'failed',
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}
