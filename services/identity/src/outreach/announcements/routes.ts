import Router from '@koa/router';
import { announcementSchema, scheduleSchema, type AnnouncementInput } from '@ministry/contracts/outreach';
import { AppError } from '@ministry/kit/errors';
import { requireAdmin, sessionUser } from '@ministry/kit/guards';
import { createLogger, errorFields } from '@ministry/kit/logger';
import { validate, validated } from '@ministry/kit/validate';
import type { IdentityContext } from '../../context';
import { findUser } from '../../users/service';
import { announcementModels, type StoredAnnouncement } from './model';
import { previewAnnouncement, sendDueAnnouncements, sendTestAnnouncement } from './send';
import {
  createAnnouncement,
  findAnnouncement,
  scheduleAnnouncement,
  toAnnouncement,
  unscheduleAnnouncement,
  updateAnnouncement,
} from './service';

/** Staff's announcements (admins only): drafts, preview, a test to herself, schedule and unschedule. */
export function adminAnnouncementsRouter(context: IdentityContext): Router {
  const router = new Router({ prefix: '/api/admin/announcements' });
  router.use(requireAdmin);
  const logger = createLogger('identity', context.config.logLevel);
  /** Test sends so far in this process: with the time, each test send's keys are unique. */
  let tests = 0;

  router.get('/', async (ctx) => {
    const all = await announcementModels(context.data)
      .announcements.find()
      .sort({ createdAt: -1 })
      .lean<(StoredAnnouncement & { _id: unknown })[]>();
    ctx.body = all.map(toAnnouncement);
  });

  router.post('/', validate('body', announcementSchema), async (ctx) => {
    const input = validated<AnnouncementInput>(ctx.state, 'body');
    ctx.status = 201;
    ctx.body = toAnnouncement(await createAnnouncement(context, input));
  });

  router.get('/:id', async (ctx) => {
    ctx.body = toAnnouncement(await findAnnouncement(context, ctx.params.id ?? ''));
  });

  router.put('/:id', validate('body', announcementSchema), async (ctx) => {
    const input = validated<AnnouncementInput>(ctx.state, 'body');
    ctx.body = toAnnouncement(await updateAnnouncement(context, ctx.params.id ?? '', input));
  });

  router.get('/:id/preview', async (ctx) => {
    ctx.body = await previewAnnouncement(context, await findAnnouncement(context, ctx.params.id ?? ''));
  });

  router.post('/:id/test', async (ctx) => {
    const id = ctx.params.id ?? '';
    const announcement = await findAnnouncement(context, id);
    const staff = await findUser(sessionUser(ctx)?.id ?? '');
    if (!staff) throw new AppError(401, 'api.unauthorized');
    tests += 1;
    await sendTestAnnouncement(context, id, announcement, staff.email, context.now() * 1000 + (tests % 1000));
    ctx.status = 202;
    ctx.body = { to: staff.email };
  });

  router.post('/:id/schedule', validate('body', scheduleSchema), async (ctx) => {
    const { at } = validated<{ at: string }>(ctx.state, 'body');
    const scheduled = await scheduleAnnouncement(context, ctx.params.id ?? '', at);
    // "Send now": the job's pass at once, in the background (the claim keeps it to one expansion).
    if (!at)
      void sendDueAnnouncements(context).catch((error: unknown) =>
        logger.error('announcement-send failed', errorFields(error)),
      );
    ctx.body = toAnnouncement(scheduled);
  });

  router.post('/:id/unschedule', async (ctx) => {
    ctx.body = toAnnouncement(await unscheduleAnnouncement(context, ctx.params.id ?? ''));
  });

  return router;
}
