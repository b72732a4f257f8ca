import Router from '@koa/router';
import { roleChangeSchema } from '@ministry/contracts/auth';
import type { UserRole } from '@ministry/contracts/user';
import { requireAdmin } from '@ministry/kit/guards';
import type { MongoSessionStore } from '@ministry/kit/session';
import { validate, validated } from '@ministry/kit/validate';
import type { IdentityConfig } from '../config';
import { changeRole, listUsers, toPublicUser, toSessionUser } from './service';

/** Staff: the members' list and their roles (admins only: 401 signed out, 403 otherwise). */
export function adminUsersRouter(config: IdentityConfig, sessionStore: MongoSessionStore): Router {
  const router = new Router({ prefix: '/api/admin/users' });
  router.use(requireAdmin);

  router.get('/', async (ctx) => {
    ctx.body = (await listUsers()).map((user) => toPublicUser(user));
  });

  router.patch('/:userId/role', validate('body', roleChangeSchema), async (ctx) => {
    const { role } = validated<{ role: UserRole }>(ctx.state, 'body');
    const user = await changeRole(ctx.params.userId ?? '', role);
    // The new role takes effect in that user's open sessions too, in every service.
    await sessionStore.updateUserSessions(toSessionUser(user));
    ctx.body = toPublicUser(user);
  });

  return router;
}
