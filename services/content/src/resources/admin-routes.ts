import Router from '@koa/router';
import {
  resourceInputSchema,
  resourceUpdateSchema,
  type ResourceInput,
  type ResourceUpdate,
} from '@ministry/contracts/resource-input';
import { AppError } from '@ministry/kit/errors';
import { requireAdmin } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { createResource, deleteResource, updateResource } from './service';

const notFound = () => new AppError(404, 'resource.notFound');

/**
 * Staff: adding, changing and removing resources (admins only: 401 signed out, 403 otherwise), on the
 * paths the public list uses (`/api/resources`, `/api/resources/:id`).
 */
export function adminResourcesRouter(): Router {
  const router = new Router({ prefix: '/api/resources' });
  router.use(requireAdmin);

  router.post('/', validate('body', resourceInputSchema), async (ctx) => {
    ctx.status = 201;
    ctx.body = await createResource(validated<ResourceInput>(ctx.state, 'body'));
  });

  router.patch('/:id', validate('body', resourceUpdateSchema), async (ctx) => {
    const resource = await updateResource(ctx.params.id ?? '', validated<ResourceUpdate>(ctx.state, 'body'));
    if (!resource) throw notFound();
    ctx.body = resource;
  });

  router.delete('/:id', async (ctx) => {
    if (!(await deleteResource(ctx.params.id ?? ''))) throw notFound();
    ctx.status = 204;
  });

  return router;
}
