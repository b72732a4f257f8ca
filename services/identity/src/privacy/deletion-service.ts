import type { Context } from 'koa';
import {
  ACCOUNT_DELETION_COOLING_OFF_DAYS,
  ACCOUNT_DELETION_LINK_TTL_HOURS,
  type AccountDeletionScheduled,
} from '@ministry/contracts/account-deletion';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { enqueueMail } from '@ministry/kit/outbox';
import type { MongoSessionStore } from '@ministry/kit/session';
import { accountDeletionMail, accountDeletionScheduledMail } from '@ministry/mail/templates/account-deletion';
import { checkCurrentPassword } from '../account/password-check';
import type { IdentityContext } from '../context';
import { greetingName, mailLanguage, mailRecipient } from '../users/mail';
import type { UserDocument } from '../users/model';
import { deletionTokens } from './deletion-tokens';

/**
 * "Delete my account" (issue 44), identity's side before the erasure: her password, then a link to
 * her address, then ACCOUNT_DELETION_COOLING_OFF_DAYS during which signing in cancels it. An admin
 * starts the same for a request received by phone or letter. The erasure is deletion-job.ts.
 */
export const COOLING_OFF_MS = ACCOUNT_DELETION_COOLING_OFF_DAYS * 24 * 60 * 60 * 1000;
const LINK_TTL_MS = ACCOUNT_DELETION_LINK_TTL_HOURS * 60 * 60 * 1000;

export type DeletionVia = 'member' | 'admin';

/** POST /api/account/deletion: her password (the account forms' throttled check), then the link by e-mail. */
export async function requestDeletion(
  context: IdentityContext,
  ctx: Context,
  user: UserDocument,
  password: string,
): Promise<void> {
  await checkCurrentPassword(context, ctx, user, password);
  const at = context.now();
  const { token, tokenHash } = await deletionTokens.issue(
    context.data,
    { userId: user._id, generation: user.deviceGeneration ?? '' },
    at,
    LINK_TTL_MS,
  );
  const ministry = await ministryDetails(context.config.contentServiceUrl);
  const mail = accountDeletionMail(
    { language: mailLanguage(user), ministry },
    { name: greetingName(user), siteUrl: context.config.siteUrl, token },
  );
  await enqueueMail(context.data, `account-deletion:${tokenHash.slice(0, 16)}`, {
    to: user.email,
    recipient: mailRecipient(user),
    ...mail,
    secret: true,
  });
  deletionTokens.cleanupSoon(context, at);
}

/**
 * Her account is erased in ACCOUNT_DELETION_COOLING_OFF_DAYS: every session of hers ends, and she is
 * told when and that signing in cancels it. Scheduling again keeps the first date.
 */
export async function scheduleDeletion(
  context: IdentityContext,
  sessionStore: MongoSessionStore,
  user: UserDocument,
  via: DeletionVia,
): Promise<AccountDeletionScheduled> {
  const dueAt = user.deletionDueAt ?? new Date(context.now() + COOLING_OFF_MS);
  if (!user.deletionDueAt) {
    user.set({ deletionDueAt: dueAt, deletionVia: via });
    await user.save();
  }
  await sessionStore.destroyUserSessions(String(user._id));
  const ministry = await ministryDetails(context.config.contentServiceUrl);
  const mail = accountDeletionScheduledMail(
    { language: mailLanguage(user), ministry },
    { name: greetingName(user), siteUrl: context.config.siteUrl, dueAt },
  );
  await enqueueMail(context.data, `account-deletion-scheduled:${String(user._id)}:${dueAt.getTime()}`, {
    to: user.email,
    recipient: mailRecipient(user),
    ...mail,
  });
  return { deletionDueAt: dueAt.toISOString() };
}

/** POST /api/account/deletion/confirm: the link's single use, then the cooling-off starts. */
export async function confirmDeletion(
  context: IdentityContext,
  sessionStore: MongoSessionStore,
  token: string,
): Promise<AccountDeletionScheduled> {
  const { record, user, tokenHash } = await deletionTokens.find(context, token);
  await deletionTokens.claim(context.data, tokenHash, record.expiresAt);
  return scheduleDeletion(context, sessionStore, user, 'member');
}

/** Signing in, or an admin, cancels a pending deletion; true when one was pending. */
export async function cancelDeletion(user: UserDocument): Promise<boolean> {
  if (!user.deletionDueAt) return false;
  user.set({ deletionDueAt: null, deletionVia: null });
  await user.save();
  return true;
}
