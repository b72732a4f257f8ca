import Router from '@koa/router';
import {
  CARE_SESSIONS_CANCEL_PATH,
  CARE_SESSIONS_CONFIRM_PATH,
  CARE_SESSIONS_HOLD_PATH,
  CARE_SESSIONS_QUOTE_PATH,
  CARE_SESSIONS_RELEASE_PATH,
  sessionHoldSchema,
  sessionKeySchema,
  sessionQuoteSchema,
  type SessionHoldRequest,
  type SessionKeyRequest,
  type SessionQuoteRequest,
} from '@ministry/contracts/care-checkout';
import type { ServiceConfig } from '@ministry/kit/config';
import { requireInternalCaller } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import type { CareContext } from '../context';
import { cancelSession, confirmSession, holdSession, quoteSession, releaseSession } from './service';

/**
 * Care's internal checkout API for the shop (packages/contracts/src/care-checkout.ts): quote, hold,
 * confirm, release and cancel (refunded) a paid session sold as a line of the one cart. The shop's internal key only.
 */
export function careCheckoutInternalRouter(
  context: CareContext,
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
): Router {
  const router = new Router();
  const shopOnly = requireInternalCaller(config, ['shop']);

  router.post(CARE_SESSIONS_QUOTE_PATH, shopOnly, validate('body', sessionQuoteSchema), async (ctx) => {
    const { appointmentId, userId, visitorToken } = validated<SessionQuoteRequest>(ctx.state, 'body');
    ctx.body = await quoteSession(context, appointmentId, { userId, visitorToken });
  });

  router.post(CARE_SESSIONS_HOLD_PATH, shopOnly, validate('body', sessionHoldSchema), async (ctx) => {
    ctx.body = await holdSession(context, validated<SessionHoldRequest>(ctx.state, 'body'));
  });

  router.post(CARE_SESSIONS_CONFIRM_PATH, shopOnly, validate('body', sessionKeySchema), async (ctx) => {
    ctx.body = await confirmSession(context, validated<SessionKeyRequest>(ctx.state, 'body'));
  });

  router.post(CARE_SESSIONS_CANCEL_PATH, shopOnly, validate('body', sessionKeySchema), async (ctx) => {
    ctx.body = await cancelSession(context, validated<SessionKeyRequest>(ctx.state, 'body'));
  });

  router.post(CARE_SESSIONS_RELEASE_PATH, shopOnly, validate('body', sessionKeySchema), async (ctx) => {
    await releaseSession(validated<SessionKeyRequest>(ctx.state, 'body'));
    ctx.body = { ok: true };
  });

  return router;
}
