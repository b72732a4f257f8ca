import Router from '@koa/router';
import {
  accountDeletionConfirmSchema,
  accountDeletionRequestSchema,
  type AccountDeletionConfirmInput,
  type AccountDeletionRequestInput,
} from '@ministry/contracts/account-deletion';
import { AppError } from '@ministry/kit/errors';
import { requireAdmin, requireUser } from '@ministry/kit/guards';
import type { MongoSessionStore } from '@ministry/kit/session';
import { validate, validated } from '@ministry/kit/validate';
import { currentUser } from '../auth/routes';
import type { IdentityContext } from '../context';
import { findUser } from '../users/service';
import { cancelDeletion, confirmDeletion, requestDeletion, scheduleDeletion } from './deletion-service';

/** "Delete my account": hers (password, then the e-mailed link), and an admin's for a phone or letter request. */
export function deletionRouters(context: IdentityContext, sessionStore: MongoSessionStore): Router[] {
  return [adminDeletionRouter(context, sessionStore), accountDeletionRouter(context, sessionStore)];
}

function accountDeletionRouter(context: IdentityContext, sessionStore: MongoSessionStore): Router {
  const router = new Router();

  router.post(
    '/api/account/deletion',
    requireUser,
    validate('body', accountDeletionRequestSchema),
    async (ctx) => {
      const user = await currentUser(ctx);
      const { password } = validated<AccountDeletionRequestInput>(ctx.state, 'body');
      await requestDeletion(context, ctx, user, password);
      ctx.status = 202;
      ctx.body = { sent: true };
    },
  );

  // The page /account-deletion#token=… posts this when she presses its button (never on opening it).
  router.post(
    '/api/account/deletion/confirm',
    validate('body', accountDeletionConfirmSchema),
    async (ctx) => {
      const { token } = validated<AccountDeletionConfirmInput>(ctx.state, 'body');
      ctx.body = await confirmDeletion(context, sessionStore, token);
      // Her sessions ended, this browser's with them.
      ctx.session = null;
    },
  );

  return router;
}

/** A request received by phone or letter: an admin starts (the same 14 days) or cancels it. */
function adminDeletionRouter(context: IdentityContext, sessionStore: MongoSessionStore): Router {
  const router = new Router({ prefix: '/api/admin/users' });
  router.use(requireAdmin);
  const target = async (id: string) => {
    const user = await findUser(id);
    if (!user) throw new AppError(404, 'api.notFound');
    return user;
  };

  router.post('/:userId/deletion', async (ctx) => {
    ctx.body = await scheduleDeletion(context, sessionStore, await target(ctx.params.userId ?? ''), 'admin');
  });

  router.delete('/:userId/deletion', async (ctx) => {
    if (!(await cancelDeletion(await target(ctx.params.userId ?? ''))))
      throw new AppError(409, 'privacy.deletionNotPending');
    ctx.status = 204;
  });

  return router;
}
