import Router from '@koa/router';
import type { Connection } from 'mongoose';
import {
  languagePreferenceSchema,
  passwordChangeRequestSchema,
  profileSchema,
  type LanguagePreferenceInput,
  type PasswordChangeInput,
  type ProfileInput,
} from '@ministry/contracts/auth';
import { requireSignedIn, requireUser } from '@ministry/kit/guards';
import type { MongoSessionStore } from '@ministry/kit/session';
import { validate, validated } from '@ministry/kit/validate';
import { currentUser } from '../auth/routes';
import type { IdentityConfig } from '../config';
import { sendPasswordChanged } from '../users/mail';
import {
  changePassword,
  setPreferredLanguage,
  toPublicUser,
  toSessionUser,
  updateProfile,
} from '../users/service';

export function accountRouter(
  config: IdentityConfig,
  sessionStore: MongoSessionStore,
  data: Connection,
  options: { now?: () => number } = {},
): Router {
  const router = new Router({ prefix: '/api/account' });
  const now = options.now ?? Date.now;

  router.patch('/profile', requireUser, validate('body', profileSchema), async (ctx) => {
    const user = await currentUser(ctx);
    const updated = await updateProfile(user, validated<ProfileInput>(ctx.state, 'body'));
    ctx.body = toPublicUser(updated);
  });

  // The language her e-mails are written in: saved when she switches language signed in, or on Profile.
  router.put('/language', requireUser, validate('body', languagePreferenceSchema), async (ctx) => {
    const user = await currentUser(ctx);
    const { language } = validated<LanguagePreferenceInput>(ctx.state, 'body');
    ctx.body = toPublicUser(await setPreferredLanguage(user, language));
  });

  // Open while a bootstrap password is still to be changed: this is how it is changed.
  router.post('/password', requireSignedIn, validate('body', passwordChangeRequestSchema), async (ctx) => {
    const user = await currentUser(ctx);
    const { currentPassword, newPassword } = validated<PasswordChangeInput>(ctx.state, 'body');
    await changePassword(user, currentPassword, newPassword, config);
    // She learns of it by e-mail, so a change someone else made does not go unnoticed.
    await sendPasswordChanged(data, user, config, { via: 'account', at: new Date(now()) });
    ctx.session!.user = toSessionUser(user);
    // Every other session of this user ends: a stolen session does not outlive a password change.
    await sessionStore.destroyUserSessions(String(user._id), ctx.session?.externalKey);
    ctx.status = 204;
  });

  return router;
}
