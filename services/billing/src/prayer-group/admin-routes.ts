import Router from '@koa/router';
import { prayerGroupSchema, type PrayerGroupInput } from '@ministry/contracts/prayer-group';
import { requireAdmin } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { PRIVATE, readPrayerGroup, savePrayerGroup, settingsBody } from './store';

/** Staff (admins only): the weekly online prayer group's link, time and note, set once. */
export function adminPrayerGroupRouter(): Router {
  const router = new Router();
  router.use(requireAdmin);

  router.get('/api/admin/prayer-group', async (ctx) => {
    ctx.set('Cache-Control', PRIVATE);
    ctx.body = settingsBody(await readPrayerGroup());
  });

  router.put('/api/admin/prayer-group', validate('body', prayerGroupSchema), async (ctx) => {
    await savePrayerGroup(validated<PrayerGroupInput>(ctx.state, 'body'));
    ctx.set('Cache-Control', PRIVATE);
    ctx.body = settingsBody(await readPrayerGroup());
  });

  return router;
}
