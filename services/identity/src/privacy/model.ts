import { Schema, type Types } from 'mongoose';
import { emailedTokens } from '../emailed-token';

/**
 * One "download my data" link (emailed-token.ts: its hash stored, 24 hours, used once). A member's
 * names her account; a visitor's (`userId` null) only the address it was sent to, which the link
 * proves. `language` is the file's and the summary's.
 */
export interface StoredExportLink {
  _id: string;
  userId: Types.ObjectId | null;
  email: string;
  language: 'en' | 'es';
  createdAt: Date;
  expiresAt: Date;
}

export const exportLinks = emailedTokens<StoredExportLink>({
  name: 'DataExportLink',
  collection: 'data_export_links',
  claims: 'data_export_claims',
  cleanup: 'data-export-links',
  invalid: 'privacy.exportLinkInvalid',
  fields: {
    userId: { type: Schema.Types.ObjectId, default: null, index: true },
    email: { type: String, required: true },
    language: { type: String, enum: ['en', 'es'], required: true },
  },
});
