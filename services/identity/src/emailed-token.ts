import { createHash, randomBytes } from 'node:crypto';
import mongoose, { Schema, type Connection, type Model, type SchemaDefinition, type Types } from 'mongoose';
import { modelOn } from '@ministry/kit/database';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { cleanupSoon } from './cleanup';
import type { IdentityContext } from './context';
import type { UserDocument } from './users/model';
import { findUser } from './users/service';

/**
 * The links identity e-mails (password reset, sign-in unlock, address proof): 32 random bytes
 * (base64url) in the e-mail, only their SHA-256 stored (the record's `_id`), expiring, used once.
 * Single use is a unique insert of the token's hash into the claims, which lets exactly one of two
 * concurrent uses win (FerretDB v1 does not make a conditional update atomic under concurrency).
 */
export const newEmailToken = () => randomBytes(32).toString('base64url');
export const hashEmailToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A record keyed by a string `_id`, deleted by the clean-up once its `expiresAt` is past. */
export const expiringSchema = <T>(fields: SchemaDefinition): Schema<T> =>
  new Schema<T>(
    {
      _id: { type: String, required: true },
      ...fields,
      expiresAt: { type: Date, required: true, index: true },
    },
    { versionKey: false },
  );

/** Every link's record; `generation`, when stored, is her device generation then (a password change voids it). */
export interface StoredToken {
  _id: string;
  userId: Types.ObjectId | null;
  generation?: string;
  createdAt: Date;
  expiresAt: Date;
}

type TokenContext = Pick<IdentityContext, 'data' | 'now' | 'cleanups'>;
type Expiring = { deleteMany(filter: object): PromiseLike<unknown> };

type StoredClaim = { _id: string; expiresAt: Date };
const claimSchema = expiringSchema<StoredClaim>({});

/**
 * One kind of link: its records in `collection` (model `name`), their claims in `claims` (model
 * `name`Claim), cleaned up with `alsoExpiring` under `cleanup`; a link that cannot be used is a 400
 * `invalid`.
 */
export function emailedTokens<T extends StoredToken>(kind: {
  name: string;
  collection: string;
  claims: string;
  cleanup: string;
  invalid: string;
  fields: SchemaDefinition;
  alsoExpiring?: (connection: Connection) => Expiring[];
}) {
  const schema = expiringSchema<T>({ ...kind.fields, createdAt: { type: Date, required: true } });
  const models = (connection: Connection): { records: Model<T>; claims: Model<StoredClaim> } => ({
    records: modelOn(connection, kind.name, schema, kind.collection),
    claims: modelOn(connection, `${kind.name}Claim`, claimSchema, kind.claims),
  });
  const invalid = () => new AppError(400, kind.invalid);

  /** Deletes expired records and claims (by their stored date). */
  async function removeExpired(context: TokenContext, at = context.now()): Promise<void> {
    const { records, claims } = models(context.data);
    const expired = { expiresAt: mongoose.trusted({ $lte: new Date(at) }) };
    const others = kind.alsoExpiring?.(context.data) ?? [];
    await Promise.all([records, claims, ...others].map((model: Expiring) => model.deleteMany(expired)));
  }

  const cleanupLater = (context: TokenContext, at: number) =>
    cleanupSoon(context, kind.cleanup, at, (when) => removeExpired(context, when));

  return {
    models,
    removeExpired,
    cleanupSoon: cleanupLater,

    /** Stores a new link's record valid `ttlMs` from `at`; the raw token back. */
    async issue(
      connection: Connection,
      fields: Omit<T, '_id' | 'createdAt' | 'expiresAt'>,
      at: number,
      ttlMs: number,
    ) {
      const token = newEmailToken();
      const tokenHash = hashEmailToken(token);
      const dates = { createdAt: new Date(at), expiresAt: new Date(at + ttlMs) };
      const { records } = models(connection);
      await new records({ _id: tokenHash, ...fields, ...dates }).save();
      return { token, tokenHash };
    },

    /** The unexpired record a token names and its member (of the same device generation), or 400. */
    async find(context: TokenContext, token: string) {
      const at = context.now();
      cleanupLater(context, at);
      const tokenHash = hashEmailToken(token);
      const record = await models(context.data).records.findById(tokenHash).lean<T>();
      if (!record?.userId || record.expiresAt.getTime() <= at) throw invalid();
      const user: UserDocument | null = await findUser(String(record.userId));
      const voided = record.generation !== undefined && record.generation !== (user?.deviceGeneration ?? '');
      if (!user || voided) throw invalid();
      return { record, user, tokenHash, at, invalid };
    },

    /** Claims a link's single use; 400 when another use claimed it first. */
    async claim(connection: Connection, tokenHash: string, expiresAt: Date) {
      try {
        await models(connection).claims.create({ _id: tokenHash, expiresAt });
      } catch (error) {
        if (isDuplicateKey(error)) throw invalid();
        throw error;
      }
    },
  };
}
