import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import mongoose from 'mongoose';
import type { RegisterInput, ProfileInput } from '@ministry/contracts/auth';
import type { Language } from '@ministry/contracts/language';
import { isAdminUser, type User, type UserRole } from '@ministry/contracts/user';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import type { SessionUser } from '@ministry/kit/session';
import { newDeviceGeneration } from '../auth/login-throttle';
import type { IdentityConfig } from '../config';
import { UserModel, type UserDocument } from './model';

/** Nobody may register as "admin": that username is an admin whatever its role (`isAdminUser`). */
const RESERVED_USERNAMES = new Set(['admin']);

export const key = (value: string) => value.trim().toLowerCase();

export function canManageEvents(user: UserDocument): boolean {
  return (
    isAdminUser({ role: user.role as UserRole, username: user.username }) || user.role === 'event_editor'
  );
}

/** Access to donors' records: given by an admin, and only while she is an admin. */
export const hasFinance = (user: UserDocument): boolean =>
  isAdminUser({ role: user.role as UserRole, username: user.username }) && user.finance === true;

/** What the browser sees: never a hash, a key or the payment provider's id. */
export function toPublicUser(user: UserDocument): User {
  return {
    id: String(user._id),
    username: user.username,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role: user.role as UserRole,
    profileImageUrl: user.profileImageUrl ?? null,
    hasActiveSubscription: Boolean(user.stripeSubscriptionId),
    canManageEvents: canManageEvents(user),
    mustChangePassword: Boolean(user.mustChangePassword),
    emailVerified: Boolean(user.emailVerified),
    pendingEmail: user.pendingEmail ?? null,
    finance: hasFinance(user),
    preferredLanguage: user.preferredLanguage as Language,
    createdAt: user.get('createdAt')?.toISOString(),
  };
}

/** What every service reads from the shared session. */
export function toSessionUser(user: UserDocument): SessionUser {
  return {
    id: String(user._id),
    username: user.username,
    role: user.role,
    canManageEvents: canManageEvents(user),
    hasActiveSubscription: Boolean(user.stripeSubscriptionId),
    ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
    emailVerified: Boolean(user.emailVerified),
    ...(hasFinance(user) ? { finance: true } : {}),
  };
}

export async function findUser(id: string): Promise<UserDocument | null> {
  return mongoose.isValidObjectId(id) ? UserModel.findById(id) : null;
}

async function assertFree(
  field: 'usernameKey' | 'emailKey',
  value: string,
  exceptId?: string,
): Promise<void> {
  const clash = await UserModel.exists({ [field]: value });
  if (clash && String(clash._id) !== exceptId) {
    throw new AppError(409, field === 'usernameKey' ? 'auth.usernameTaken' : 'auth.emailTaken');
  }
}

/** 409 auth.emailTaken when another account has this address (lower-cased). */
export const assertEmailFree = (emailKey: string, exceptId?: string) =>
  assertFree('emailKey', emailKey, exceptId);

/** A save that lost the address to another account's (its unique index): the 409, or null. */
export function emailTakenOnSave(error: unknown): AppError | null {
  const clash = uniqueClash(error);
  return clash?.message === 'auth.emailTaken' ? clash : null;
}

/** Turns a lost race on a unique index into the same 409 the checks give. */
function uniqueClash(error: unknown): AppError | null {
  const duplicate = error as { code?: number; keyPattern?: Record<string, unknown>; message?: string };
  if (!isDuplicateKey(error)) return null;
  const onEmail = duplicate.keyPattern?.emailKey !== undefined || /emailKey/.test(duplicate.message ?? '');
  return new AppError(409, onEmail ? 'auth.emailTaken' : 'auth.usernameTaken');
}

export async function registerUser(
  input: RegisterInput,
  language: Language,
  config: IdentityConfig,
): Promise<UserDocument> {
  const usernameKey = key(input.username);
  if (RESERVED_USERNAMES.has(usernameKey)) throw new AppError(400, 'auth.usernameReserved');
  await assertFree('usernameKey', usernameKey);
  await assertFree('emailKey', key(input.email));
  try {
    return await UserModel.create({
      username: input.username.trim(),
      usernameKey,
      email: input.email.trim(),
      emailKey: key(input.email),
      firstName: input.firstName,
      lastName: input.lastName,
      preferredLanguage: language,
      passwordHash: await bcrypt.hash(input.password, config.bcryptRounds),
    });
  } catch (error) {
    throw uniqueClash(error) ?? error;
  }
}

/** The user a sign-in names, by username or (when it has an @) by e-mail. */
export async function findByLogin(login: string): Promise<UserDocument | null> {
  const loginKey = key(login);
  return UserModel.findOne(loginKey.includes('@') ? { emailKey: loginKey } : { usernameKey: loginKey });
}

// Compared against when the user is unknown, at the cost real hashes have, so both take the same time.
const noUserHashes = new Map<number, string>();
function noUserHash(rounds: number): string {
  let hash = noUserHashes.get(rounds);
  if (!hash) noUserHashes.set(rounds, (hash = bcrypt.hashSync(randomBytes(16).toString('hex'), rounds)));
  return hash;
}

