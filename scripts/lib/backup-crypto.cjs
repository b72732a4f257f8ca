// @ts-check
// Encryption at rest of the backup archives (lib/backup-archive.cjs): AES-256-GCM with Node's crypto,
// in chunks, each with its own tag, so a reader never hands on a byte that is not authenticated.
//
// Format, version 1 (all integers big-endian):
//   header (57 bytes): "MNBK" | version u8 = 1 | chunk size u32 (plaintext bytes per chunk) |
//                      key fingerprint (16 bytes) | salt (32 random bytes, one per archive)
//   then chunks: ciphertext (chunk size bytes; the last one 0 … chunk size) | GCM tag (16 bytes)
// Each archive encrypts with its own key, HKDF-SHA256(BACKUP_KEY, salt), so the nonce can be the
// chunk's number: 7 zero bytes | chunk index u32 | 1 when it is the last chunk, else 0. Every chunk
// carries the whole header as additional data, so a changed header, a reordered, dropped or added
// chunk, or a cut at a chunk boundary all fail authentication. The fingerprint
// (HMAC-SHA256(BACKUP_KEY, label), 16 bytes) tells a wrong key apart from tampering before any
// decryption and reveals nothing of the key.
const {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  createHash,
} = require('node:crypto');
const { Transform } = require('node:stream');

const MAGIC = Buffer.from('MNBK', 'ascii');
const VERSION = 1;
const HEADER_BYTES = 4 + 1 + 4 + 16 + 32;
const TAG_BYTES = 16;
const CHUNK_BYTES = 64 * 1024;
/** Bounds on the chunk size a header may announce (a reader buffers one chunk). */
const MIN_CHUNK = 1024;
const MAX_CHUNK = 16 * 1024 * 1024;
const CIPHER = 'aes-256-gcm';
const SUBKEY_INFO = Buffer.from('ministry-backup/enc1 aes-256-gcm chunk key', 'ascii');
const FINGERPRINT_LABEL = 'ministry-backup/enc1 key fingerprint';

/**
 * The key `npm run backup` and `npm run restore` use when BACKUP_KEY is not set, in development and
 * tests only (NODE_ENV unset, `development` or `test`). It is in this public file: it protects nothing.
 */
const DEVELOPMENT_KEY = createHash('sha256')
  .update('ministry-backup DEVELOPMENT KEY - public, protects nothing - local runs and tests only')
  .digest();

/** Refused before anything is written: the archive was not made with this key. */
class WrongKey extends Error {}
/** Refused before anything is written: not an archive this code wrote, changed, cut or damaged. */
class ArchiveTampered extends Error {}

/** 32 hex digits naming a key without revealing it. @param {Buffer} key */
function keyFingerprint(key) {
  return createHmac('sha256', key).update(FINGERPRINT_LABEL).digest().subarray(0, 16).toString('hex');
}

const DEVELOPMENT_ENVIRONMENTS = new Set(['', 'development', 'test']);

/**
 * BACKUP_KEY (32 bytes, standard base64, as `openssl rand -base64 32` prints it). Without it, the
 * development key, only when NODE_ENV is unset, `development` or `test`; elsewhere it is refused, as is
 * the development key itself.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ key: Buffer, development: boolean }}
 */
function keyFromEnv(env) {
  const raw = (env.BACKUP_KEY ?? '').trim();
  const development = DEVELOPMENT_ENVIRONMENTS.has(env.NODE_ENV ?? '');
  if (!raw) {
    if (development) return { key: DEVELOPMENT_KEY, development: true };
    throw new Error(
      'BACKUP_KEY is not set: the archives are encrypted with it (32 random bytes in base64: ' +
        '`openssl rand -base64 32`; README, "Backups and restore")',
    );
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32 || key.toString('base64') !== raw)
    throw new Error('BACKUP_KEY must be 32 bytes in standard base64 (`openssl rand -base64 32` prints one)');
  if (key.equals(DEVELOPMENT_KEY) && !development)
    throw new Error('BACKUP_KEY is the public development key: generate one with `openssl rand -base64 32`');
  return { key, development: key.equals(DEVELOPMENT_KEY) };
}

/** @param {Buffer} salt @param {Buffer} key */
const archiveKey = (key, salt) => Buffer.from(hkdfSync('sha256', key, salt, SUBKEY_INFO, 32));

/** @param {number} index @param {boolean} last */
function nonce(index, last) {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(index, 7);
  bytes[11] = last ? 1 : 0;
  return bytes;
}

/**
 * A stream that encrypts what it is given into the format above, with a fresh salt.
 * @param {Buffer} key @param {{ chunkBytes?: number }} [options]
 */
