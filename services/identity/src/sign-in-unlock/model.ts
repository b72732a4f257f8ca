import { Schema, type Types } from 'mongoose';
import { emailedTokens } from '../emailed-token';

/**
 * One link that lets a browser sign in to an account while new browsers are refused, void once her
 * device generation (when it was sent) changes with her password.
 */
export interface StoredUnlock {
  _id: string;
  userId: Types.ObjectId;
  generation: string;
  createdAt: Date;
  expiresAt: Date;
}

export const unlockTokens = emailedTokens<StoredUnlock>({
  name: 'SignInUnlock',
  collection: 'sign_in_unlocks',
  claims: 'sign_in_unlock_claims',
  cleanup: 'sign-in-unlocks',
  invalid: 'auth.unlockTokenInvalid',
  fields: {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    generation: { type: String, default: '' },
  },
});
