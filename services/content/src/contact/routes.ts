import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Connection } from 'mongoose';
import {
  CONTACT_HONEYPOT_FIELD,
  contactMessageSchema,
  type ContactMessage,
  type ContactSent,
} from '@ministry/contracts/contact';
import { translateMessage } from '@ministry/contracts/messages';
import { sessionUser } from '@ministry/kit/guards';
import type { Logger } from '@ministry/kit/logger';
import { createRateLimiter, rateLimit } from '@ministry/kit/rate-limit';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import type { CareClient } from './care-client';
import type { BillingClient } from '@ministry/kit/billing-client';
import { COUNSELING_SUBJECT, submitContactMessage, type ContactMailSettings } from './service';

export interface ContactRouterOptions {
  /** Where the rate limit's counters and the e-mail outbox live (the service's data connection). */
  connection: Connection;
  /** Messages accepted per client address and window. */
  rateLimit: { limit: number; windowMs: number };
  /** The acknowledgement and the staff notice each message sends. */
  mail: Omit<ContactMailSettings, 'connection' | 'mayAcknowledge'>;
  /** Acknowledgements sent to one address per window; later messages reach the staff only. */
  acknowledgementLimit: { limit: number; windowMs: number };
  /** Where a message for "Counseling Services" goes instead of this service's collection. */
  care: CareClient;
  /** Whether a signed-in sender's plan is active (billing); her message is then due within 24 hours. */
  plans: Pick<BillingClient, 'livePlan'>;
  logger?: Logger;
  /** The clock both limits count their windows by (tests move it). */
  now?: () => number;
}

function accepted(ctx: Context, memberSupport = false): void {
  ctx.status = 201;
  const language = requestLanguage(ctx);
  const body: ContactSent = {
    message: translateMessage(memberSupport ? 'contact.sentMember' : 'contact.sent', language),
    memberSupport,
  };
  ctx.body = body;
}

/**
 * Whether the message is a member's to answer within 24 hours: signed in, her plan active. When billing
 * does not answer, the message is taken all the same, unmarked: a message is never lost for it.
 */
async function isMemberSupport(
  ctx: Context,
  message: ContactMessage,
  plans: Pick<BillingClient, 'livePlan'>,
  logger?: Logger,
): Promise<boolean> {
  const user = sessionUser(ctx);
  if (!user || message.subject === COUNSELING_SUBJECT) return false;
  try {
    return (await plans.livePlan(user.id)) !== null;
  } catch (error) {
    logger?.warn('billing did not say whether the sender has a plan', { error: (error as Error).message });
    return false;
  }
}

/** A filled-in honeypot: answered exactly like a success, so the bot learns nothing, and not stored. */
function honeypot(logger?: Logger): Middleware {
  return async (ctx, next) => {
    const body = (ctx.request as { body?: Record<string, unknown> }).body;
    const trap = body?.[CONTACT_HONEYPOT_FIELD];
    if (typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null) {
      logger?.info('contact message dropped by the honeypot');
      accepted(ctx);
      return;
    }
    await next();
  };
}

/**
 * POST /api/contact (anyone, rate-limited): stored for the admin's Messages, or, for "Counseling
 * Services", handed to care (a 503 asking to send it again when care cannot take it).
 */
export function contactRouter(options: ContactRouterOptions): Router {
  const router = new Router();
  const acknowledgements = createRateLimiter({
    name: 'contact-ack',
    connection: options.connection,
    ...options.acknowledgementLimit,
    now: options.now,
  });
  const mayAcknowledge = async (emailKey: string) => (await acknowledgements.hit(emailKey)).allowed;

  router.post(
    '/api/contact',
    rateLimit({
      name: 'contact',
      // The app trusts only the address the gateway saw (maxIpsCount = 1), not what a client claims.
      key: (ctx) => ctx.ip,
      limit: options.rateLimit.limit,
      windowMs: options.rateLimit.windowMs,
      connection: options.connection,
      now: options.now,
    }),
    honeypot(options.logger),
    validate('body', contactMessageSchema),
    async (ctx) => {
      const message = validated<ContactMessage>(ctx.state, 'body');
      const memberSupport = await isMemberSupport(ctx, message, options.plans, options.logger);
      await submitContactMessage(
        message,
        requestLanguage(ctx),
        { connection: options.connection, ...options.mail, mayAcknowledge },
        options.care,
        memberSupport,
      );
      accepted(ctx, memberSupport);
    },
  );

  return router;
}
