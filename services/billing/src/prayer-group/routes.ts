import Router from '@koa/router';
import { localize } from '@ministry/contracts/language';
import type { PrayerGroupLink } from '@ministry/contracts/prayer-group';
import { AppError } from '@ministry/kit/errors';
import { requireUser, sessionUser } from '@ministry/kit/guards';
import { requestLanguage } from '@ministry/kit/request-language';
import { SubscriptionModel } from '../billing/model';
import { PRIVATE, readPrayerGroup } from './store';

/**
 * The weekly online prayer group every plan includes: a member whose subscription is active reads its
 * link, time and note in her language.
 */
export function prayerGroupRouter(): Router {
  const router = new Router();

  router.get('/api/subscription/prayer-group', requireUser, async (ctx) => {
    ctx.set('Cache-Control', PRIVATE);
    const subscription = await SubscriptionModel.findOne({ userId: sessionUser(ctx)!.id }).lean();
    if (subscription?.status !== 'active') throw new AppError(403, 'prayerGroup.membersOnly');
    const found = await readPrayerGroup();
    if (!found) throw new AppError(404, 'prayerGroup.notSet');
    const language = requestLanguage(ctx);
    const note = localize(found.note, found.noteEs, language);
    const body: PrayerGroupLink = {
      url: found.url,
      when: localize(found.when, found.whenEs, language),
      note: note || null,
    };
    ctx.body = body;
  });

  return router;
}
