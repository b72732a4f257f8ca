import Router from '@koa/router';
import {
  mailingListSchema,
  newMailingListSchema,
  staffUnsubscribeSchema,
  type MailingList,
  type MailingListInput,
  type StaffUnsubscribeInput,
} from '@ministry/contracts/outreach';
import { AppError } from '@ministry/kit/errors';
import { requireAdmin } from '@ministry/kit/guards';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { validate, validated } from '@ministry/kit/validate';
import type { IdentityContext } from '../context';
import { audienceOf, type AudienceContext } from './audience';
import { allLists, findList, toSummary } from './consent';
import { AudienceUnavailable } from './criteria-client';
import { outreachModels, type StoredMailingList } from './model';
import { staffUnsubscribe } from './staff-unsubscribe';

/**
 * A list as staff see it: with the addresses an announcement to it would reach now (null for a
 * criteria list whose service did not answer: the other lists are shown all the same).
 */
async function withCount(context: AudienceContext, list: StoredMailingList): Promise<MailingList> {
  let subscribers: number | null = null;
  try {
    subscribers = (await audienceOf(context, [list._id])).length;
  } catch (error) {
    if (!(error instanceof AudienceUnavailable)) throw error;
  }
  return {
    ...toSummary(list),
    public: list.public,
    closed: list.closed,
    criteria: list.criteria ?? null,
    subscribers,
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

  /** A person's request to leave, by mail, phone or letter (staff-unsubscribe.ts): `{ lists, by }`. */
  router.post('/unsubscribe', validate('body', staffUnsubscribeSchema), async (ctx) => {
    const { request } = validated<StaffUnsubscribeInput>(ctx.state, 'body');
    ctx.body = await staffUnsubscribe(context, request);
  });

  return router;
}
