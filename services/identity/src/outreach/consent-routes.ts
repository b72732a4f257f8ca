import Router from '@koa/router';
import {
  listSubscribeSchema,
  myListsSchema,
  type ListSubscribeInput,
  type MyListsInput,
  type MyMailingLists,
} from '@ministry/contracts/outreach';
import { linkToken } from '@ministry/contracts/auth';
import { parseLanguage } from '@ministry/contracts/language';
import { translateMessage } from '@ministry/contracts/messages';
import { AppError } from '@ministry/kit/errors';
import { requireUser } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { object } from 'yup';
import { currentUser } from '../auth/routes';
import type { IdentityContext } from '../context';
import type { UserDocument } from '../users/model';
import {
  allLists,
  isCriteriaList,
  listsOpenTo,
  memberConsents,
  subscribe,
  toSummary,
  unsubscribe,
  type OutreachContext,
} from './consent';
import { addressKey } from './model';
import { visitorRequests } from './visitor-requests';

const confirmSchema = object({ token: linkToken('outreach.linkInvalid') });

/**
 * GET /api/account/mailing-lists: every open list (and any closed one she is still on), with her
 * choice; never a list by criteria (nobody opts into one; she leaves it by its messages' link).
 */
export async function myMailingLists(context: OutreachContext, user: UserDocument): Promise<MyMailingLists> {
  const consents = await memberConsents(context, String(user._id));
  const lists = (await allLists(context)).filter(
    (list) => !isCriteriaList(list) && (!list.closed || consents.get(list._id)?.subscribed),
  );
  return {
    lists: lists.map((list) => ({
      ...toSummary(list),
      subscribed: consents.get(list._id)?.subscribed === true,
    })),
    pendingVerification: !user.emailVerified,
  };
}

/**
 * PUT /api/account/mailing-lists: she is on the lists named and off every other she was on, each
 * change one record. Signed in with a verified address, her choice is proven and lifts her leaving a
 * list; unverified, it is kept (the suppression too) and the audience leaves her out until verified.
 */
export async function setMyMailingLists(context: OutreachContext, user: UserDocument, wanted: string[]) {
  const userId = String(user._id);
  const consents = await memberConsents(context, userId);
  // A list that became one by criteria keeps its old consents unread: her choice here never touches it.
  for (const list of await allLists(context)) if (isCriteriaList(list)) consents.delete(list._id);
  const kept = [...consents.values()].filter((c) => c.subscribed).map((c) => c.listId);
  const allowed = new Set([...(await listsOpenTo(context, wanted, 'member')).map((l) => l._id), ...kept]);
  if (wanted.some((id) => !allowed.has(id))) throw new AppError(400, 'outreach.listUnknown');
  const verified = user.emailVerified === true;
  for (const listId of new Set(wanted))
    await subscribe(context, {
      listId,
      email: user.email,
      userId,
      language: parseLanguage(user.preferredLanguage),
      via: 'account',
      proven: verified,
      storeIfSuppressed: true,
      existing: consents.get(listId),
    });
  for (const consent of consents.values())
    if (consent.subscribed && !wanted.includes(consent.listId))
      await unsubscribe(context, consent.listId, consent, [addressKey(user.email)], 'account');
}

/** The public lists, a visitor's double opt-in, and a member's own choice. */
export function consentRouter(context: IdentityContext): Router {
  const router = new Router();
  const visitors = visitorRequests(context);

  router.get('/api/mailing-lists', async (ctx) => {
    ctx.body = (await allLists(context))
      .filter((list) => list.public && !list.closed && !isCriteriaList(list))
      .map(toSummary);
  });

  // Always 202 with the same words: whether the address is known, subscribed or left is never told.
  router.post('/api/mailing-lists/subscribe', validate('body', listSubscribeSchema), async (ctx) => {
    const input = validated<ListSubscribeInput>(ctx.state, 'body');
    await visitors.request(input);
    ctx.status = 202;
    ctx.body = { message: translateMessage('outreach.subscribeRequested', input.language) };
  });

  router.post('/api/mailing-lists/confirm', validate('body', confirmSchema), async (ctx) => {
    const { token } = validated<{ token: string }>(ctx.state, 'body');
    ctx.body = await visitors.confirm(token);
  });

  router.get('/api/account/mailing-lists', requireUser, async (ctx) => {
    ctx.body = await myMailingLists(context, await currentUser(ctx));
  });

  router.put('/api/account/mailing-lists', requireUser, validate('body', myListsSchema), async (ctx) => {
    const user = await currentUser(ctx);
    await setMyMailingLists(context, user, validated<MyListsInput>(ctx.state, 'body').lists);
    ctx.body = await myMailingLists(context, user);
  });

  return router;
}
