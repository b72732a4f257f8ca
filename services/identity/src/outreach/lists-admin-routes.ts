import Router from '@koa/router';
import {
  mailingListSchema,
  newMailingListSchema,
  type MailingList,
  type MailingListInput,
} from '@ministry/contracts/outreach';
import { AppError } from '@ministry/kit/errors';
import { requireAdmin } from '@ministry/kit/guards';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { validate, validated } from '@ministry/kit/validate';
import type { IdentityContext } from '../context';
import { audienceOf } from './audience';
import { allLists, findList, toSummary, type OutreachContext } from './consent';
import { outreachModels, type StoredMailingList } from './model';

/** A list as staff see it: with the addresses an announcement to it would reach now. */
async function withCount(context: OutreachContext, list: StoredMailingList): Promise<MailingList> {
  return {
    ...toSummary(list),
    public: list.public,
    closed: list.closed,
    subscribers: (await audienceOf(context, [list._id])).length,
  };
}

/** Staff's mailing lists (admins only: 401 signed out, 403 otherwise). Lists are closed, never deleted. */
export function listsAdminRouter(context: IdentityContext): Router {
  const router = new Router({ prefix: '/api/admin/mailing-lists' });
  router.use(requireAdmin);
  const { lists } = outreachModels(context.data);

  router.get('/', async (ctx) => {
    const all = await allLists(context);
    const counted: MailingList[] = [];
    for (const list of all) counted.push(await withCount(context, list));
    ctx.body = counted;
  });

  router.post('/', validate('body', newMailingListSchema), async (ctx) => {
    const { id, ...fields } = validated<MailingListInput & { id: string }>(ctx.state, 'body');
    try {
      await lists.create({ _id: id, ...fields, createdAt: new Date(context.now()) });
    } catch (error) {
      if (isDuplicateKey(error)) throw new AppError(409, 'outreach.listExists');
      throw error;
    }
    ctx.status = 201;
    ctx.body = await withCount(context, (await findList(context, id))!);
  });

  router.put('/:id', validate('body', mailingListSchema), async (ctx) => {
    const id = ctx.params.id ?? '';
    const fields = validated<MailingListInput>(ctx.state, 'body');
    const { matchedCount } = await lists.updateOne({ _id: id }, { $set: fields });
    if (matchedCount === 0) throw new AppError(404, 'api.notFound');
    ctx.body = await withCount(context, (await findList(context, id))!);
  });

  return router;
}
