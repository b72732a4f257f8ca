import type { SubscriptionSummary } from '@ministry/contracts/billing';
import type { BillingInterval, PlanId } from '@ministry/contracts/plans';
import { AppError } from '@ministry/kit/errors';
import { providerCall } from '../provider';
import { priceFor, type BillingDeps } from './deps';
import { SubscriptionModel } from './model';
import { periodEnd, toSummary } from './stripe-objects';

/**
 * Bills the member's active subscription monthly or yearly from now on: its item moves to the other
 * interval's price of the same plan at Stripe, prorated as Stripe does by default (a change of interval
 * starts a new period today and invoices the difference at once). Refused when she has no active
 * subscription (404, as cancel) or it already bills that way (409). The webhook's
 * `customer.subscription.updated` then confirms what Stripe did.
 */
export async function changeInterval(
  deps: BillingDeps,
  userId: string,
  interval: BillingInterval,
): Promise<SubscriptionSummary> {
  const doc = await SubscriptionModel.findOne({ userId });
  if (!doc || doc.status !== 'active') throw new AppError(404, 'billing.noSubscription');
  if ((doc.interval ?? 'month') === interval) throw new AppError(409, 'billing.sameInterval');
  const planId = doc.planId as PlanId;
  const current = await providerCall('read subscription', () =>
    deps.stripe.subscriptions.retrieve(doc.stripeSubscriptionId),
  );
  const item = current.items?.data?.[0]?.id;
  if (!item) throw new AppError(502, 'billing.providerError', { expose: true });
  // One key per stored state: a double click is one change; switching back later is another.
  const version = doc.updatedAt?.getTime() ?? 0;
  const updated = await providerCall('change subscription interval', () =>
    deps.stripe.subscriptions.update(
      doc.stripeSubscriptionId,
      {
        items: [{ id: item, price: priceFor(deps, planId, interval) }],
        proration_behavior: 'create_prorations',
        metadata: { interval },
      },
      { idempotencyKey: `subscription-interval-${doc.stripeSubscriptionId}-${interval}-${version}` },
    ),
  );
  // Whether the prorated invoice was paid comes with the webhook's events, as for every renewal.
  doc.interval = interval;
  const end = periodEnd(updated);
  if (end && end.getTime() > Date.now()) doc.currentPeriodEnd = end;
  await doc.save();
  return toSummary(doc);
}
