import Router from '@koa/router';
import type { Context } from 'koa';
import {
  loginSchema,
  registerRequestSchema,
  type LoginInput,
  type RegisterInput,
} from '@ministry/contracts/auth';
import { AppError } from '@ministry/kit/errors';
import { sessionUser } from '@ministry/kit/guards';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import type { IdentityConfig } from '../config';
import { authenticate, findUser, key, registerUser, toPublicUser, toSessionUser } from '../users/service';
import { clearFailures, isLockedOut, recordFailure } from './login-throttle';

/** The session's user, freshly read: a deleted user is signed out, a changed role is seen at once. */
export async function currentUser(ctx: Context, config: IdentityConfig) {
  const signedIn = sessionUser(ctx);
  const user = signedIn ? await findUser(signedIn.id) : null;
  if (!user) {
    if (signedIn) ctx.session = null;
    throw new AppError(401, 'api.unauthorized');
  }
  const fresh = toSessionUser(user, config);
  if (JSON.stringify(fresh) !== JSON.stringify(signedIn)) ctx.session!.user = fresh;
  return user;
}

export function authRouter(config: IdentityConfig): Router {
  const router = new Router();

  router.post('/api/auth/register', validate('body', registerRequestSchema), async (ctx) => {
    const input = validated<RegisterInput>(ctx.state, 'body');
    const user = await registerUser(input, requestLanguage(ctx), config);
    ctx.status = 201;
    ctx.body = toPublicUser(user, config);
  });

  router.post('/api/auth/login', validate('body', loginSchema), async (ctx) => {
    const { username, password } = validated<LoginInput>(ctx.state, 'body');
    const throttleKeys = [`user:${key(username)}`, `ip:${ctx.ip}`];
    if (await isLockedOut(throttleKeys)) throw new AppError(429, 'auth.tooManyAttempts');
    const user = await authenticate(username, password);
    if (!user) {
      await recordFailure(throttleKeys);
      // One message for an unknown user and a wrong password.
      throw new AppError(401, 'auth.invalidCredentials');
    }
    await clearFailures([throttleKeys[0]!]);
    // A new session id at login (no session fixation); what the visitor had (a cart) is kept.
    await ctx.session!.regenerate();
    ctx.session!.user = toSessionUser(user, config);
    ctx.body = toPublicUser(user, config);
  });

  router.get('/api/auth/user', async (ctx) => {
    ctx.body = toPublicUser(await currentUser(ctx, config), config);
  });

  router.post('/api/auth/logout', (ctx) => {
    ctx.session = null;
    ctx.status = 204;
  });

  router.get('/api/logout', (ctx) => {
    ctx.session = null;
    ctx.redirect('/');
  });

  return router;
}
