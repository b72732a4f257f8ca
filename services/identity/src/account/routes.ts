import Router from '@koa/router';
import type { Context } from 'koa';
import {
  emailChangeSchema,
  languagePreferenceSchema,
  passwordChangeRequestSchema,
  profileSchema,
  type EmailChangeInput,
  type LanguagePreferenceInput,
  type PasswordChangeInput,
  type ProfileInput,
} from '@ministry/contracts/auth';
import type { MessageKey } from '@ministry/contracts/messages';
import { AppError } from '@ministry/kit/errors';
import { requireSignedIn, requireUser } from '@ministry/kit/guards';
import { createRateLimiter } from '@ministry/kit/rate-limit';
import type { MongoSessionStore } from '@ministry/kit/session';
import { validate, validated } from '@ministry/kit/validate';
import { rememberBrowser } from '../auth/login-throttle';
import { currentUser } from '../auth/routes';
import { DEFAULT_EMAIL_LINK_SETTINGS, DEFAULT_PASSWORD_CHANGE_LIMIT } from '../config';
import type { IdentityContext } from '../context';
import { requestEmailChange, sendVerification } from '../email-verification/service';
import { sendPasswordChanged } from '../users/mail';
import {
  changePassword,
  key,
  setPreferredLanguage,
  toPublicUser,
  toSessionUser,
  updateProfile,
} from '../users/service';
import { checkCurrentPassword } from './password-check';

export function accountRouter(context: IdentityContext, sessionStore: MongoSessionStore): Router {
  const { config, data, now } = context;
  const router = new Router({ prefix: '/api/account' });
  // Links sent at her request (a new verification link, an e-mail change): a mailbox is not flooded.
  const linkSends = createRateLimiter({
    name: 'email-links',
    ...(config.emailLinks ?? DEFAULT_EMAIL_LINK_SETTINGS).sendsPerUser,
    connection: data,
    now,
  });
  const countLinkSend = async (ctx: Context, userId: string) => {
    const counted = await linkSends.hit(userId);
    if (!counted.allowed) throw tooMany(ctx, counted.resetAt, 'account.verificationTooMany');
  };
  // Successful password changes: each claims a slot before it is made (exact under concurrency), so
  // changing it again and again (each change e-mails a notice) stops after a few an hour.
  const passwordChanges = createRateLimiter({
    name: 'password-changes',
    ...(config.passwordChangeLimit ?? DEFAULT_PASSWORD_CHANGE_LIMIT),
    connection: data,
    now,
  });
  const tooMany = (ctx: Context, resetAt: number, message: MessageKey) => {
    ctx.set('Retry-After', String(Math.max(1, Math.ceil((resetAt - now()) / 1000))));
    return new AppError(429, message);
  };

  // Names only: the e-mail changes with POST /email.
  router.patch('/profile', requireUser, validate('body', profileSchema), async (ctx) => {
    const user = await currentUser(ctx);
    const updated = await updateProfile(user, validated<ProfileInput>(ctx.state, 'body'));
    ctx.body = toPublicUser(updated);
  });

  // A new address takes effect only once its link is followed (POST /api/auth/verify-email); until
  // then it is pending. Her password is asked, so a stolen session cannot move the account away.
  router.post('/email', requireUser, validate('body', emailChangeSchema), async (ctx) => {
    const user = await currentUser(ctx);
    const { email, currentPassword } = validated<EmailChangeInput>(ctx.state, 'body');
    await checkCurrentPassword(context, ctx, user, currentPassword);
    if (key(email) === user.emailKey) throw new AppError(400, 'account.emailSame');
    // Whether another account has the address is not said here (any member could ask it of any
    // address): the link goes out all the same, and following it says the address is taken.
    await countLinkSend(ctx, String(user._id));
    const updated = await requestEmailChange(context, user, email);
    ctx.status = 202;
    ctx.body = toPublicUser(updated);
  });

  // A new link to verify her current address (the first one went out at registration).
  router.post('/email-verification', requireUser, async (ctx) => {
    const user = await currentUser(ctx);
    if (user.emailVerified) throw new AppError(409, 'account.emailAlreadyVerified');
    await countLinkSend(ctx, String(user._id));
    await sendVerification(context, user);
    ctx.status = 202;
    ctx.body = toPublicUser(user);
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
    await checkCurrentPassword(context, ctx, user, currentPassword);
    const counted = await passwordChanges.hit(String(user._id));
    if (!counted.allowed) throw tooMany(ctx, counted.resetAt, 'account.passwordChangeTooMany');
    await changePassword(user, newPassword, config);
    // She learns of it by e-mail, so a change someone else made does not go unnoticed.
    await sendPasswordChanged(data, user, config, { via: 'account', at: new Date(now()) });
    ctx.session!.user = toSessionUser(user);
    // Every other session of this user ends: a stolen session does not outlive a password change.
    await sessionStore.destroyUserSessions(String(user._id), ctx.session?.externalKey);
    // The change revoked every known device; the browser she changed it in stays known.
    rememberBrowser(context, ctx, user);
    ctx.status = 204;
  });

  return router;
}
