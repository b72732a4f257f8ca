import Router from '@koa/router';
import { listEvents } from './service';

export function eventsRouter(): Router {
  const router = new Router({ prefix: '/api/events' });
  router.get('/', async (ctx) => {
    ctx.body = await listEvents();
  });
  return router;
}
