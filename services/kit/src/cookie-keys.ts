import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signatures remembered at most (the oldest is forgotten first): a bound on memory. */
const REMEMBERED_SIGNATURES = 10_000;

/** What Koa's cookies ask of their keys (the Keygrip interface). */
export interface CookieKeys {
  sign(data: string): string;
  verify(data: string, digest: string): boolean;
  index(data: string, digest: string): number;
}

/**
 * The keys that sign cookies, signing as Keygrip does (HMAC-SHA1, base64url), so cookies signed
 * before stay valid. A signed-in member sends the same session cookie with every request: the pair
 * (value, signature) it has once accepted is remembered, so checking it again costs a map look-up
 * instead of an HMAC per key. Only pairs that passed the check are remembered; a wrong signature is
 * always checked in full, in constant time. The first key signs; the others are still accepted (a key
 * being rotated out), and the cookie library re-signs with the first when one of them matched.
 */
export function cookieKeys(keys: readonly string[]): CookieKeys {
  if (keys.length === 0) throw new Error('cookie keys must be provided');
  const accepted = new Map<string, number>();
  const sign = (data: string, key: string) => createHmac('sha1', key).update(data).digest('base64url');
  const index = (data: string, digest: string): number => {
    const pair = `${digest}\n${data}`;
    const known = accepted.get(pair);
    if (known !== undefined) return known;
    const given = Buffer.from(digest);
    const found = keys.findIndex((key) => {
      const expected = Buffer.from(sign(data, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    if (found >= 0) {
      if (accepted.size >= REMEMBERED_SIGNATURES) accepted.delete(accepted.keys().next().value!);
      accepted.set(pair, found);
    }
    return found;
  };
  return {
    sign: (data) => sign(data, keys[0]!),
    verify: (data, digest) => index(data, digest) >= 0,
    index,
  };
}
