import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Schema } from 'mongoose';

/**
 * Confidential texts (an intake answer, a sliding-scale reason, counselor notes, mentoring and
 * contact requests) are stored sealed with AES-256-GCM: a fresh 96-bit IV per text, the 128-bit tag,
 * and the id of the key that sealed it, so keys can be rotated (rotate-key.ts). Each text is bound to
 * its record and field (the GCM additional data `<record>:<id>:<field>`), so a ciphertext copied
 * into another record does not open there.
 */
export interface SealedText {
  keyId: string;
  iv: string;
  tag: string;
  data: string;
}

export interface TextKeyring {
  /** The key new texts are sealed with. */
  current: { id: string; key: Buffer };
  /** Every key that can open a text, by id (the current one and those being rotated out). */
  keys: Map<string, Buffer>;
}

/** 32 bytes, base64: the development default (like the other services' development secrets). */
export const DEVELOPMENT_TEXT_KEY = Buffer.from('development-only-care-text-key!!').toString('base64');

/** A key's id: the first 16 hex digits of its SHA-256 (names it without revealing it). */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);

function parseKey(value: string, name: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32)
    throw new Error(`${name} must be 32 bytes written in base64 (openssl rand -base64 32)`);
  return key;
}

/** The keyring from CARE_TEXT_KEY and CARE_TEXT_PREVIOUS_KEYS (comma-separated). */
export function keyringFrom(current: string, previous = ''): TextKeyring {
  const key = parseKey(current, 'CARE_TEXT_KEY');
  const keys = new Map<string, Buffer>([[keyIdOf(key), key]]);
  for (const old of previous
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const parsed = parseKey(old, 'CARE_TEXT_PREVIOUS_KEYS');
    keys.set(keyIdOf(parsed), parsed);
  }
  return { current: { id: keyIdOf(key), key }, keys };
}

/** What a sealed text is bound to: `appointment:<id>:intake`. */
export const textLabel = (record: string, id: string, field: string) => `${record}:${id}:${field}`;

export function sealText(keyring: TextKeyring, plaintext: string, label: string): SealedText {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv);
  cipher.setAAD(Buffer.from(label, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    keyId: keyring.current.id,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

/** Opens a sealed text; throws when its key is not in the keyring or it was altered or moved. */
export function openText(keyring: TextKeyring, sealed: SealedText, label: string): string {
  const key = keyring.keys.get(sealed.keyId);
  if (!key) throw new Error(`no key ${sealed.keyId} to open a care text (CARE_TEXT_PREVIOUS_KEYS)`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(label, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

/** The mongoose shape of a sealed text (a field that is null when there is none, or once deleted). */
export const sealedTextSchema = new Schema<SealedText>(
  {
    keyId: { type: String, required: true },
    iv: { type: String, required: true },
    tag: { type: String, required: true },
    data: { type: String, required: true },
  },
  { _id: false },
);
