import Router from '@koa/router';
import type { ArchivePage } from '@ministry/contracts/outreach';
import type { IdentityContext } from '../../context';
import { announcementModels, type StoredAnnouncement } from './model';
import { findAnnouncement, toArchived } from './service';
import { AppError } from '@ministry/kit/errors';

const PAGE_SIZE = 20;

/** The public archive: sent announcements marked public, newest first, `?page=` from 1. */
export function announcementArchiveRouter(context: Pick<IdentityContext, 'data' | 'now'>): Router {
  const router = new Router({ prefix: '/api/announcements' });
  const visible = { state: 'sent' as const, public: true };

  router.get('/', async (ctx) => {
    const page = Math.min(Math.max(1, Number.parseInt(String(ctx.query.page ?? '1'), 10) || 1), 10_000);
    const { announcements } = announcementModels(context.data);
    const [items, total] = await Promise.all([
      announcements
        .find(visible)
        .sort({ sentAt: -1 })
        .skip((page - 1) * PAGE_SIZE)
        .limit(PAGE_SIZE)
        .lean<(StoredAnnouncement & { _id: unknown })[]>(),
      announcements.countDocuments(visible),
    ]);
    const body: ArchivePage = { items: items.map(toArchived), page, pageSize: PAGE_SIZE, total };
    ctx.body = body;
  });

  router.get('/:id', async (ctx) => {
    const found = await findAnnouncement(context, ctx.params.id ?? '');
    if (found.state !== 'sent' || !found.public) throw new AppError(404, 'outreach.announcementNotFound');
    ctx.body = toArchived(found);
  });

  return router;
}
