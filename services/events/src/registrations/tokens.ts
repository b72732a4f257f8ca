import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The cancel link's token: `<registration id>.<HMAC-SHA256 of that id>`, keyed by a key derived
 * (HKDF) from each session key, so no new secret is needed and a leaked token says nothing about the
 * session keys. It names one sign-up only, and works once: a canceled sign-up cannot be canceled
 * again, and a new sign-up by the same person has a new id. The token is never stored, so the
 * reminder (sent later) can carry the same link. Rotating SESSION_KEYS (new key first) keeps links
 * made with the older keys working while those keys are listed.
 */
const SALT = 'ministry-events';
const INFO = 'event-registration-cancel-token';
const MAC_BYTES = 24;
const ID = /^[0-9a-f]{24}$/;

export type TokenKeys = Buffer[];

export function cancelTokenKeys(secrets: string[]): TokenKeys {
  if (!secrets.length) throw new Error('cancel tokens need at least one session key');
  return secrets.map((secret) => Buffer.from(hkdfSync('sha256', secret, SALT, INFO, 32)));
}

function mac(key: Buffer, registrationId: string): Buffer {
  return createHmac('sha256', key).update(`cancel:${registrationId}`).digest().subarray(0, MAC_BYTES);
}

export function cancelToken(registrationId: string, keys: TokenKeys): string {
  return `${registrationId}.${mac(keys[0]!, registrationId).toString('base64url')}`;
}

/** The registration id a token names, or null when it is malformed or not ours. */
export function readCancelToken(token: string, keys: TokenKeys): string | null {
  const [id, signature, extra] = token.split('.');
  if (extra !== undefined || !id || !signature || !ID.test(id)) return null;
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== MAC_BYTES || given.toString('base64url') !== signature) return null;
  return keys.some((key) => timingSafeEqual(mac(key, id), given)) ? id : null;
}

/**
 * The confirmation link's token of a visitor's sign-up: `<registration id>.<32 random bytes>`. Only
 * the SHA-256 of the random part is stored, so the database never holds a usable link; it is compared
 * in constant time, and acts once (see confirmWithToken).
 */
export function newConfirmToken(registrationId: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${registrationId}.${secret}`, hash: hashSecret(secret) };
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** The registration id and the secret's hash a confirmation token carries, or null when malformed. */
export function readConfirmToken(token: string): { id: string; hash: string } | null {
  const [id, secret, extra] = token.split('.');
  if (extra !== undefined || !id || !secret || !ID.test(id) || !/^[\w-]{43}$/.test(secret)) return null;
  return { id, hash: hashSecret(secret) };
}

/** Whether a stored hash is the token's (constant time). */
export function sameHash(stored: string | null | undefined, given: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
