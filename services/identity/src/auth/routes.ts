import Router from '@koa/router';
import type { Context } from 'koa';
import {
  loginSchema,
  registerRequestSchema,
  type LoginInput,
  type RegisterInput,
} from '@ministry/contracts/auth';
import type { Language } from '@ministry/contracts/language';
import { translateMessage, type MessageKey } from '@ministry/contracts/messages';
import { AppError } from '@ministry/kit/errors';
import { sessionUser } from '@ministry/kit/guards';
import { rateLimit } from '@ministry/kit/rate-limit';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import { DEFAULT_REGISTER_LIMIT } from '../config';
import type { IdentityContext } from '../context';
import { sendVerification } from '../email-verification/service';
import {
  findByLogin,
  findUser,
  key,
  passwordMatches,
  registerUser,
  toPublicUser,
  toSessionUser,
} from '../users/service';
import { listsTakingConsent } from '../outreach/consent';
import { registrationConsents } from '../outreach/registration';
import { cancelDeletion } from '../privacy/deletion-service';
import { beginLogin } from './login-throttle';
import { cachedUserView } from './user-cache';

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

/**
 * The same for `GET /api/auth/user` (asked on every page and by the gateway): the user's answer from
 * this process's short cache (user-cache.ts: its own writes seen at once, another instance's within
 * USER_CACHE_MS), so a signed-in read costs no database round trip.
 */
async function currentPublicUser(ctx: Context, now: () => number) {
  const signedIn = sessionUser(ctx);
  const view = signedIn
    ? await cachedUserView(signedIn.id, now, async () => {
        const user = await findUser(signedIn.id);
        return user && { publicUser: toPublicUser(user), sessionUser: toSessionUser(user) };
      })
    : null;
  if (!view) {
    if (signedIn) ctx.session = null;
    throw new AppError(401, 'api.unauthorized');
  }
  if (JSON.stringify(view.sessionUser) !== JSON.stringify(signedIn)) ctx.session!.user = view.sessionUser;
  return view.publicUser;
}

/** The confirmation page's look, in the site's colours (a style sheet: the CSP refuses inline styles). */
const LOGOUT_PAGE_CSS = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#262626;background:#f8f0f5}
main{max-width:28rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 .5rem 1.5rem rgba(91,42,86,.12);text-align:center}
h1{font-family:Georgia,"Times New Roman",serif;color:#5b2a56;margin-top:0}
button{font:inherit;color:#fff;background:#5b2a56;border:0;border-radius:.5rem;padding:.6rem 1.6rem;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #d63384;outline-offset:2px}
a{color:#5b2a56}
`;

/** A page of its own (no script, no inline style: the gateway's CSP allows neither). */
function logoutPage(language: Language): string {
  const text = (key: MessageKey) => translateMessage(key, language);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="stylesheet" href="/api/auth/logout.css">
<title>${text('auth.logoutTitle')}</title>
</head>
<body>
<main>
<h1>${text('auth.logoutTitle')}</h1>
<p>${text('auth.logoutQuestion')}</p>
<form method="post" action="/api/logout">
<button type="submit">${text('auth.logoutButton')}</button>
</form>
<p><a href="/">${text('auth.logoutCancel')}</a></p>
</main>
</body>
</html>
`;
}

export function authRouter(context: IdentityContext): Router {
  const { config } = context;
  const router = new Router();
  // Each registration costs a bcrypt hash: counted per client once the input is valid. Generous and
  // configurable (REGISTER_CLIENT_LIMIT): a congregation on one Wi-Fi signs up together; mass
  // creation is held back by the verification e-mail, which carries nothing anyone typed.
  const registrations = rateLimit({
    name: 'register',
    key: (ctx) => ctx.ip,
    ...(config.registerLimit ?? DEFAULT_REGISTER_LIMIT),
    connection: context.data,
    now: context.now,
  });

  router.post('/api/auth/register', validate('body', registerRequestSchema), registrations, async (ctx) => {
    const input = validated<RegisterInput>(ctx.state, 'body');
    const lists = await listsTakingConsent(context, input.lists, 'member');
    const user = await registerUser(input, requestLanguage(ctx), config);
    await registrationConsents(context, user, lists);
    // The welcome message is the link that verifies her address, in the language she registered in.
    await sendVerification(context, user);
    ctx.status = 201;
    ctx.body = toPublicUser(user);
  });

  router.post('/api/auth/login', validate('body', loginSchema), async (ctx) => {
    const { username, password } = validated<LoginInput>(ctx.state, 'body');
    const found = await findByLogin(username);
    const attempt = await beginLogin(context, ctx, found, key(username));
    if (!(await passwordMatches(found, password, config))) return attempt.failed();
    const user = found!;
    await attempt.succeeded(user);
    // A new session id at login (no session fixation); what the visitor had (a cart) is kept.
    await ctx.session!.regenerate();
    ctx.session!.user = toSessionUser(user);
    // Signing in during the cooling-off cancels her account's deletion (the page says so).
    ctx.body = { ...toPublicUser(user), ...((await cancelDeletion(user)) && { deletionCanceled: true }) };
  });

  router.get('/api/auth/user', async (ctx) => {
    ctx.body = await currentPublicUser(ctx, context.now);
  });

  router.post('/api/auth/logout', (ctx) => {
    ctx.session = null;
    ctx.status = 204;
  });

  // The plain logout link. A GET only asks (any site could link here); the page's button POSTs,
  // which the same-origin check guards. The site's own links sign out by POST without this step.
  router.get('/api/logout', (ctx) => {
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = logoutPage(requestLanguage(ctx));
  });

  router.get('/api/auth/logout.css', (ctx) => {
    ctx.type = 'text/css';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = LOGOUT_PAGE_CSS;
  });

  router.post('/api/logout', (ctx) => {
    ctx.session = null;
    ctx.status = 303;
    ctx.redirect('/');
  });

  return router;
}