function createEncryptStream(key, { chunkBytes = CHUNK_BYTES } = {}) {
  const salt = randomBytes(32);
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header.writeUInt8(VERSION, 4);
  header.writeUInt32BE(chunkBytes, 5);
  Buffer.from(keyFingerprint(key), 'hex').copy(header, 9);
  salt.copy(header, 25);
  const subkey = archiveKey(key, salt);
  let index = 0;
  /** @type {Buffer[]} */
  let pending = [];
  let pendingBytes = 0;
  /** @param {Buffer} plain @param {boolean} last */
  const seal = (plain, last) => {
    const cipher = createCipheriv(CIPHER, subkey, nonce(index, last));
    cipher.setAAD(header);
    index += 1;
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  let headerSent = false;
  /** @param {Transform} stream */
  const sendHeader = (stream) => {
    if (!headerSent) stream.push(header);
    headerSent = true;
  };
  return new Transform({
    transform(chunk, _encoding, callback) {
      sendHeader(this);
      pending.push(chunk);
      pendingBytes += chunk.length;
      // A full chunk goes out only once more data follows it: the last chunk is sealed as last.
      if (pendingBytes > chunkBytes) {
        let all = Buffer.concat(pending);
        while (all.length > chunkBytes) {
          this.push(seal(all.subarray(0, chunkBytes), false));
          all = all.subarray(chunkBytes);
        }
        pending = [all];
        pendingBytes = all.length;
      }
      callback();
    },
    flush(callback) {
      sendHeader(this);
      callback(null, seal(Buffer.concat(pending), true));
    },
  });
}

/**
 * Reads and checks an archive's header. @param {Buffer} header @param {Buffer} key @param {string} name
 * @returns {{ chunkBytes: number, salt: Buffer }}
 */
function openHeader(header, key, name) {
  if (header.length < HEADER_BYTES || !header.subarray(0, 4).equals(MAGIC)) {
    const gzip = header[0] === 0x1f && header[1] === 0x8b;
    throw new ArchiveTampered(
      gzip
        ? `${name} is not encrypted (an archive from before BACKUP_KEY): restore reads encrypted archives only`
        : `${name} is not an encrypted ministry backup archive (or it was cut or damaged)`,
    );
  }
  const version = header.readUInt8(4);
  if (version !== VERSION)
    throw new ArchiveTampered(`${name}: unknown archive version ${version} (this tool reads ${VERSION})`);
  const chunkBytes = header.readUInt32BE(5);
  if (chunkBytes < MIN_CHUNK || chunkBytes > MAX_CHUNK)
    throw new ArchiveTampered(`${name}: impossible chunk size ${chunkBytes} (changed or damaged)`);
  const made = header.subarray(9, 25).toString('hex');
  const mine = keyFingerprint(key);
  if (made !== mine) {
    throw new WrongKey(
      `${name}: wrong key: the archive was encrypted with the key whose fingerprint is ${made}, ` +
        `BACKUP_KEY's is ${mine} (set BACKUP_KEY to the key in use when the backup was made)`,
    );
  }
  return { chunkBytes, salt: Buffer.from(header.subarray(25, HEADER_BYTES)) };
}

/**
 * A stream that decrypts an archive and passes on each chunk only once its tag is verified. Throws
 * (as a stream error) WrongKey or ArchiveTampered. `onHeader` hears the archive's salt, which names it.
 * @param {Buffer} key @param {{ name?: string, onHeader?: (salt: Buffer) => void }} [options]
 */
function createDecryptStream(key, { name = 'the archive', onHeader } = {}) {
  /** @type {Buffer | null} */
  let header = null;
  /** @type {Buffer | null} */
  let subkey = null;
  let chunkBytes = 0;
  let index = 0;
  let buffered = Buffer.alloc(0);
  /** @param {Buffer} sealed @param {boolean} last */
  const open = (sealed, last) => {
    if (!header || !subkey) throw new ArchiveTampered(`${name} is cut short (no header)`);
    const decipher = createDecipheriv(CIPHER, subkey, nonce(index, last));
    decipher.setAAD(header);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      const plain = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]);
      index += 1;
      return plain;
    } catch {
      throw new ArchiveTampered(
        `${name} was changed, cut or damaged after the backup (chunk ${index} fails authentication): nothing of it is used`,
      );
    }
  };
  return new Transform({
    transform(chunk, _encoding, callback) {
      try {
        buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
        if (!header) {
          if (buffered.length < HEADER_BYTES) return callback();
          const opened = openHeader(buffered.subarray(0, HEADER_BYTES), key, name);
          header = Buffer.from(buffered.subarray(0, HEADER_BYTES));
          chunkBytes = opened.chunkBytes;
          subkey = archiveKey(key, opened.salt);
          onHeader?.(opened.salt);
          buffered = buffered.subarray(HEADER_BYTES);
        }
        const sealedBytes = chunkBytes + TAG_BYTES;
        // A full chunk is opened as "not last" only when more bytes follow it (see the writer).
        while (buffered.length > sealedBytes) {
          this.push(open(buffered.subarray(0, sealedBytes), false));
          buffered = buffered.subarray(sealedBytes);
        }
        callback();
      } catch (error) {
        callback(/** @type {Error} */ (error));
      }
    },
    flush(callback) {
      try {
        if (!header) openHeader(buffered, key, name);
        if (buffered.length < TAG_BYTES)
          throw new ArchiveTampered(`${name} is cut short (its last chunk is missing)`);
        callback(null, open(buffered, true));
      } catch (error) {
        callback(/** @type {Error} */ (error));
      }
    },
  });
}

module.exports = {
  CHUNK_BYTES,
  DEVELOPMENT_KEY,
  WrongKey,
  ArchiveTampered,
  keyFingerprint,
  keyFromEnv,
  createEncryptStream,
  createDecryptStream,
};
