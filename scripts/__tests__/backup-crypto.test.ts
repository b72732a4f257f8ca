import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { gzipSync } from 'node:zlib';
import {
  ArchiveTampered,
  DEVELOPMENT_KEY,
  WrongKey,
  createDecryptStream,
  createEncryptStream,
  keyFingerprint,
  keyFromEnv,
} from '../lib/backup-crypto.cjs';

const HEADER = 57;
const CHUNK = 1024;
const SEALED = CHUNK + 16;
const key = randomBytes(32);

/** `bytes` through a stream, fed in pieces of `piece` bytes; what came out, even when it then failed. */
async function through(stream: NodeJS.ReadWriteStream, bytes: Buffer, piece = 700) {
  const out: Buffer[] = [];
  const pieces = Array.from({ length: Math.ceil(bytes.length / piece) }, (_, i) =>
    bytes.subarray(i * piece, (i + 1) * piece),
  );
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      out.push(chunk);
      callback();
    },
  });
  let error: unknown = null;
  await pipeline(Readable.from(pieces), stream, sink).catch((e: unknown) => {
    error = e;
  });
  return { out: Buffer.concat(out), error };
}

const encrypt = async (plain: Buffer, k = key) =>
  (await through(createEncryptStream(k, { chunkBytes: CHUNK }), plain)).out;
const decrypt = (sealed: Buffer, k = key) =>
  through(createDecryptStream(k, { name: 'test.archive.enc' }), sealed);

describe('backup encryption (AES-256-GCM in authenticated chunks)', () => {
  it.each([0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK, 5000])('round-trips %i bytes', async (size) => {
    const plain = randomBytes(size);
    const sealed = await encrypt(plain);
    expect(sealed.length).toBe(HEADER + Math.max(1, Math.ceil(size / CHUNK)) * 16 + size);
    const { out, error } = await decrypt(sealed);
    expect(error).toBeNull();
    expect(out.equals(plain)).toBe(true);
  });

  it('encrypts the same bytes differently each time (a fresh salt per archive)', async () => {
    const plain = Buffer.from('member7@example.org '.repeat(200));
    const [a, b] = [await encrypt(plain), await encrypt(plain)];
    expect(a.equals(b)).toBe(false);
    expect(a.includes('member7@example.org')).toBe(false);
  });

  it('tells a wrong key apart from tampering, before decrypting anything', async () => {
    const sealed = await encrypt(randomBytes(3000));
    const other = randomBytes(32);
    const { out, error } = await decrypt(sealed, other);
    expect(error).toBeInstanceOf(WrongKey);
    expect(String(error)).toMatch(
      new RegExp(`wrong key: .*${keyFingerprint(key)}.*BACKUP_KEY's is ${keyFingerprint(other)}`),
    );
    expect(out.length).toBe(0);
  });

  it('refuses any changed byte: header, ciphertext or tag', async () => {
    const sealed = await encrypt(randomBytes(3000));
    // The version, chunk size and salt (the fingerprint's bytes read as another key's: see above).
    for (const at of [4, 6, 30, HEADER + 5, HEADER + SEALED - 1, sealed.length - 1]) {
      const changed = Buffer.from(sealed);
      changed[at] ^= 0x01;
      const { error } = await decrypt(changed);
      expect(error).toBeInstanceOf(ArchiveTampered);
    }
  });

  it('refuses chunks cut, dropped or reordered, even at chunk boundaries', async () => {
    const sealed = await encrypt(randomBytes(3 * CHUNK + 10));
    const chunk = (i: number) => sealed.subarray(HEADER + i * SEALED, HEADER + (i + 1) * SEALED);
    const header = sealed.subarray(0, HEADER);
    const last = sealed.subarray(HEADER + 3 * SEALED);
    const variants = [
      sealed.subarray(0, HEADER + 3 * SEALED), // the last chunk cut off
      sealed.subarray(0, HEADER + SEALED), // all but the first cut off
      Buffer.concat([header, chunk(0), chunk(2), last]), // one dropped
      Buffer.concat([header, chunk(1), chunk(0), chunk(2), last]), // two swapped
      Buffer.concat([sealed, chunk(0)]), // one added
      sealed.subarray(0, HEADER), // the header alone
      sealed.subarray(0, 20), // not even a header
    ];
    for (const variant of variants) {
      const { error } = await decrypt(variant);
      expect(error).toBeInstanceOf(ArchiveTampered);
    }
  });

  it('passes on only chunks whose tag was verified', async () => {
    const plain = randomBytes(3 * CHUNK + 10);
    const sealed = await encrypt(plain);
    sealed[HEADER + 2 * SEALED + 3] ^= 0x01; // in the third chunk
    const { out, error } = await decrypt(sealed);
    expect(error).toBeInstanceOf(ArchiveTampered);
    expect(out.equals(plain.subarray(0, 2 * CHUNK))).toBe(true);
  });

  it('says an unencrypted archive of before BACKUP_KEY is not read', async () => {
    const { error } = await decrypt(gzipSync(Buffer.from('{"format":{}}\n'.repeat(10))));
    expect(error).toBeInstanceOf(ArchiveTampered);
    expect(String(error)).toMatch(/is not encrypted/);
  });
});

describe('backup key (BACKUP_KEY)', () => {
  const good = randomBytes(32).toString('base64');

  it('is 32 bytes in standard base64', () => {
    expect(keyFromEnv({ BACKUP_KEY: good, NODE_ENV: 'production' })).toEqual({
      key: Buffer.from(good, 'base64'),
      development: false,
    });
    for (const bad of ['short', randomBytes(16).toString('base64'), good.slice(0, -2), `${good}AAAA`])
      expect(() => keyFromEnv({ BACKUP_KEY: bad, NODE_ENV: 'production' })).toThrow(
        /32 bytes in standard base64/,
      );
  });

  it('falls back to the development key only in development and tests', () => {
    for (const NODE_ENV of [undefined, 'development', 'test'])
      expect(keyFromEnv({ NODE_ENV })).toEqual({ key: DEVELOPMENT_KEY, development: true });
    for (const NODE_ENV of ['production', 'staging'])
      expect(() => keyFromEnv({ NODE_ENV, BACKUP_KEY: '' })).toThrow(
        /BACKUP_KEY is not set.*openssl rand -base64 32/,
      );
  });

  it('refuses the development key outside development', () => {
    const BACKUP_KEY = DEVELOPMENT_KEY.toString('base64');
    expect(() => keyFromEnv({ NODE_ENV: 'production', BACKUP_KEY })).toThrow(/public development key/);
    expect(keyFromEnv({ NODE_ENV: 'test', BACKUP_KEY }).development).toBe(true);
  });
});
