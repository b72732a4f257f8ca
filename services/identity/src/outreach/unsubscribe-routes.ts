import Router from '@koa/router';
import type { Context } from 'koa';
import { object } from 'yup';
import type { UnsubscribeInfo } from '@ministry/contracts/outreach';
import { parseLanguage } from '@ministry/contracts/language';
import { AppError } from '@ministry/kit/errors';
import { validate } from '@ministry/kit/validate';
import { maskEmail } from '@ministry/mail/templates/email-changed';
import type { IdentityContext } from '../context';
import { findUser } from '../users/service';
import {
  consentForKey,
  findList,
  isCriteriaList,
  suppressedOn,
  toSummary,
  unsubscribe,
  type OutreachContext,
} from './consent';
import { addressKey, readUnsubscribeToken, type StoredConsent, type StoredMailingList } from './model';

/**
 * The links in every announcement (RFC 8058): GET shows what the link is about and never changes
 * anything (mail scanners follow links); POST unsubscribes with the token alone: no cookie, no
 * session, no Origin (a mail provider's server sends `List-Unsubscribe=One-Click` form-encoded; the
 * kit's body parser leaves a form body unread and the origin check passes a request without Origin).
 */
interface Named {
  list: StoredMailingList;
  key: string;
  consent: StoredConsent | null;
}

async function named(context: IdentityContext, token: string): Promise<Named> {
  const read = readUnsubscribeToken(context.config.sessionKeys, token);
  const list = read ? await findList(context, read.listId) : null;
  if (!read || !list) throw new AppError(400, 'outreach.linkInvalid');
  return { list, key: read.addressKey, consent: await consentForKey(context, read.listId, read.addressKey) };
}

async function info(context: OutreachContext, { list, key, consent }: Named): Promise<UnsubscribeInfo> {
  const member = consent?.userId ? await findUser(consent.userId) : null;
  const suppressed = await suppressedOn(context, list._id, key);
  return {
    list: toSummary(list),
    email: maskEmail(consent?.email ?? member?.email ?? ''),
    // On a list by criteria she is on without a consent: until she leaves it (its suppression).
    subscribed:
      (isCriteriaList(list) || consent?.subscribed === true) && !suppressed.list && !suppressed.bounce,
    language: member ? parseLanguage(member.preferredLanguage) : (consent?.language ?? 'en'),
    member: member !== null,
  };
}

const wantsJson = (ctx: Context) => ctx.accepts('json', 'html') === 'json';

export function unsubscribeRouter(context: IdentityContext): Router {
  const router = new Router({ prefix: '/api/unsubscribe' });

  router.get('/:token', async (ctx) => {
    const token = ctx.params.token ?? '';
    ctx.set('Cache-Control', 'no-store');
    if (!wantsJson(ctx)) {
      ctx.status = 303;
      ctx.redirect(`/unsubscribe/${encodeURIComponent(token)}`);
      return;
    }
    ctx.body = await info(context, await named(context, token));
  });

  // The page sends `{}`; a mail provider's form body is left unparsed (read as `{}`).
  router.post('/:token', validate('body', object({})), async (ctx) => {
    const found = await named(context, ctx.params.token ?? '');
    // A JSON body comes from the site's page; anything else is a mail provider's one-click POST.
    const via = ctx.is('application/json') ? 'unsubscribe-page' : 'one-click';
    const keys = [found.key];
    if (found.consent?.userId) {
      const member = await findUser(found.consent.userId);
      if (member) keys.push(addressKey(member.email));
    }
    // What the page showed, read before her address is erased from the consent.
    const before = await info(context, found);
    await unsubscribe(context, found.list._id, found.consent, keys, via);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ...before, subscribed: false } satisfies UnsubscribeInfo;
  });

  return router;
}
