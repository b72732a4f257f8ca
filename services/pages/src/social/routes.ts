import Router from '@koa/router';
import type { SocialImages } from './images';

/** GET /social/<name>.<hash>.png: the preview card and the logo, cached for a year (the name changes with them). */
export function socialRouter(images: SocialImages): Router {
  const router = new Router();
  router.get('/social/:file', (ctx) => {
    const image = images.byPath.get(ctx.path);
    if (!image) {
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Not Found';
      return;
    }
    ctx.type = image.type;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.body = image.body;
  });
  return router;
}
