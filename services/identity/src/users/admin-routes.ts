import Router from '@koa/router';
import { financeChangeSchema, roleChangeSchema } from '@ministry/contracts/auth';
import type { UserRole } from '@ministry/contracts/user';
import { requireAdmin, sessionUser } from '@ministry/kit/guards';
import type { MongoSessionStore } from '@ministry/kit/session';
import { validate, validated } from '@ministry/kit/validate';
import type { IdentityContext } from '../context';
import { setFinance } from './finance';
import { listUsers, toPublicUser, toSessionUser } from './service';
import { changeRole } from './staff-powers';

/** Staff: the members' list and their roles (admins only: 401 signed out, 403 otherwise). */
export function adminUsersRouter(context: IdentityContext, sessionStore: MongoSessionStore): Router {
  const router = new Router({ prefix: '/api/admin/users' });
  router.use(requireAdmin);

  router.get('/', async (ctx) => {
    ctx.body = (await listUsers()).map((user) => toPublicUser(user));
  });

  router.patch('/:userId/role', validate('body', roleChangeSchema), async (ctx) => {
    const { role } = validated<{ role: UserRole }>(ctx.state, 'body');
    const user = await changeRole(context, sessionUser(ctx)?.id ?? '', ctx.params.userId ?? '', role);
    // The new role takes effect in that user's open sessions too, in every service.
    await sessionStore.updateUserSessions(toSessionUser(user));
    ctx.body = toPublicUser(user);
  });

  router.put('/:userId/finance', validate('body', financeChangeSchema), async (ctx) => {
    const { finance } = validated<{ finance: boolean }>(ctx.state, 'body');
    // Decided on the stored account, not the session's copy: a permission just taken away counts.
    const user = await setFinance(context, sessionUser(ctx)?.id ?? '', ctx.params.userId ?? '', finance);
    await sessionStore.updateUserSessions(toSessionUser(user));
    ctx.body = toPublicUser(user);
  });

  return router;
}
