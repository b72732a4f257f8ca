import Router from '@koa/router';
import type { Context } from 'koa';
import { withoutDiscountCodes } from '@ministry/contracts/event-discount-codes';
import type { Language } from '@ministry/contracts/language';
import { isEventEditorUser, type UserRole } from '@ministry/contracts/user';
import { sessionUser } from '@ministry/kit/guards';
import { cacheable } from '@ministry/kit/http-cache';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import { buildCalendar, calendarFileName } from './ics';
import { eventsQuerySchema, feedQuerySchema, type EventsQuery, type FeedQuery } from './schemas';
import type { SignupContext } from '../registrations/shared';
import { withSeats } from '../registrations/signup';
import { getEvent, listEvents, listOccurrences } from './service';

function sendCalendar(ctx: Context, body: string, fileName: string, disposition: 'inline' | 'attachment') {
  ctx.type = 'text/calendar; charset=utf-8';
  ctx.set('Content-Disposition', `${disposition}; filename="${fileName}"`);
  ctx.body = body;
}

/**
 * Discount codes are for event editors only: anyone else reads events without them. An editor's read
 * with the codes is hers alone, never kept by a shared cache.
 */
function forReader<T extends Parameters<typeof withoutDiscountCodes>[0]>(ctx: Context, events: T[]): T[] {
  const user = sessionUser(ctx);
  const editor =
    user &&
    isEventEditorUser({
      role: user.role as UserRole,
      username: user.username,
      canManageEvents: user.canManageEvents,
    });
  if (editor) {
    ctx.state.cacheable = false;
    return events;
  }
  return events.map(withoutDiscountCodes);
}

/**
 * Events: reads for everyone (the calendar files' links from SITE_URL, never the request's Host); the
 * staff's writes and history are in admin-routes.ts. An id that is malformed or names no event is a 404.
 */
export function eventsRouter(signup: SignupContext): Router {
  const router = new Router();

  router.get('/api/events', cacheable, validate('query', eventsQuerySchema), async (ctx) => {
    const { from, to, category } = validated<EventsQuery>(ctx.state, 'query');
    const found =
      from && to ? await withSeats(await listOccurrences(from, to, category)) : await listEvents(category);
    ctx.body = forReader<(typeof found)[number]>(ctx, found);
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

  router.get('/api/events/:id', cacheable, async (ctx) => {
    ctx.body = forReader(ctx, [await getEvent(ctx.params.id!)])[0];
  });

  return router;
}
