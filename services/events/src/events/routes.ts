import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { eventInputSchema, type EventInput } from '@ministry/contracts/event';
import type { Language } from '@ministry/contracts/language';
import { requireAdmin, requireEventEditor, sessionUser } from '@ministry/kit/guards';
import { cacheable } from '@ministry/kit/http-cache';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import { buildCalendar, calendarFileName } from './ics';
import { listChanges } from '../history/service';
import {
  eventsQuerySchema,
  feedQuerySchema,
  historyQuerySchema,
  type EventsQuery,
  type FeedQuery,
} from './schemas';
import { afterEventChange, cancelByMinistry } from '../registrations/settlement';
import { findOccurrence, type SignupContext } from '../registrations/shared';
import { withSeats } from '../registrations/signup';
import {
  acceptLegacyTime,
  createEvent,
  deleteEvent,
  excludeDay,
  getEvent,
  listEvents,
  listOccurrences,
  updateEvent,
} from './service';

/** An older client's free-text `time`, read into the two times before validation. */
const legacyTime: Middleware = async (ctx, next) => {
  const request = ctx.request as { body?: unknown };
  request.body = acceptLegacyTime(request.body);
  await next();
};

function sendCalendar(ctx: Context, body: string, fileName: string, disposition: 'inline' | 'attachment') {
  ctx.type = 'text/calendar; charset=utf-8';
  ctx.set('Content-Disposition', `${disposition}; filename="${fileName}"`);
  ctx.body = body;
}

/**
 * Events: reads for everyone (the calendar files' links from SITE_URL, never the request's Host); writes for admins and event editors (401 signed out, 403 otherwise).
 * An id that is malformed or names no event is a 404. Deleting an event, or one of its days, or
 * editing it so a day no longer happens, tells everyone signed up for those days and removes their
 * sign-ups.
 */
export function eventsRouter(signup: SignupContext): Router {
  const router = new Router();

  router.get('/api/events', cacheable, validate('query', eventsQuerySchema), async (ctx) => {
    const { from, to, category } = validated<EventsQuery>(ctx.state, 'query');
    ctx.body =
      from && to ? await withSeats(await listOccurrences(from, to, category)) : await listEvents(category);
  });

  // The feed members subscribe to in Google or Apple Calendar: every event, or one category.
  router.get('/api/events.ics', validate('query', feedQuerySchema), async (ctx) => {
    const { category, lang } = validated<FeedQuery>(ctx.state, 'query');
    const language: Language = lang ?? requestLanguage(ctx);
    const events = await listEvents(category);
    const body = buildCalendar(events, { language, category, siteUrl: signup.siteUrl });
    sendCalendar(ctx, body, category ? `events-${category}.ics` : 'events.ics', 'inline');
  });

  // One event for "Add to calendar" (registered before '/:id', which would match it too).
  router.get('/api/events/:id.ics', validate('query', feedQuerySchema), async (ctx) => {
    const { lang } = validated<FeedQuery>(ctx.state, 'query');
    const event = await getEvent(ctx.params.id!);
    const body = buildCalendar([event], { language: lang ?? requestLanguage(ctx), siteUrl: signup.siteUrl });
    sendCalendar(ctx, body, calendarFileName(event), 'attachment');
  });

  // Who created, changed or deleted which event, newest first (admins only).
  router.get('/api/events/history', requireAdmin, validate('query', historyQuerySchema), async (ctx) => {
    const { eventId } = validated<{ eventId?: string }>(ctx.state, 'query');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listChanges(eventId);
  });

  router.get('/api/events/:id', cacheable, async (ctx) => {
    ctx.body = await getEvent(ctx.params.id!);
  });

  router.post(
    '/api/events',
    requireEventEditor,
    legacyTime,
    validate('body', eventInputSchema),
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await createEvent(validated<EventInput>(ctx.state, 'body'), sessionUser(ctx)!);
    },
  );

  router.patch('/api/events/:id', requireEventEditor, async (ctx) => {
    // Validated after merging with the stored event (a PATCH may carry only some fields).
    const { before, after } = await updateEvent(
      ctx.params.id!,
      acceptLegacyTime((ctx.request as { body?: unknown }).body),
      sessionUser(ctx)!,
    );
    await afterEventChange(signup, before, after);
    ctx.body = after;
  });

  router.delete('/api/events/:id', requireEventEditor, async (ctx) => {
    const event = await getEvent(ctx.params.id!);
    await deleteEvent(event.id, sessionUser(ctx)!);
    await cancelByMinistry(signup, event, 'all');
    ctx.status = 204;
  });

  // Cancels one day of an event (for a one-time event: the event). Those signed up are told.
  router.delete('/api/events/:id/occurrences/:date', requireEventEditor, async (ctx) => {
    const { event, date } = await findOccurrence(ctx.params.id!, ctx.params.date!);
    if (event.isRecurring) await excludeDay(event, date, sessionUser(ctx)!);
    else await deleteEvent(event.id, sessionUser(ctx)!);
    await cancelByMinistry(signup, event, event.isRecurring ? [date] : 'all');
    ctx.status = 204;
  });

  return router;
}
