import { string } from 'yup';
import type { StaffUnsubscribeResult } from '@ministry/contracts/outreach';
import { AppError } from '@ministry/kit/errors';
import type { IdentityContext } from '../context';
import { findByLogin, findUser } from '../users/service';
import { allLists, consentForKey, findList, unsubscribe } from './consent';
import { addressKey, outreachModels, readUnsubscribeToken, type StoredConsent } from './model';

/**
 * Staff process a request to leave the lists that did not come through a link (issue 44): an
 * unsubscribe e-mail to MAIL_UNSUBSCRIBE_ADDRESS (its subject, "unsubscribe <token>", or its body,
 * pasted), a phone call or a letter (her address). A token takes her off the list it names; an
 * address takes her off every list, and keeps every list from subscribing her again by anything but
 * her own proven choice. Each change is recorded with `via: 'staff'`.
 */

/** Anything shaped like a token (`<list>.<address key>.<signature>`), checked one by one. */
const TOKEN_LIKE = /(?<![a-z0-9-])[a-z0-9-]{1,40}\.[0-9a-f]{64}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/** The text as pasted, and URL-decoded too (a pasted mailto link writes its space as %20). */
function readings(text: string): string[] {
  try {
    return [text, decodeURIComponent(text)];
  } catch {
    return [text, text.replace(/%20/gi, ' ')];
  }
}

/** The list and address key of the first valid token in the text, or null. */
export function tokenIn(sessionKeys: string[], text: string) {
  for (const reading of readings(text))
    for (const [candidate] of reading.matchAll(TOKEN_LIKE)) {
      const read = readUnsubscribeToken(sessionKeys, candidate);
      if (read) return read;
    }
  return null;
}

const addressSchema = string().trim().email().max(254);

/** The address the whole request is (`ruth@example.org`, `<ruth@…>`, `mailto:ruth@…`), or null. */
export function addressIn(text: string): string | null {
  const bare = text
    .trim()
    .replace(/^mailto:/i, '')
    .replace(/^<(.*)>$/, '$1')
    .trim();
  return bare.includes('@') && addressSchema.isValidSync(bare) ? bare : null;
}

/** The keys one consent's address may be suppressed under: its own, and a member's current address. */
async function keysOf(consent: StoredConsent | null, key: string): Promise<string[]> {
  const keys = [key];
  if (consent?.userId) {
    const member = await findUser(consent.userId);
    if (member) keys.push(addressKey(member.email));
  }
  return keys;
}

async function byToken(context: IdentityContext, listId: string, key: string): Promise<number> {
  if (!(await findList(context, listId))) throw new AppError(400, 'outreach.unsubscribeRequestUnread');
  const consent = await consentForKey(context, listId, key);
  await unsubscribe(context, listId, consent, await keysOf(consent, key), 'staff');
  return consent?.subscribed ? 1 : 0;
}

async function byAddress(context: IdentityContext, email: string): Promise<number> {
  const key = addressKey(email);
  const { consents } = outreachModels(context.data);
  // Her consents under this address, and a member's whose account has it now (made under an earlier one).
  const member = await findByLogin(email);
  const found = await consents
    .find({
      $or: [{ addressKey: key }, ...(member ? [{ userId: String(member._id) }] : [])],
    })
    .lean<StoredConsent[]>();
  const left = new Set<string>();
  for (const consent of found) {
    await unsubscribe(context, consent.listId, consent, await keysOf(consent, key), 'staff');
    if (consent.subscribed) left.add(consent.listId);
  }
  // The lists she was never on: suppressed too, so no import or registration adds her later.
  const touched = new Set(found.map((consent) => consent.listId));
  for (const list of await allLists(context))
    if (!touched.has(list._id)) await unsubscribe(context, list._id, null, [key], 'staff');
  return left.size;
}

/** Reads staff's request and does it, or 400 `outreach.unsubscribeRequestUnread` when it holds neither. */
export async function staffUnsubscribe(
  context: IdentityContext,
  request: string,
): Promise<StaffUnsubscribeResult> {
  const token = tokenIn(context.config.sessionKeys, request);
  if (token) return { lists: await byToken(context, token.listId, token.addressKey), by: 'token' };
  const email = addressIn(request);
  if (email) return { lists: await byAddress(context, email), by: 'email' };
  throw new AppError(400, 'outreach.unsubscribeRequestUnread');
}
