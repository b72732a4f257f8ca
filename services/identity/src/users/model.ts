import { model, Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { USER_ROLES } from '@ministry/contracts/user';
import { forgetCachedUsersOnWrite } from '../auth/user-cache';

const userSchema = new Schema(
  {
    username: { type: String, required: true, trim: true, maxlength: 254 },
    // Lower-cased copies carry the unique indexes: names and e-mails are unique whatever their case
    // (FerretDB has no collation indexes).
    usernameKey: { type: String, required: true, unique: true, private: true },
    email: { type: String, required: true, trim: true, maxlength: 254 },
    emailKey: { type: String, required: true, unique: true, private: true },
    // Proven by a link sent to the address (POST /api/auth/verify-email). Accounts older than this
    // field have none: unverified, like a new account.
    emailVerified: { type: Boolean, default: false },
    // A new address she asked for (POST /api/account/email): it replaces `email` only when its link
    // is followed. Not unique: the unique emailKey guards the moment it becomes her address.
    pendingEmail: { type: String, trim: true, maxlength: 254, default: null },
    firstName: { type: String, trim: true, maxlength: 50, default: '' },
    lastName: { type: String, trim: true, maxlength: 50, default: '' },
    role: { type: String, enum: USER_ROLES, default: 'member' },
    profileImageUrl: { type: String, default: null },
    stripeSubscriptionId: { type: String, default: null, private: true },
    preferredLanguage: { type: String, enum: ['en', 'es'], default: 'en' },
    passwordHash: { type: String, required: true, private: true },
    // Known-device cookies and reset links carry it; a new one (at a password change or reset)
    // revokes every earlier cookie and voids every outstanding reset link.
    deviceGeneration: { type: String, default: '', private: true },
    // The first admin's password came from the deployment's ADMIN_PASSWORD: she must replace it.
    mustChangePassword: { type: Boolean, default: false },
    // Access to donors' records, given by an admin (PUT /api/admin/users/:id/finance); counts only
    // while she is an admin.
    finance: { type: Boolean, default: false },
    // Her account is erased then (privacy/deletion-job.ts); signing in before it cancels (clears) it.
    deletionDueAt: { type: Date, default: null },
    deletionVia: { type: String, enum: ['member', 'admin', null], default: null },
  },
  { timestamps: true },
);

// GET /api/auth/user's cache forgets a user at every write (auth/user-cache.ts).
userSchema.plugin(forgetCachedUsersOnWrite);

export type UserFields = InferSchemaType<typeof userSchema>;
export type UserDocument = HydratedDocument<UserFields>;
export const UserModel = model('User', userSchema, 'users');
