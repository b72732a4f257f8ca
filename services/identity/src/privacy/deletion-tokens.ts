import { Schema, type Types } from 'mongoose';
import { emailedTokens } from '../emailed-token';

/** One "confirm the deletion of my account" link, void once her password changes (device generation). */
export interface StoredDeletionLink {
  _id: string;
  userId: Types.ObjectId;
  generation: string;
  createdAt: Date;
  expiresAt: Date;
}

export const deletionTokens = emailedTokens<StoredDeletionLink>({
  name: 'AccountDeletionLink',
  collection: 'account_deletion_links',
  claims: 'account_deletion_link_claims',
  cleanup: 'account-deletion-links',
  invalid: 'privacy.deletionLinkInvalid',
  fields: {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    generation: { type: String, default: '' },
  },
});
