import Router from '@koa/router';
import { AppError } from '@ministry/kit/errors';
import { sessionUser } from '@ministry/kit/guards';

/** Session endpoints every page uses. Login and registration arrive with the identity issue. */
export function authRouter(): Router {
  const router = new Router();

  router.get('/api/auth/user', (ctx) => {
    const user = sessionUser(ctx);
    if (!user) throw new AppError(401, 'api.unauthorized');
    ctx.body = user;
  });

  router.post('/api/auth/logout', (ctx) => {
    ctx.session = null;
    ctx.status = 204;
  });

  router.get('/api/logout', (ctx) => {
    ctx.session = null;
    ctx.redirect('/');
  });

  return router;
}
