import { Schema, type Connection, type Types } from 'mongoose';
import { modelOn } from '@ministry/kit/database';

/**
 * One link that lets a browser sign in to an account while new browsers are refused. `_id` is the
 * SHA-256 of the token: the token itself is only in the e-mail.
 */
export interface StoredUnlock {
  _id: string;
  userId: Types.ObjectId;
  /** Her device generation when it was sent: a password change since voids the link. */
  generation: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A link used: the unique `_id` (the token's hash) lets exactly one of two concurrent uses win. */
export interface StoredUnlockClaim {
  _id: string;
  expiresAt: Date;
}

const unlockSchema = new Schema<StoredUnlock>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    generation: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

const claimSchema = new Schema<StoredUnlockClaim>(
  {
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export function unlockModels(connection: Connection) {
  return {
    unlocks: modelOn(connection, 'SignInUnlock', unlockSchema, 'sign_in_unlocks'),
    claims: modelOn(connection, 'SignInUnlockClaim', claimSchema, 'sign_in_unlock_claims'),
  };
}
