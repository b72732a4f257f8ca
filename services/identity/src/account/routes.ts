import Router from '@koa/router';
import {
  passwordChangeRequestSchema,
  profileSchema,
  type PasswordChangeInput,
  type ProfileInput,
} from '@ministry/contracts/auth';
import { requireSignedIn, requireUser } from '@ministry/kit/guards';
import type { MongoSessionStore } from '@ministry/kit/session';
import { validate, validated } from '@ministry/kit/validate';
import { currentUser } from '../auth/routes';
import type { IdentityConfig } from '../config';
import { changePassword, toPublicUser, toSessionUser, updateProfile } from '../users/service';

export function accountRouter(config: IdentityConfig, sessionStore: MongoSessionStore): Router {
  const router = new Router({ prefix: '/api/account' });

  router.patch('/profile', requireUser, validate('body', profileSchema), async (ctx) => {
    const user = await currentUser(ctx);
    const updated = await updateProfile(user, validated<ProfileInput>(ctx.state, 'body'));
    ctx.body = toPublicUser(updated);
  });

  // Open while a bootstrap password is still to be changed: this is how it is changed.
  router.post('/password', requireSignedIn, validate('body', passwordChangeRequestSchema), async (ctx) => {
    const user = await currentUser(ctx);
    const { currentPassword, newPassword } = validated<PasswordChangeInput>(ctx.state, 'body');
    await changePassword(user, currentPassword, newPassword, config);
    ctx.session!.user = toSessionUser(user);
    // Every other session of this user ends: a stolen session does not outlive a password change.
    await sessionStore.destroyUserSessions(String(user._id), ctx.session?.externalKey);
    ctx.status = 204;
  });

  return router;
}
