import { Schema, type Connection, type Types } from 'mongoose';
import type { EmailTokenPurpose } from '@ministry/contracts/auth';
import { modelOn } from '@ministry/kit/database';

/**
 * One link that proves an address. `_id` is the SHA-256 of the token: the token itself is only in
 * the e-mail. `email` is the address it proves (lower-cased): her account's for 'verify', the new one
 * she asked for for 'change'; a link whose address is no longer the one in question is void.
 */
export interface StoredEmailToken {
  _id: string;
  userId: Types.ObjectId;
  purpose: EmailTokenPurpose;
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A link used: the unique `_id` (the token's hash) lets exactly one of two concurrent uses win. */
export interface StoredEmailTokenClaim {
  _id: string;
  expiresAt: Date;
}

const tokenSchema = new Schema<StoredEmailToken>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    purpose: { type: String, enum: ['verify', 'change'], required: true },
    email: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

const claimSchema = new Schema<StoredEmailTokenClaim>(
  {
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export function emailTokenModels(connection: Connection) {
  return {
    tokens: modelOn(connection, 'EmailToken', tokenSchema, 'email_tokens'),
    claims: modelOn(connection, 'EmailTokenClaim', claimSchema, 'email_token_claims'),
  };
}
