import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { RESOURCE_LINK_MINUTES, resourceDownloadUrl, type ResourceLink } from '@ministry/contracts/resource';

/**
 * A premium resource's download link for one member: `expires` (ms), `user` and `signature`, the
 * HMAC-SHA256 of the resource, member and expiry under RESOURCE_LINK_SECRET. It is good for
 * RESOURCE_LINK_MINUTES and for that resource only; it is never stored.
 */
export type LinkKey = Buffer;

/**
 * RESOURCE_LINK_SECRET, or outside production (where it is required) a key derived (HKDF) from the
 * first session key, so development and tests need no new secret.
 */
export function resourceLinkKey(config: {
  nodeEnv: string;
  sessionKeys: string[];
  resourceLinkSecret?: string;
}): LinkKey {
  if (config.resourceLinkSecret) return Buffer.from(config.resourceLinkSecret, 'utf8');
  const sessionKey = config.sessionKeys[0];
  if (config.nodeEnv === 'production' || !sessionKey)
    throw new Error('RESOURCE_LINK_SECRET is required in production (a long random secret)');
  return Buffer.from(hkdfSync('sha256', sessionKey, 'ministry-content', 'resource-download-link', 32));
}

const mac = (key: LinkKey, resourceId: string, userId: string, expires: number) =>
  createHmac('sha256', key).update(`resource-download:${resourceId}:${userId}:${expires}`).digest();

/** A link for her, good from `now` for RESOURCE_LINK_MINUTES. */
export function signResourceLink(
  key: LinkKey,
  resourceId: string,
  userId: string,
  now: number,
): ResourceLink {
  const expires = now + RESOURCE_LINK_MINUTES * 60_000;
  const query = new URLSearchParams({
    expires: String(expires),
    user: userId,
    signature: mac(key, resourceId, userId, expires).toString('base64url'),
  });
  return { url: `${resourceDownloadUrl(resourceId)}?${query}`, expiresAt: new Date(expires).toISOString() };
}

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * What the download's query says of a link for `resourceId`: 'none' without a signature, 'invalid'
 * when it is not one this service signed for that resource (compared in constant time), 'expired'
 * when it was but its time is over, else 'valid'.
 */
export function checkResourceLink(
  key: LinkKey,
  resourceId: string,
  query: Query,
  now: number,
): 'none' | 'invalid' | 'expired' | 'valid' {
  if (query.signature === undefined) return 'none';
  const expiresText = one(query.expires);
  const userId = one(query.user);
  const signature = one(query.signature);
  if (!/^\d{1,15}$/.test(expiresText) || !userId) return 'invalid';
  const expires = Number(expiresText);
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, resourceId, userId, expires);
  if (given.toString('base64url') !== signature || given.length !== expected.length) return 'invalid';
  if (!timingSafeEqual(given, expected)) return 'invalid';
  return expires > now ? 'valid' : 'expired';
}
