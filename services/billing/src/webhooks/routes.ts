import Router from '@koa/router';
import type { Connection } from 'mongoose';
import type Stripe from 'stripe';
import { applyOnce } from '@ministry/kit/apply-once';
import { AppError } from '@ministry/kit/errors';
import type { Logger } from '@ministry/kit/logger';
import { countWebhookOutcome, metrics } from '@ministry/kit/metrics';
import { PROCESSED_EVENTS } from '../billing/model';
import { webhookProblemRecorder } from '../system/webhook-problems';
import type { StripeEventHandler } from './dispatch';

export const SIGNATURE_HEADER = 'stripe-signature';

/**
 * The site's one Stripe webhook, the source of truth for subscriptions, gifts and (handed to the shop
 * service) order payments. The signature is checked over
 * the raw body (the kit's body parser keeps it as ctx.request.rawBody); the kit's applyOnce records
 * each event id in `processed_events` once handled, so a redelivery is acknowledged as a duplicate and
 * deliveries at once wait for each other. A failure answers 5xx so Stripe delivers the event again.
 */
export function webhookRouter(
  stripe: Stripe | null,
  webhookSecret: string,
  handle: StripeEventHandler | null,
  logger: Logger,
  data: Connection,
): Router {
  const router = new Router();
  const noteProblem = webhookProblemRecorder(data, logger);

  router.post('/api/stripe/webhook', async (ctx) => {
    if (!stripe || !handle) throw new AppError(503, 'billing.unavailable', { expose: true });
    metrics.webhookEvents.inc({ source: 'stripe', outcome: 'received' });
    const raw = (ctx.request as { rawBody?: unknown }).rawBody;
    const signature = ctx.get(SIGNATURE_HEADER);
    let event: Stripe.Event;
    try {
      if (typeof raw !== 'string' || !signature) throw new Error('missing body or signature');
      event = stripe.webhooks.constructEvent(raw, signature, webhookSecret);
    } catch (error) {
      logger.warn('webhook: signature rejected', { error: (error as Error).message });
      metrics.webhookEvents.inc({ source: 'stripe', outcome: 'refused' });
      await noteProblem({ kind: 'refused', reason: (error as Error).message });
      throw new AppError(400, 'billing.invalidSignature');
    }

    const once = await applyOnce(data, PROCESSED_EVENTS, event, () =>
      countWebhookOutcome('stripe', () => handle(event)),
    ).catch(async (error: unknown) => {
      await noteProblem({
        kind: 'failed',
        eventId: event.id,
        type: event.type,
        reason: (error as Error).message,
      });
      throw error;
    });
    if (once.duplicate) {
      ctx.body = { received: true, duplicate: true };
      return;
    }
    logger.info('webhook: event handled', { eventId: event.id, type: event.type });
    ctx.body = { received: true };
  });

  return router;
}
