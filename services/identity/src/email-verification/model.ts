import { Schema, type Types } from 'mongoose';
import type { EmailTokenPurpose } from '@ministry/contracts/auth';
import { emailedTokens } from '../emailed-token';

/**
 * One link that proves an address. `email` is the address it proves (lower-cased): her account's for
 * 'verify', the new one she asked for for 'change'; a link whose address is no longer the one in
 * question is void.
 */
export interface StoredEmailToken {
  _id: string;
  userId: Types.ObjectId;
  purpose: EmailTokenPurpose;
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

export const emailTokens = emailedTokens<StoredEmailToken>({
  name: 'EmailToken',
  collection: 'email_tokens',
  claims: 'email_token_claims',
  cleanup: 'email-links',
  invalid: 'auth.verifyTokenInvalid',
  fields: {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    purpose: { type: String, enum: ['verify', 'change'], required: true },
    email: { type: String, required: true },
  },
});
