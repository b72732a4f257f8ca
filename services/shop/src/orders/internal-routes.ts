import Router from '@koa/router';
import {
  SHOP_SESSION_REFUNDS_PATH,
  sessionRefundSchema,
  type SessionRefundRequest,
} from '@ministry/contracts/care-checkout';
import {
  PLACE_CANCEL_REQUESTS_PATH,
  placeCancelRequestSchema,
  type PlaceCancelRequestInput,
} from '@ministry/contracts/order-settlement';
import { requireInternalCaller } from '@ministry/kit/guards';
import { countWebhookOutcome, metrics } from '@ministry/kit/metrics';
import { SHOP_STRIPE_EVENTS_PATH } from '@ministry/kit/stripe';
import { validate, validated } from '@ministry/kit/validate';
import { recordCancelRequest } from './cancel-requests';
import type { OrdersContext } from './context';
import { refundSessionLine } from './session-refunds';
import { applyOrderEvent, orderEventSchema, type OrderEvent } from './stripe-events';

/**
 * POST /internal/stripe-events: the PaymentIntent events of orders, handed over by billing (the site's
 * one webhook, which checked Stripe's signature). Services only: the gateway never routes /internal.
 * A 2xx tells billing the event is applied (or was already); anything else makes Stripe retry.
 */
export function internalOrdersRouter(context: OrdersContext): Router {
  const router = new Router();
  router.post(
    SHOP_STRIPE_EVENTS_PATH,
    requireInternalCaller(context.config, ['billing']),
    validate('body', orderEventSchema),
    async (ctx) => {
      const event = validated<OrderEvent>(ctx.state, 'body');
      metrics.webhookEvents.inc({ source: 'stripe', outcome: 'received' });
      const outcome = await countWebhookOutcome('stripe', () => applyOrderEvent(context, event));
      context.logger.info('stripe event', { eventId: event.id, type: event.type, outcome });
      ctx.body = { received: true, outcome };
    },
  );
  // A member canceled her paid place line before the cut-off: recorded for staff to decide the refund.
  router.post(
    PLACE_CANCEL_REQUESTS_PATH,
    requireInternalCaller(context.config, ['events']),
    validate('body', placeCancelRequestSchema),
    async (ctx) => {
      ctx.body = await recordCancelRequest(validated<PlaceCancelRequestInput>(ctx.state, 'body'));
    },
  );
  // A paid session canceled in time at care: its line refunded (the session then canceled at care).
  router.post(
    SHOP_SESSION_REFUNDS_PATH,
    requireInternalCaller(context.config, ['care']),
    validate('body', sessionRefundSchema),
    async (ctx) => {
      const { key } = validated<SessionRefundRequest>(ctx.state, 'body');
      ctx.body = await refundSessionLine(context, key);
    },
  );
  return router;
}
