import Router from '@koa/router';
import type { Context } from 'koa';
import type { Connection } from 'mongoose';
import { AppError } from '@ministry/kit/errors';
import { requireUser, sessionUser } from '@ministry/kit/guards';
import type { IdentityClient } from '@ministry/kit/identity-client';
import { clientKeyOf, createRateLimiter, type RateLimitResult } from '@ministry/kit/rate-limit';
import { recipientLanguage } from '@ministry/kit/recipient-language';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated, validateInput } from '@ministry/kit/validate';
import { attachHistory, memberPerson, oncePerRequest } from './member';
import {
  cancelTokenSchema,
  confirmTokenSchema,
  memberSignupSchema,
  visitorSignupSchema,
  type MemberSignupInput,
} from './schemas';
import { listMine, ownRegistrationFor } from './attendance';
import { cancelMine, cancelWithToken } from './place-cancel';
import { registrationForToken } from './settlement';
import type { Person, SignupContext } from './shared';
import { confirmWithToken, occurrenceDetail, signUp } from './signup';

export interface RegistrationRoutesOptions {
  signup: SignupContext;
  /** Identity's internal API (a member's address, its proof, name and language); null: she gives them. */
  identity: IdentityClient | null;
  /** Sign-ups per member and window. */
  rateLimit: { limit: number; windowMs: number; connection: Connection };
  /** Visitor sign-ups per client address and window (EVENT_VISITOR_SIGNUP_LIMIT). */
  visitorRateLimit: { limit: number; windowMs: number };
}

const body = (ctx: Context) => (ctx.request as { body?: unknown }).body ?? {};

/**
 * Event sign-up (issue 18): an occurrence is an event on one New York day, `/api/events/:id/
 * occurrences/:date`. Reads of an occurrence are public; signing up is for visitors (name and e-mail,
 * confirmed from the link e-mailed to them) and members (one click, hers by user id); the staff's
 * lists, CSV, manual additions, check-in and removals are in admin-routes.ts. Tokens of e-mailed links
 * only ever travel in a POST body.
 */
export function registrationsRouter(options: RegistrationRoutesOptions): Router {
  const { signup } = options;
  const router = new Router();
  // The limits count with the sign-up clock (tests set it).
  const now = () => signup.now().getTime();
  const memberLimiter = createRateLimiter({ name: 'event-signup', ...options.rateLimit, now });
  const visitorLimiter = createRateLimiter({
    name: 'event-visitor-signup',
    ...options.visitorRateLimit,
    connection: options.rateLimit.connection,
    now,
  });
  const identityFor = () => (options.identity ? oncePerRequest(options.identity) : null);

  const refuseOver = (ctx: Context, counted: RateLimitResult) => {
    if (counted.allowed) return;
    ctx.set('Retry-After', String(Math.max(1, Math.ceil((counted.resetAt - now()) / 1000))));
    throw new AppError(429, 'event.tooManySignups');
  };

  /** The person signing up: a visitor's form, or a member's account (her form only as a fallback). */
  const personOf = async (ctx: Context): Promise<Person> => {
    const user = sessionUser(ctx);
    if (!user) {
      const input = await validateInput(visitorSignupSchema, body(ctx));
      const language = recipientLanguage({ visitor: requestLanguage(ctx) });
      return { ...input, userId: null, language, addressProven: false };
    }
    const sent = await validateInput<MemberSignupInput>(memberSignupSchema, body(ctx));
    return memberPerson(ctx, user, identityFor(), sent);
  };

  // Her upcoming sign-ups (the account's Events tab): hers by id, and earlier ones under her address
  // once identity says she verified it.
  router.get('/api/events/registrations/mine', requireUser, async (ctx) => {
    const user = sessionUser(ctx)!;
    await attachHistory(identityFor(), user.id, signup.logger);
    ctx.body = await listMine(signup, { userId: user.id });
  });

  // The cancel page, before her confirmation: what the link would cancel. Never cancels.
  router.post(
    '/api/events/registrations/cancel/preview',
    validate('body', cancelTokenSchema),
    async (ctx) => {
      const { token } = validated<{ token: string }>(ctx.state, 'body');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await registrationForToken(signup, token);
    },
  );

  // The cancel page's button: the e-mail's token, no sign-in needed; works once.
  router.post('/api/events/registrations/cancel', validate('body', cancelTokenSchema), async (ctx) => {
    const { token } = validated<{ token: string }>(ctx.state, 'body');
    ctx.body = await cancelWithToken(signup, token);
  });

  // The confirm page: a visitor's sign-up counts once she follows the e-mailed link (single use).
  router.post('/api/events/registrations/confirm', validate('body', confirmTokenSchema), async (ctx) => {
    const { token } = validated<{ token: string }>(ctx.state, 'body');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await confirmWithToken(signup, token);
  });

  // A member cancels her own sign-up (the account's Events tab, the occurrence page).
  router.post('/api/events/registrations/:registrationId/cancel', requireUser, async (ctx) => {
    ctx.body = await cancelMine(signup, { userId: sessionUser(ctx)!.id }, ctx.params.registrationId!);
  });

  router.get('/api/events/:id/occurrences/:date', async (ctx) => {
    const user = sessionUser(ctx);
    ctx.body = await occurrenceDetail(signup, ctx.params.id!, ctx.params.date!, user && { userId: user.id });
  });

  // A member: per member; a visitor, and a member whose address is not verified, per client address
  // too (generous: a hall shares one; an IPv6 client by its /64), and her sign-up waits for her
  // e-mail's confirmation.
  router.post('/api/events/:id/occurrences/:date/registrations', async (ctx) => {
    const person = await personOf(ctx);
    const { id, date } = ctx.params as { id: string; date: string };
    const clientKey = clientKeyOf(ctx);
    if (person.userId) refuseOver(ctx, await memberLimiter.hit(`user:${person.userId}`));
    if (!person.addressProven) refuseOver(ctx, await visitorLimiter.hit(`ip:${clientKey}`));
    if (person.userId && (await ownRegistrationFor({ userId: person.userId }, id, date)))
      throw new AppError(409, 'event.alreadyRegistered');
    ctx.status = 201;
    ctx.body = await signUp(signup, id, date, person, { source: 'self', clientKey });
  });

  return router;
}
