import Router from '@koa/router';
import { requireAdmin } from '@ministry/kit/guards';
import { listContactSubmissions, markAnswered } from './service';

/** Staff: the messages sent through the contact form (admins only: 401 signed out, 403 otherwise). */
export function adminContactRouter(): Router {
  const router = new Router();
  router.use(requireAdmin);

  router.get('/api/admin/contact-submissions', async (ctx) => {
    ctx.body = await listContactSubmissions();
  });

  router.post('/api/admin/contact-submissions/:id/answered', async (ctx) => {
    ctx.body = await markAnswered(ctx.params.id!);
  });

  return router;
}
