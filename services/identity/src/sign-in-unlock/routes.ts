import Router from '@koa/router';
import {
  signInUnlockConfirmSchema,
  signInUnlockRequestSchema,
  type SignInUnlockConfirmInput,
  type SignInUnlockRequestInput,
  type SignInUnlockResult,
} from '@ministry/contracts/auth';
import { translateMessage } from '@ministry/contracts/messages';
import { AppError } from '@ministry/kit/errors';
import { createRateLimiter, rateLimit } from '@ministry/kit/rate-limit';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import { rememberBrowser, signInRefused } from '../auth/login-throttle';
import type { IdentityContext } from '../context';
import { findByLogin, key } from '../users/service';
import { claimUnlock, sendUnlock } from './service';

const WINDOW_MS = 15 * 60 * 1000;
/** Links per account (or name typed) and per client address in a window: a mailbox is not flooded. */
export const UNLOCK_ACCOUNT_LIMIT = 3;
export const UNLOCK_CLIENT_LIMIT = 20;

/**
 * The owner's way through while her account refuses new browsers: the sign-in page offers to e-mail
 * a link to her verified address, and the browser that opens it becomes a known device.
 */
export function signInUnlockRouter(context: IdentityContext): Router {
  const { data, now } = context;
  const router = new Router();
  const perClient = rateLimit({
    name: 'unlock-client',
    key: (ctx) => ctx.ip,
    limit: UNLOCK_CLIENT_LIMIT,
    windowMs: WINDOW_MS,
    connection: data,
    message: 'auth.unlockTooMany',
    now,
  });
  const perAccount = createRateLimiter({
    name: 'unlock-account',
    limit: UNLOCK_ACCOUNT_LIMIT,
    windowMs: WINDOW_MS,
    connection: data,
    now,
  });

  // The same answer whether or not the name is a member's, has a verified address or is refused here:
  // a link goes out only when all three hold.
  router.post('/api/auth/unlock', validate('body', signInUnlockRequestSchema), perClient, async (ctx) => {
    const { username } = validated<SignInUnlockRequestInput>(ctx.state, 'body');
    const user = await findByLogin(username);
    const counted = await perAccount.hit(user ? `user:${String(user._id)}` : `login:${key(username)}`);
    if (!counted.allowed) {
      ctx.set('Retry-After', String(Math.max(1, Math.ceil((counted.resetAt - now()) / 1000))));
      throw new AppError(429, 'auth.unlockTooMany');
    }
    if (user?.emailVerified && (await signInRefused(context, ctx, user))) await sendUnlock(context, user);
    ctx.status = 202;
    ctx.body = { message: translateMessage('auth.unlockRequested', requestLanguage(ctx)) };
  });

  router.post('/api/auth/unlock/confirm', validate('body', signInUnlockConfirmSchema), async (ctx) => {
    const { token } = validated<SignInUnlockConfirmInput>(ctx.state, 'body');
    const user = await claimUnlock(context, token);
    rememberBrowser(context, ctx, user);
    const answer: SignInUnlockResult & { message: string } = {
      username: user.username,
      message: translateMessage('auth.unlockConfirmed', requestLanguage(ctx), { username: user.username }),
    };
    ctx.body = answer;
  });

  return router;
}
