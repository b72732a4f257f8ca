import Router from '@koa/router';
import type { Middleware } from 'koa';
import { eventInputSchema, type EventInput } from '@ministry/contracts/event-input';
import { requireAdmin, requireEventEditor, sessionUser } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { listChanges } from '../history/service';
import { afterEventChange, cancelByMinistry } from '../registrations/settlement';
import { findOccurrence, type SignupContext } from '../registrations/shared';
import { historyQuerySchema } from './schemas';
import { acceptLegacyTime, createEvent, deleteEvent, excludeDay, getEvent, updateEvent } from './service';

/** An older client's free-text `time`, read into the two times before validation. */
const legacyTime: Middleware = async (ctx, next) => {
  const request = ctx.request as { body?: unknown };
  request.body = acceptLegacyTime(request.body);
  await next();
};

/**
 * Staff: writing events, for event editors and admins (401 signed out, 403 otherwise). Deleting an
 * event, or one of its days, or editing it so a day no longer happens, tells everyone signed up for
 * those days and removes their sign-ups.
 */
export function eventEditorRouter(signup: SignupContext): Router {
  const router = new Router();
  router.use(requireEventEditor);

  router.post('/api/events', legacyTime, validate('body', eventInputSchema), async (ctx) => {
    ctx.status = 201;
    ctx.body = await createEvent(validated<EventInput>(ctx.state, 'body'), sessionUser(ctx)!);
  });

  router.patch('/api/events/:id', async (ctx) => {
    // Validated after merging with the stored event (a PATCH may carry only some fields).
    const { before, after } = await updateEvent(
      ctx.params.id!,
      acceptLegacyTime((ctx.request as { body?: unknown }).body),
      sessionUser(ctx)!,
    );
    await afterEventChange(signup, before, after);
    ctx.body = after;
  });

  router.delete('/api/events/:id', async (ctx) => {
    const event = await getEvent(ctx.params.id!);
    await deleteEvent(event.id, sessionUser(ctx)!);
    await cancelByMinistry(signup, event, 'all');
    ctx.status = 204;
  });

  // Cancels one day of an event (for a one-time event: the event). Those signed up are told.
  router.delete('/api/events/:id/occurrences/:date', async (ctx) => {
    const { event, date } = await findOccurrence(ctx.params.id!, ctx.params.date!);
    if (event.isRecurring) await excludeDay(event, date, sessionUser(ctx)!);
    else await deleteEvent(event.id, sessionUser(ctx)!);
    await cancelByMinistry(signup, event, event.isRecurring ? [date] : 'all');
    ctx.status = 204;
  });

  return router;
}

/** Staff: who created, changed or deleted which event, newest first (admins only). */
export function eventHistoryRouter(): Router {
  const router = new Router();
  router.use(requireAdmin);

  router.get('/api/events/history', validate('query', historyQuerySchema), async (ctx) => {
    const { eventId } = validated<{ eventId?: string }>(ctx.state, 'query');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listChanges(eventId);
  });

  return router;
}
