import type {
  DedicationKind,
  Fund,
  Gift,
  GiftFrequency,
  GiftStatus,
  RecurringGift,
  RecurringStatus,
} from '@ministry/contracts/giving';
import type { FundDocument, GiftDocument, RecurringGiftDocument } from './model';

type Dedication = { kind: string; name: string } | null | undefined;

export const toDedication = (value: Dedication) =>
  value ? { kind: value.kind as DedicationKind, name: value.name } : null;

export function toFund(doc: FundDocument, raisedCents: number): Fund {
  return {
    id: String(doc._id),
    name: doc.name,
    nameEs: doc.nameEs,
    description: doc.description ?? '',
    descriptionEs: doc.descriptionEs ?? '',
    goalCents: doc.goalCents ?? null,
    raisedCents,
    archived: doc.archived ?? false,
  };
}

export function toGift(doc: GiftDocument): Gift {
  return {
    id: String(doc._id),
    receiptNumber: doc.receiptNumber ?? '',
    fundId: doc.fundId,
    fundName: doc.fundName,
    fundNameEs: doc.fundNameEs,
    amountCents: doc.amountCents,
    feeCents: doc.feeCents ?? 0,
    refundedCents: doc.refundedCents ?? 0,
    frequency: doc.frequency as GiftFrequency,
    status: doc.status as GiftStatus,
    dedication: toDedication(doc.dedication),
    donorName: doc.donorName,
    donorEmail: doc.donorEmail,
    date: doc.paidAt.toISOString(),
  };
}

export function toRecurring(
  doc: RecurringGiftDocument,
  fund: { name: string; nameEs: string },
): RecurringGift {
  return {
    id: String(doc._id),
    fundId: doc.fundId,
    fundName: fund.name,
    fundNameEs: fund.nameEs,
    giftCents: doc.giftCents,
    amountCents: doc.chargeCents,
    coverFee: doc.coverFee,
    status: doc.status as RecurringStatus,
    nextDate: doc.nextDate ? doc.nextDate.toISOString() : null,
  };
}

/** What a gift keeps for its donor and receipts: the charge less what was refunded. */
export const deductibleCents = (gift: { amountCents: number; refundedCents?: number | null }) =>
  Math.max(0, gift.amountCents - (gift.refundedCents ?? 0));

/** A gift's status once part or all of it was refunded. */
export const refundedStatus = (gift: { amountCents: number; refundedCents?: number | null }) =>
  (gift.refundedCents ?? 0) >= gift.amountCents ? ('refunded' as const) : ('partially_refunded' as const);
