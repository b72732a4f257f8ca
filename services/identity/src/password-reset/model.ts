import { Schema, type Connection, type Types } from 'mongoose';
import { modelOn } from '@ministry/kit/database';

/**
 * One reset link asked for. `_id` is the SHA-256 of the token: the token itself is only in the
 * e-mail. An address that is no member's gets a record too (no user, never usable), so both answers
 * cost the same work.
 */
export interface StoredReset {
  _id: string;
  userId: Types.ObjectId | null;
  /** Her device generation when it was asked for: any later password change voids the link. */
  generation: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A token used: the unique `_id` (the token's hash) lets exactly one of two concurrent confirms win. */
export interface StoredClaim {
  _id: string;
  expiresAt: Date;
}

/**
 * What an unknown address writes where a member's request writes her e-mail into the outbox: a
 * message of the same size (to nobody, with a link to nothing), deleted with the expired records.
 */
export interface StoredDecoy {
  _id: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  createdAt: Date;
  expiresAt: Date;
}

const resetSchema = new Schema<StoredReset>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, default: null, index: true },
    generation: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

const claimSchema = new Schema<StoredClaim>(
  {
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

const decoySchema = new Schema<StoredDecoy>(
  {
    _id: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    language: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export function passwordResetModels(connection: Connection) {
  return {
    resets: modelOn(connection, 'PasswordReset', resetSchema, 'password_resets'),
    claims: modelOn(connection, 'PasswordResetClaim', claimSchema, 'password_reset_claims'),
    decoys: modelOn(connection, 'PasswordResetDecoy', decoySchema, 'password_reset_decoys'),
  };
}