/** Whether the password is the user's; for no user, false after the same work. */
export async function passwordMatches(
  user: UserDocument | null,
  password: string,
  config: Pick<IdentityConfig, 'bcryptRounds'>,
): Promise<boolean> {
  const matches = await bcrypt.compare(password, user?.passwordHash ?? noUserHash(config.bcryptRounds));
  return user !== null && matches;
}

/**
 * Her names. The e-mail is not changed here: an address other than hers is refused, pointing to the
 * change form (which needs her password and a link to the new address).
 */
export async function updateProfile(user: UserDocument, input: ProfileInput): Promise<UserDocument> {
  if (input.email && key(input.email) !== user.emailKey) {
    throw new AppError(400, 'account.emailChangeElsewhere');
  }
  user.set({ firstName: input.firstName, lastName: input.lastName });
  return user.save();
}

/** Whether the password is hers (the current-password check of the account's forms). */
export const isCurrentPassword = (user: UserDocument, password: string) =>
  bcrypt.compare(password, user.passwordHash);

/** Her new password (the current one checked by the caller). */
export async function changePassword(
  user: UserDocument,
  newPassword: string,
  config: IdentityConfig,
): Promise<void> {
  await replacePassword(user, await hashPassword(newPassword, config));
}

export const hashPassword = (password: string, config: Pick<IdentityConfig, 'bcryptRounds'>) =>
  bcrypt.hash(password, config.bcryptRounds);

/**
 * Stores a new password (already hashed): every known-device cookie stops counting (a new device
 * generation, which also voids her outstanding reset links) and a bootstrap password is replaced.
 */
export async function replacePassword(user: UserDocument, passwordHash: string): Promise<UserDocument> {
  user.passwordHash = passwordHash;
  user.deviceGeneration = newDeviceGeneration();
  user.mustChangePassword = false;
  return user.save();
}

/** The language her e-mails are written in (PUT /api/account/language). */
export async function setPreferredLanguage(user: UserDocument, language: Language): Promise<UserDocument> {
  user.preferredLanguage = language;
  return user.save();
}

export async function listUsers(): Promise<UserDocument[]> {
  return UserModel.find().sort({ createdAt: -1, _id: -1 }).limit(1000);
}

export const isAdminDocument = (user: UserDocument) =>
  isAdminUser({ role: user.role as UserRole, username: user.username });

/**
 * Who holds staff powers (an admin's role, access to donors' records) changes one request at a time,
 * so two admins demoting each other, or two finance admins removing each other, cannot leave nobody.
 */
export const STAFF_POWERS_LOCK = 'identity:staff-powers';

/** Creates the configured first admin when no user has that name. */
export async function ensureFirstAdmin(config: IdentityConfig): Promise<void> {
  if (!config.adminUsername || !config.adminPassword) return;
  const usernameKey = key(config.adminUsername);
  if (await UserModel.exists({ usernameKey })) return;
  await UserModel.create({
    username: config.adminUsername,
    usernameKey,
    email: `${usernameKey}@localhost`,
    emailKey: `${usernameKey}@localhost`,
    firstName: 'Site',
    lastName: 'Admin',
    role: 'admin',
    passwordHash: await bcrypt.hash(config.adminPassword, config.bcryptRounds),
    // A password from the deployment's environment is a bootstrap: in production she replaces it at
    // first sign-in. Local runs and tests keep their known development password usable.
    mustChangePassword: config.nodeEnv === 'production',
  });
}

/**
 * `EVENT_EDITOR_ACCOUNT` names, by username, an account that existed before the service first saw
 * the setting: the first time a name is configured, the moment is recorded (a unique insert, so of
 * two instances starting together one records it and both read the same moment). An account created
 * after that moment is never granted, whatever the restarts: a not-yet-registered name cannot be
 * taken by whoever registers it first. The role is given once (recorded, so an admin's later change
 * of role stands). Never by e-mail.
 */
export async function grantConfiguredEventEditor(
  config: Pick<IdentityConfig, 'eventEditorAccount'>,
  at: Date = new Date(),
): Promise<'granted' | 'already' | 'no-account' | 'too-new' | 'off'> {
  const usernameKey = key(config.eventEditorAccount);
  if (!usernameKey) return 'off';
  const grants = UserModel.db.collection<{ _id: string; firstSeenAt?: Date; grantedAt?: Date }>(
    'startup_grants',
  );
  const seenId = `event-editor-seen:${usernameKey}`;
  try {
    await grants.insertOne({ _id: seenId, firstSeenAt: at });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const firstSeenAt = (await grants.findOne({ _id: seenId }))?.firstSeenAt ?? at;
  const user = await UserModel.findOne({ usernameKey });
  if (!user) return 'no-account';
  const createdAt = user.get('createdAt') as Date | undefined;
  if (!createdAt || createdAt.getTime() > firstSeenAt.getTime()) return 'too-new';
  try {
    await grants.insertOne({ _id: `event-editor:${String(user._id)}`, grantedAt: new Date() });
  } catch (error) {
    if (isDuplicateKey(error)) return 'already';
    throw error;
  }
  if (user.role === 'member') {
    user.role = 'event_editor';
    await user.save();
  }
  return 'granted';
}
