import { isBillingInterval, type PlanId } from '@ministry/contracts/plans';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { IdentityUnavailable } from '@ministry/kit/identity-client';
import { errorFields } from '@ministry/kit/logger';
import { enqueueMail, type MailKey } from '@ministry/kit/outbox';
import { recipientLanguage, type MailRecipient } from '@ministry/kit/recipient-language';
import type { MailContext, RenderedMail } from '@ministry/mail/layout';
import { subscriptionCanceledMail } from '@ministry/mail/templates/subscription-canceled';
import { subscriptionPaymentFailedMail } from '@ministry/mail/templates/subscription-payment-failed';
import { subscriptionStartedMail } from '@ministry/mail/templates/subscription-started';
import type { BillingDeps } from './deps';
import { CustomerModel } from './model';
import { LIVE_STATUSES } from './stripe-objects';

/** What a change is compared against to decide which e-mail it sends. */
export interface SubscriptionState {
  userId: string;
  stripeSubscriptionId: string;
  planId: string;
  status: string;
  cancelAtPeriodEnd?: boolean | null;
  currentPeriodEnd?: Date | null;
  /** Billed monthly or yearly (the started e-mail says the amount per month or per year). */
  interval?: string | null;
}

/** What a webhook event adds to a change: the invoice that failed, when the subscription ended. */
export interface ChangeContext {
  failedInvoiceId?: string;
  endedAt?: Date;
}

export const stateOf = (doc: SubscriptionState): SubscriptionState => ({
  userId: doc.userId,
  stripeSubscriptionId: doc.stripeSubscriptionId,
  planId: doc.planId,
  status: doc.status,
  cancelAtPeriodEnd: doc.cancelAtPeriodEnd ?? false,
  currentPeriodEnd: doc.currentPeriodEnd ?? null,
});

/**
 * Who a subscription's e-mail goes to, in her language: identity's current e-mail and preference,
 * else the customer record billing keeps. Identity away and no record: thrown, so a webhook answers
 * 5xx and Stripe delivers the event again. A member identity no longer knows gets no e-mail.
 */
async function recipient(
  deps: BillingDeps,
  userId: string,
): Promise<{ email: string; recipient: MailRecipient } | null> {
  try {
    const member = await deps.identity.getMember(userId);
    return { email: member.email, recipient: { member } };
  } catch (error) {
    // The customer record keeps what identity said when it was opened or last used.
    const customer = await CustomerModel.findOne({ userId }).lean();
    if (customer) return { email: customer.email, recipient: { member: customer } };
    if (error instanceof IdentityUnavailable) throw error;
    deps.logger.warn('billing: no address for a subscription e-mail', {
      userId,
      ...errorFields(error),
    });
    return null;
  }
}

/**
 * The e-mails a change of a subscription sends, put in the outbox before the change is stored: if
 * storing fails, Stripe's retry (or the member's next try) finds the same change again, and the
 * same key. Each key names what it reports, so a replayed event, two deliveries at once, the return
 * page and the webhook both completing, or the same-second path reading Stripe's state never send
 * one twice:
 * - `subscription-started:<sub>` once it is active for the first time;
 * - `subscription-payment-failed:<sub>:<invoice>` for a failed renewal invoice (once per invoice,
 *   however often Stripe retries it);
 * - `subscription-canceled:<sub>` when a live subscription is set to end, or ends without having been.
 */
export async function mailChanges(
  deps: BillingDeps,
  before: SubscriptionState | null,
  after: SubscriptionState,
  context: ChangeContext = {},
): Promise<void> {
  const id = after.stripeSubscriptionId;
  const planId = after.planId as PlanId;
  const { siteUrl } = deps;
  const same = before?.stripeSubscriptionId === id ? before : null;
  const wasLive = same !== null && LIVE_STATUSES.includes(same.status);
  const mails: [key: MailKey, render: (mail: MailContext) => RenderedMail][] = [];
  if (after.status === 'active' && (!same || same.status === 'incomplete'))
    mails.push([
      `subscription-started:${id}`,
      (mail) =>
        subscriptionStartedMail(mail, {
          planId,
          nextBillingDate: after.currentPeriodEnd ?? null,
          siteUrl,
          interval: isBillingInterval(after.interval) ? after.interval : 'month',
        }),
    ]);
  if (context.failedInvoiceId && after.status === 'past_due')
    mails.push([
      `subscription-payment-failed:${id}:${context.failedInvoiceId}`,
      (mail) => subscriptionPaymentFailedMail(mail, { planId, siteUrl }),
    ]);
  const ended = after.status === 'canceled';
  if (wasLive && !same.cancelAtPeriodEnd && (ended || after.cancelAtPeriodEnd))
    mails.push([
      `subscription-canceled:${id}`,
      (mail) =>
        subscriptionCanceledMail(mail, {
          planId,
          ended,
          endsAt: ended ? (context.endedAt ?? new Date()) : (after.currentPeriodEnd ?? null),
          siteUrl,
        }),
    ]);
  if (!mails.length) return;
  const to = await recipient(deps, after.userId);
  if (!to) return;
  const ministry = await ministryDetails(deps.contentServiceUrl);
  for (const [key, render] of mails)
    await enqueueMail(deps.outbox, key, {
      to: to.email,
      recipient: to.recipient,
      ...render({ language: recipientLanguage(to.recipient), ministry }),
    });
}
