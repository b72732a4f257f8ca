import type { OrderLine } from '@ministry/contracts/order';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { enqueueMail, type MailKey } from '@ministry/kit/outbox';
import { keptRecipient, recipientLanguage, type MailRecipient } from '@ministry/kit/recipient-language';
import type { MailContext, RenderedMail } from '@ministry/mail/layout';
import { orderLatePaymentRefundedMail } from '@ministry/mail/templates/order-late-payment-refunded';
import { orderNoticeMail, type OrderNoticeKind } from '@ministry/mail/templates/order-notice';
import { orderPaidMail } from '@ministry/mail/templates/order-paid';
import { orderRefundedMail } from '@ministry/mail/templates/order-refunded';
import { orderShippedMail } from '@ministry/mail/templates/order-shipped';
import type { OrdersContext } from './context';
import { toOrder, type StoredOrder } from './views';

/** What every e-mail to the buyer is about: her order; a visitor's (no account) links to no account page. */
const mailData = (context: OrdersContext, order: StoredOrder) => ({
  order: toOrder(order),
  siteUrl: context.config.siteUrl,
  guest: !order.userId,
});

/** A message to `recipient` in her language, with the ministry's published details as they are now. */
const mailFor = async (context: OrdersContext, recipient: MailRecipient): Promise<MailContext> => ({
  language: recipientLanguage(recipient),
  ministry: await ministryDetails(context.config.contentServiceUrl),
});

/** Every order is a member's: written in the language her checkout found saved (model.ts). */
const buyerOf = (order: StoredOrder) => keptRecipient(order);
const forBuyer = (context: OrdersContext, order: StoredOrder) => mailFor(context, buyerOf(order));

async function toBuyer(context: OrdersContext, key: MailKey, order: StoredOrder, mail: RenderedMail) {
  await enqueueMail(context.connection, key, {
    to: order.contactInfo.email,
    recipient: buyerOf(order),
    ...mail,
  });
}

async function noticeToStaff(context: OrdersContext, order: StoredOrder, kind: OrderNoticeKind) {
  const mail = orderNoticeMail(await mailFor(context, 'staff'), {
    order: toOrder(order),
    siteUrl: context.config.siteUrl,
    kind,
    at: new Date(),
  });
  await enqueueMail(context.connection, `order-notice:${kind}:${order.orderNumber}`, {
    to: context.config.mail.notifyEmail,
    recipient: 'staff',
    ...mail,
  });
}

/** Paid: the buyer's receipt in her language, and the ministry's notice of an order to send. */
export async function mailOrderPaid(context: OrdersContext, order: StoredOrder): Promise<void> {
  const placesLost = order.items.flatMap((line, index) => (line.placesLost ? [index] : []));
  const data = { ...mailData(context, order), placesLost };
  await toBuyer(
    context,
    `order-paid:${order.orderNumber}`,
    order,
    orderPaidMail(await forBuyer(context, order), data),
  );
  await noticeToStaff(context, order, 'paid');
}

export async function mailOrderShipped(context: OrdersContext, order: StoredOrder): Promise<void> {
  const data = mailData(context, order);
  await toBuyer(
    context,
    `order-shipped:${order.orderNumber}`,
    order,
    orderShippedMail(await forBuyer(context, order), data),
  );
}

/** One e-mail per refund (`refundNumber` counts the order's refunds). */
export async function mailOrderRefunded(
  context: OrdersContext,
  order: StoredOrder,
  refund: { refundNumber: number; amountCents: number; lines: { index: number; quantity: number }[] },
): Promise<void> {
  const view = toOrder(order);
  const lines = refund.lines.flatMap(({ index, quantity }) => {
    const line: OrderLine | undefined = view.items[index];
    return line ? [{ line, quantity }] : [];
  });
  const mail = orderRefundedMail(await forBuyer(context, order), {
    ...mailData(context, order),
    order: view,
    amountCents: refund.amountCents,
    lines,
  });
  await toBuyer(context, `order-refunded:${order.orderNumber}:${refund.refundNumber}`, order, mail);
}

/** A late payment that could not be honoured: the buyer told it was refunded, staff told to look. */
export async function mailLatePaymentRefunded(context: OrdersContext, order: StoredOrder): Promise<void> {
  const data = mailData(context, order);
  await toBuyer(
    context,
    `order-late-payment-refunded:${order.orderNumber}`,
    order,
    orderLatePaymentRefundedMail(await forBuyer(context, order), data),
  );
  await noticeToStaff(context, order, 'late_payment_refunded');
}
