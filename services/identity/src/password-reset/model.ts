import { Schema, type Connection, type Types } from 'mongoose';
import { modelOn } from '@ministry/kit/database';
import { emailedTokens, expiringSchema } from '../emailed-token';

/**
 * One reset link asked for. An address that is no member's gets a record too (no user, never
 * usable), so both answers cost the same work. Her device generation when it was asked for: any later
 * password change voids the link.
 */
export interface StoredReset {
  _id: string;
  userId: Types.ObjectId | null;
  generation: string;
  createdAt: Date;
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

const decoySchema = expiringSchema<StoredDecoy>({
  subject: { type: String, required: true },
  text: { type: String, required: true },
  html: { type: String, required: true },
  language: { type: String, required: true },
  createdAt: { type: Date, required: true },
});

export const decoyModel = (connection: Connection) =>
  modelOn(connection, 'PasswordResetDecoy', decoySchema, 'password_reset_decoys');

export const resetTokens = emailedTokens<StoredReset>({
  name: 'PasswordReset',
  collection: 'password_resets',
  claims: 'password_reset_claims',
  cleanup: 'password-resets',
  invalid: 'auth.resetTokenInvalid',
  fields: {
    userId: { type: Schema.Types.ObjectId, default: null, index: true },
    generation: { type: String, default: '' },
  },
  alsoExpiring: (connection) => [decoyModel(connection)],
});
