import Router from '@koa/router';
import type { Context } from 'koa';
import type { Connection } from 'mongoose';
import {
  loginSchema,
  registerRequestSchema,
  type LoginInput,
  type RegisterInput,
} from '@ministry/contracts/auth';
import { AppError } from '@ministry/kit/errors';
import { sessionUser } from '@ministry/kit/guards';
import { rateLimit } from '@ministry/kit/rate-limit';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import type { IdentityConfig } from '../config';
import {
  findByLogin,
  findUser,
  key,
  passwordMatches,
  registerUser,
  toPublicUser,
  toSessionUser,
} from '../users/service';
import { createLoginThrottle } from './login-throttle';

/** The session's user, freshly read: a deleted user is signed out, a changed role is seen at once. */
export async function currentUser(ctx: Context) {
  const signedIn = sessionUser(ctx);
  const user = signedIn ? await findUser(signedIn.id) : null;
  if (!user) {
    if (signedIn) ctx.session = null;
    throw new AppError(401, 'api.unauthorized');
  }
  const fresh = toSessionUser(user);
  if (JSON.stringify(fresh) !== JSON.stringify(signedIn)) ctx.session!.user = fresh;
  return user;
}

/** New accounts per client address: generous for a congregation signing up together. */
export const REGISTRATION_LIMIT = { limit: 20, windowMs: 15 * 60 * 1000 };

export function authRouter(config: IdentityConfig, data: Connection): Router {
  const router = new Router();
  const throttle = createLoginThrottle(data, { secureCookie: config.cookieSecure });
  // Each registration costs a bcrypt hash: counted per client once the input is valid.
  const registrations = rateLimit({
    name: 'register',
    key: (ctx) => ctx.ip,
    ...REGISTRATION_LIMIT,
    connection: data,
  });

  router.post('/api/auth/register', validate('body', registerRequestSchema), registrations, async (ctx) => {
    const input = validated<RegisterInput>(ctx.state, 'body');
    const user = await registerUser(input, requestLanguage(ctx), config);
    ctx.status = 201;
    ctx.body = toPublicUser(user);
  });

  router.post('/api/auth/login', validate('body', loginSchema), async (ctx) => {
    const { username, password } = validated<LoginInput>(ctx.state, 'body');
    const found = await findByLogin(username);
    const attempt = await throttle.begin(ctx, found, key(username));
    if (!(await passwordMatches(found, password, config))) return attempt.failed();
    const user = found!;
    await attempt.succeeded(user);
    // A new session id at login (no session fixation); what the visitor had (a cart) is kept.
    await ctx.session!.regenerate();
    ctx.session!.user = toSessionUser(user);
    ctx.body = toPublicUser(user);
  });

  router.get('/api/auth/user', async (ctx) => {
    ctx.body = toPublicUser(await currentUser(ctx));
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
