import Router from '@koa/router';
import type Stripe from 'stripe';
import { AppError } from '@ministry/kit/errors';
import type { Logger } from '@ministry/kit/logger';
import { ProcessedEventModel } from '../billing/model';
import type { StripeEventHandler } from './dispatch';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';

export const SIGNATURE_HEADER = 'stripe-signature';

/**
 * The site's one Stripe webhook, the source of truth for subscriptions, gifts and (handed to the shop
 * service) order payments. The signature is checked over
 * the raw body (the kit's body parser keeps it as ctx.request.rawBody); an event id already handled
 * is acknowledged and ignored. A failure answers 5xx so Stripe delivers the event again.
 */
export function webhookRouter(
  stripe: Stripe | null,
  webhookSecret: string,
  handle: StripeEventHandler | null,
  logger: Logger,
): Router {
  const router = new Router();

  router.post('/api/stripe/webhook', async (ctx) => {
    if (!stripe || !handle) throw new AppError(503, 'billing.unavailable', { expose: true });
    const raw = (ctx.request as { rawBody?: unknown }).rawBody;
    const signature = ctx.get(SIGNATURE_HEADER);
    let event: Stripe.Event;
    try {
      if (typeof raw !== 'string' || !signature) throw new Error('missing body or signature');
      event = stripe.webhooks.constructEvent(raw, signature, webhookSecret);
    } catch (error) {
      logger.warn('webhook: signature rejected', { error: (error as Error).message });
      throw new AppError(400, 'billing.invalidSignature');
    }

    if (await ProcessedEventModel.exists({ _id: event.id })) {
      ctx.body = { received: true, duplicate: true };
      return;
    }
    await handle(event);
    try {
      await ProcessedEventModel.create({ _id: event.id, type: event.type });
    } catch (error) {
      // The same event delivered twice at once: the other delivery recorded it.
      if (!isDuplicateKey(error)) throw error;
    }
    logger.info('webhook: event handled', { eventId: event.id, type: event.type });
    ctx.body = { received: true };
  });

  return router;
}
