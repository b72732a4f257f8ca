import mongoose from 'mongoose';
import { lineKind } from '@ministry/contracts/cart';
import type { AdminOrder, Order, OrderStatus } from '@ministry/contracts/order';
import type { OrderDocument } from './model';
import { refundedLineCents } from './refund-lines';

export type StoredOrder = OrderDocument & { _id: mongoose.Types.ObjectId; createdAt: Date };

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** Statuses in which the order can still be paid, until its hold ends. */
const PAYABLE: readonly OrderStatus[] = ['pending_payment', 'payment_failed'];

/** A place line's occurrence and people (each with her option and price), as buyer and staff see them. */
const placeView = (place: NonNullable<OrderDocument['items'][number]['place']>) => ({
  date: place.date,
  people: place.people.map((person) => ({
    name: person.name,
    optionName: person.optionName,
    optionNameEs: person.optionNameEs,
    unitCents: person.unitCents,
  })),
  earlyBird: place.earlyBird ?? false,
  groupDiscount: place.groupDiscount ?? false,
  perk: place.perk ?? false,
  planDiscount: place.planDiscount ?? false,
  ...(place.discountCode ? { discountCode: place.discountCode } : {}),
});

/** A session line's time, counselor and type. */
const sessionView = (session: NonNullable<OrderDocument['items'][number]['session']>) => ({
  startsAt: session.startsAt,
  durationMinutes: session.durationMinutes,
  counselorName: session.counselorName ?? '',
  typeName: session.typeName ?? '',
  typeNameEs: session.typeNameEs ?? '',
});

/** An order as its buyer sees it (GET /api/orders): amounts in cents, no internals. */
export function toOrder(doc: StoredOrder): Order {
  return {
    id: String(doc._id),
    orderNumber: doc.orderNumber,
    // Orders of before payments (no status stored) were placed and settled: paid.
    status: doc.status ?? 'paid',
    items: doc.items.map((line) => ({
      kind: lineKind(line),
      productId: line.productId,
      name: line.name,
      nameEs: line.nameEs ?? null,
      priceCents: line.priceCents,
      quantity: line.quantity,
      options: Object.fromEntries(
        Object.entries(line.options ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
      imageUrl: line.imageUrl ?? null,
      ...(line.deductibleCents ? { deductibleCents: line.deductibleCents } : {}),
      ...(line.place ? { place: placeView(line.place) } : {}),
      ...(line.session ? { session: sessionView(line.session) } : {}),
      ...(line.package
        ? { package: { credits: line.package.credits, validMonths: line.package.validMonths } }
        : {}),
    })),
    subtotalCents: doc.subtotalCents ?? doc.totalCents,
    shippingCents: doc.shippingCents ?? 0,
    totalCents: doc.totalCents,
    refundedCents: doc.refundedCents ?? 0,
    holdExpiresAt: PAYABLE.includes(doc.status) ? iso(doc.holdExpiresAt) : null,
    paidAt: iso(doc.paidAt),
    shipment: doc.shipment
      ? {
          carrier: doc.shipment.carrier,
          trackingNumber: doc.shipment.trackingNumber,
          shippedAt: new Date(doc.shipment.shippedAt).toISOString(),
        }
      : null,
    deliveredAt: iso(doc.deliveredAt),
    contactInfo: doc.contactInfo,
    shippingAddress: doc.shippingAddress ?? null,
    billingAddress: doc.billingAddress,
    notes: doc.notes ?? '',
    createdAt: doc.createdAt.toISOString(),
  };
}

/** An order as staff see it: the buyer's account, the payment, every change. */
export function toAdminOrder(doc: StoredOrder): AdminOrder {
  return {
    ...toOrder(doc),
    // A visitor's guest order has no account: '' (staff see its contact details).
    userId: doc.userId ?? '',
    paymentIntentId: doc.paymentIntentId ?? null,
    flagged: doc.flagged ?? false,
    refundedQuantities: doc.items.map((_, index) => doc.refundedQuantities?.[index] ?? 0),
    refundedLineCents: refundedLineCents(doc),
    history: (doc.history ?? []).map((entry) => ({
      at: new Date(entry.at).toISOString(),
      action: entry.action,
      by: entry.by,
      status: entry.status,
      ...(entry.note ? { note: entry.note } : {}),
    })),
    cancelRequests: (doc.cancelRequests ?? []).map((request) => ({
      lineIndex: request.lineIndex,
      person: request.person,
      at: new Date(request.at).toISOString(),
      decision: request.decision
        ? {
            kind: request.decision.kind,
            at: new Date(request.decision.at).toISOString(),
            by: request.decision.by,
            ...(request.decision.note ? { note: request.decision.note } : {}),
          }
        : null,
    })),
  };
}
