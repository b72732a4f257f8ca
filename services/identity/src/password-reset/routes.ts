import { createHash } from 'node:crypto';
import Router from '@koa/router';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  type PasswordResetConfirmInput,
  type PasswordResetRequestInput,
} from '@ministry/contracts/auth';
import { translateMessage } from '@ministry/contracts/messages';
import { rateLimit } from '@ministry/kit/rate-limit';
import { requestLanguage } from '@ministry/kit/request-language';
import type { MongoSessionStore } from '@ministry/kit/session';
import { validate, validated } from '@ministry/kit/validate';
import { trustBrowser } from '../auth/login-throttle';
import { DEFAULT_PASSWORD_RESET_LIMITS } from '../config';
import type { IdentityContext } from '../context';
import { sendPasswordChanged } from '../users/mail';
import { key, toPublicUser, toSessionUser } from '../users/service';
import { confirmPasswordReset, requestPasswordReset } from './service';

/** The address asked for, normalised, as the per-address counter's key (a digest: no address stored). */
const addressKey = (email: string) => createHash('sha256').update(key(email)).digest('base64url');

export function passwordResetRouter(context: IdentityContext, sessionStore: MongoSessionStore): Router {
  const { config, data, now } = context;
  const router = new Router();
  const limits = config.passwordResetLimits ?? DEFAULT_PASSWORD_RESET_LIMITS;
  // Counted once the input is valid; the same for a member's address and anyone else's.
  const perClient = rateLimit({
    name: 'password-reset-client',
    key: (ctx) => ctx.ip,
    ...limits.perClient,
    connection: data,
    message: 'auth.resetTooMany',
    now,
  });
  const perAddress = rateLimit({
    name: 'password-reset-address',
    key: (ctx) => addressKey(validated<PasswordResetRequestInput>(ctx.state, 'body').email),
    ...limits.perAddress,
    connection: data,
    message: 'auth.resetTooMany',
    now,
  });

  // Always 202 with the same words: whether an account uses the address is never told.
  router.post(
    '/api/auth/password-reset',
    validate('body', passwordResetRequestSchema),
    perClient,
    perAddress,
    async (ctx) => {
      const language = requestLanguage(ctx);
      await requestPasswordReset(
        context,
        validated<PasswordResetRequestInput>(ctx.state, 'body').email,
        language,
      );
      ctx.status = 202;
      ctx.body = { message: translateMessage('auth.resetRequested', language) };
    },
  );

  router.post(
    '/api/auth/password-reset/confirm',
    validate('body', passwordResetConfirmSchema),
    async (ctx) => {
      const { token, password } = validated<PasswordResetConfirmInput>(ctx.state, 'body');
      const user = await confirmPasswordReset(context, token, password);
      await sendPasswordChanged(data, user, config, { via: 'reset', at: new Date(now()) });
      // Every session of hers ends (one someone else holds too); this browser gets a new one,
      // signed in as a login does (what the visitor had, a cart, is kept).
      await sessionStore.destroyUserSessions(String(user._id));
      await ctx.session!.regenerate();
      ctx.session!.user = toSessionUser(user);
      await trustBrowser(context, ctx, user);
      ctx.body = toPublicUser(user);
    },
  );

  return router;
}
