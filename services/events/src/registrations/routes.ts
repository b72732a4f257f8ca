import Router from '@koa/router';
import type { Context } from 'koa';
import type { Connection } from 'mongoose';
import { registrationInputSchema } from '@ministry/contracts/event-signup';
import { AppError } from '@ministry/kit/errors';
import { requireEventEditor, requireUser, sessionUser } from '@ministry/kit/guards';
import { createRateLimiter } from '@ministry/kit/rate-limit';
import { requestLanguage } from '@ministry/kit/request-language';
import type { SessionUser } from '@ministry/kit/session';
import { validate, validated, validateInput } from '@ministry/kit/validate';
import { calendarFileName } from '../events/ics';
import { registrationsCsv } from './csv';
import { IdentityUnavailable, memberContact, memberLanguage } from './member';
import {
  attendanceSchema,
  cancelTokenSchema,
  manualSignupSchema,
  memberSignupSchema,
  visitorSignupSchema,
  type ManualSignupInput,
  type MemberSignupInput,
} from './schemas';
import {
  cancelOwn,
  cancelWithToken,
  emailKeyOf,
  listMine,
  occurrenceDetail,
  occurrenceRegistrations,
  registrationForToken,
  setAttendance,
  signUp,
  type Person,
  type SignupContext,
  type Viewer,
} from './service';

export interface RegistrationRoutesOptions {
  signup: SignupContext;
  /** Where a member's e-mail address is read (identity's internal API); null: she gives it. */
  identity: { url: string | null; internalApiKey: string };
  rateLimit: { limit: number; windowMs: number; connection: Connection };
}

const body = (ctx: Context) => (ctx.request as { body?: unknown }).body ?? {};

/**
 * Event sign-up (issue 18): an occurrence is an event on one New York day, `/api/events/:id/
 * occurrences/:date`. Reads of an occurrence are public; signing up is for visitors (name and e-mail)
 * and members (one click); the lists, CSV, manual additions and check-in are the ministry's (event
 * editors and admins).
 */
export function registrationsRouter(options: RegistrationRoutesOptions): Router {
  const { signup, identity } = options;
  const router = new Router();
  const limiter = createRateLimiter({ name: 'event-signup', ...options.rateLimit });

  /** A member's contact (her account's), or null when it cannot be known here. */
  const contactOf = async (user: SessionUser) => {
    try {
      return await memberContact(user, identity);
    } catch (error) {
      if (error instanceof IdentityUnavailable) {
        signup.logger?.warn('member contact unavailable', { userId: user.id, reason: error.message });
        return undefined;
      }
      throw error;
    }
  };

  /** Who is looking, with her e-mail when known (from the session, or identity when `lookup`). */
  const viewerOf = async (ctx: Context, lookup: boolean): Promise<Viewer | null> => {
    const user = sessionUser(ctx);
    if (!user) return null;
    const contact = lookup ? await contactOf(user) : await memberContact(user, { ...identity, url: null });
    return { userId: user.id, emailKey: contact ? emailKeyOf(contact.email) : null };
  };

  /** The person signing up: a visitor's form, or a member's account (her form only as a fallback). */
  const personOf = async (ctx: Context): Promise<Person> => {
    const user = sessionUser(ctx);
    if (!user) {
      const input = await validateInput(visitorSignupSchema, body(ctx));
      return { name: input.name, email: input.email, userId: null, language: requestLanguage(ctx) };
    }
    const sent = await validateInput<MemberSignupInput>(memberSignupSchema, body(ctx));
    const contact = await contactOf(user);
    if (contact === undefined && !sent.email) throw new AppError(503, 'api.unavailable');
    const given = await validateInput(registrationInputSchema, {
      name: contact?.name ?? sent.name ?? user.username,
      email: contact?.email ?? sent.email,
    });
    return { ...given, userId: user.id, language: memberLanguage(ctx, user) };
  };

  // Her upcoming sign-ups (the account's Events tab).
  router.get('/api/events/registrations/mine', requireUser, async (ctx) => {
    ctx.body = await listMine(signup, (await viewerOf(ctx, true))!);
  });

  // The cancel page, before her confirmation: what the link would cancel. Never cancels.
  router.get('/api/events/registrations/cancel', validate('query', cancelTokenSchema), async (ctx) => {
    const { token } = validated<{ token: string }>(ctx.state, 'query');
    ctx.body = await registrationForToken(signup, token);
  });

  // The cancel page's button: the e-mail's token, no sign-in needed; works once.
  router.post('/api/events/registrations/cancel', validate('body', cancelTokenSchema), async (ctx) => {
    const { token } = validated<{ token: string }>(ctx.state, 'body');
    ctx.body = await cancelWithToken(signup, token);
  });

  // A member cancels her own sign-up (the account's Events tab, the occurrence page).
  router.post('/api/events/registrations/:registrationId/cancel', requireUser, async (ctx) => {
    ctx.body = await cancelOwn(signup, (await viewerOf(ctx, true))!, ctx.params.registrationId!);
  });

  // Check-in: tap a name, marked attended.
  router.patch(
    '/api/events/registrations/:registrationId/attendance',
    requireEventEditor,
    validate('body', attendanceSchema),
    async (ctx) => {
      const { attended } = validated<{ attended: boolean }>(ctx.state, 'body');
      ctx.body = await setAttendance(ctx.params.registrationId!, attended);
    },
  );

  router.get('/api/events/:id/occurrences/:date', async (ctx) => {
    ctx.body = await occurrenceDetail(signup, ctx.params.id!, ctx.params.date!, await viewerOf(ctx, false));
  });

  router.post('/api/events/:id/occurrences/:date/registrations', async (ctx) => {
    const person = await personOf(ctx);
    const user = sessionUser(ctx);
    const counted = await limiter.hit(user ? `user:${user.id}` : `ip:${ctx.ip}`);
    if (!counted.allowed) {
      ctx.set('Retry-After', String(Math.max(1, Math.ceil((counted.resetAt - Date.now()) / 1000))));
      throw new AppError(429, 'event.tooManySignups');
    }
    ctx.status = 201;
    ctx.body = await signUp(signup, ctx.params.id!, ctx.params.date!, person);
  });

  router.get('/api/events/:id/occurrences/:date/registrations', requireEventEditor, async (ctx) => {
    const { occurrence: _occurrence, ...list } = await occurrenceRegistrations(
      ctx.params.id!,
      ctx.params.date!,
    );
    void _occurrence;
    ctx.body = list;
  });

  router.get('/api/events/:id/occurrences/:date/registrations.csv', requireEventEditor, async (ctx) => {
    const { occurrence, registrations } = await occurrenceRegistrations(ctx.params.id!, ctx.params.date!);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set(
      'Content-Disposition',
      `attachment; filename="${calendarFileName(occurrence.event, occurrence.date).replace(/\.ics$/, '.csv')}"`,
    );
    ctx.body = registrationsCsv(registrations, requestLanguage(ctx));
  });

  router.post(
    '/api/events/:id/occurrences/:date/registrations/manual',
    requireEventEditor,
    validate('body', manualSignupSchema),
    async (ctx) => {
      const input = validated<ManualSignupInput>(ctx.state, 'body');
      ctx.status = 201;
      ctx.body = await signUp(
        signup,
        ctx.params.id!,
        ctx.params.date!,
        {
          name: input.name,
          email: input.email,
          userId: null,
          language: input.language ?? requestLanguage(ctx),
        },
        'manual',
      );
    },
  );

  return router;
}
