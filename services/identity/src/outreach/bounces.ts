import Router from '@koa/router';
import { BOUNCES_PATH, bounceReportSchema, type BounceReport } from '@ministry/contracts/outreach';
import { requireInternalCaller } from '@ministry/kit/guards';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { validate, validated } from '@ministry/kit/validate';
import type { IdentityContext } from '../context';
import { addressKey, bounceSuppressionId, outreachModels } from './model';
import type { OutreachContext } from './consent';

/**
 * Hard bounces (issue 44): an address a recipient's server refused for good (kit mail-bounce.ts) is
 * suppressed on every list (`*:<key>`), so no announcement goes to it again until her own proven
 * choice to subscribe comes from an address that works. Identity's own sender records it directly
 * (server.ts); every other service's sender reports it here (kit bounce-client.ts).
 */

/**
 * Suppresses a bounced address on every list and appends one consent record (`via: 'bounce'`, list
 * `*`); a second bounce of the same address changes nothing. True when it was new.
 */
export async function recordBounce(context: OutreachContext, email: string): Promise<boolean> {
  const { suppressions, records } = outreachModels(context.data);
  const key = addressKey(email);
  const at = new Date(context.now());
  try {
    await suppressions.create({ _id: bounceSuppressionId(key), reason: 'bounced', at });
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
  await records.create({
    listId: '*',
    addressKey: key,
    userId: null,
    action: 'unsubscribed',
    via: 'bounce',
    at,
  });
  return true;
}

/** `POST /internal/identity/outreach/bounces` (services only, each with its internal key): 204. */
export function bounceRouter(context: IdentityContext): Router {
  const router = new Router();
  const reportedBy = requireInternalCaller(context.config, ['billing', 'care', 'content', 'events', 'shop']);
  router.post(BOUNCES_PATH, reportedBy, validate('body', bounceReportSchema), async (ctx) => {
    const { email } = validated<BounceReport>(ctx.state, 'body');
    await recordBounce(context, email);
    ctx.status = 204;
  });
  return router;
}
