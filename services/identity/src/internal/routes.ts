import Router from '@koa/router';
import { object, string } from 'yup';
import { parseLanguage } from '@ministry/contracts/language';
import { AppError } from '@ministry/kit/errors';
import { requireInternalCaller } from '@ministry/kit/guards';
import type { MemberProfile } from '@ministry/kit/identity-client';
import type { MongoSessionStore } from '@ministry/kit/session';
import { validate, validated } from '@ministry/kit/validate';
import type { IdentityConfig } from '../config';
import { findUser, toSessionUser } from '../users/service';

const subscriptionSchema = object({
  /** The card payment provider's subscription id, or null when it ended. */
  subscriptionId: string().nullable().defined().max(200),
});

/**
 * Calls from other services, each with its own internal key: billing, care, events and the shop read
 * a member, only billing sets her subscription. The gateway routes only
 * /api/*, so browsers never reach these.
 */
export function internalRouter(config: IdentityConfig, sessionStore: MongoSessionStore): Router {
  const router = new Router({ prefix: '/internal/users' });
  const membersReadBy = requireInternalCaller(config, ['billing', 'care', 'events', 'shop']);
  const subscriptionsSetBy = requireInternalCaller(config, ['billing']);

  /**
   * The kit's MemberProfile, exactly: what other services need of a member (her address and whether
   * it is proven, her name, the language of her e-mails, her subscription).
   */
  router.get('/:userId', membersReadBy, async (ctx) => {
    const user = await findUser(ctx.params.userId ?? '');
    if (!user) throw new AppError(404, 'api.notFound');
    const profile: MemberProfile = {
      id: String(user._id),
      username: user.username,
      email: user.email,
      emailVerified: Boolean(user.emailVerified),
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
      preferredLanguage: parseLanguage(user.preferredLanguage),
      subscriptionId: user.stripeSubscriptionId ?? null,
    };
    ctx.body = profile;
  });

  /** Sets or clears the user's subscription identifier (billing keeps it while a plan is live). */
  router.put(
    '/:userId/subscription',
    subscriptionsSetBy,
    validate('body', subscriptionSchema),
    async (ctx) => {
      const user = await findUser(ctx.params.userId ?? '');
      if (!user) throw new AppError(404, 'api.notFound');
      const { subscriptionId } = validated<{ subscriptionId: string | null }>(ctx.state, 'body');
      user.stripeSubscriptionId = subscriptionId;
      await user.save();
      await sessionStore.updateUserSessions(toSessionUser(user));
      ctx.status = 204;
    },
  );

  return router;
}
