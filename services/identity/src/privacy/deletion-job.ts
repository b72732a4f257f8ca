import mongoose, { Schema, type Connection } from 'mongoose';
import { EXPORTING_SERVICES } from '@ministry/contracts/data-export';
import { modelOn } from '@ministry/kit/database';
import { errorFields, type Logger } from '@ministry/kit/logger';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { enqueueMail } from '@ministry/kit/outbox';
import type { BackgroundJob } from '@ministry/kit/server';
import type { MongoSessionStore } from '@ministry/kit/session';
import { accountDeletedNoticeMail } from '@ministry/mail/templates/account-deletion';
import { DEFAULT_DELETION_PASS_MS } from '../config';
import type { IdentityContext } from '../context';
import { addressKey, outreachModels } from '../outreach/model';
import { mailLanguage, mailRecipient } from '../users/mail';
import { UserModel, type UserDocument } from '../users/model';
import { deletionTokens } from './deletion-tokens';
import { peopleExportClient, type PeopleExportClient } from './people-export-client';

/** A claim older than this belongs to a pass that died: the next pass takes the user again. */
const STALE_CLAIM_MS = 60 * 60_000;

/** `deletion:<userId>`: inserted by the one instance that erases her (unique `_id`). */
interface StoredDeletionClaim {
  _id: string;
  at: Date;
}
const claimSchema = new Schema<StoredDeletionClaim>(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);
const claims = (connection: Connection) =>
  modelOn(connection, 'AccountDeletionClaim', claimSchema, 'account_deletion_claims');

async function claim(connection: Connection, userId: string, now: number): Promise<boolean> {
  const model = claims(connection);
  try {
    await model.create({ _id: `deletion:${userId}`, at: new Date(now) });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const held = await model.findById(`deletion:${userId}`).lean();
    if (held && now - held.at.getTime() > STALE_CLAIM_MS)
      await model.deleteOne({ _id: held._id, at: held.at }); // the next pass claims her again
    return false;
  }
}
const release = (connection: Connection, userId: string) =>
  claims(connection).deleteOne({ _id: `deletion:${userId}` });

export interface DeletionJobDeps {
  client: PeopleExportClient;
  sessionStore: MongoSessionStore;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** Every service forgets her; null when any one did not answer (nothing is erased here then). */
async function forgetEverywhere(deps: DeletionJobDeps, user: UserDocument) {
  const person = { userId: String(user._id), email: user.email };
  const answers = await Promise.allSettled(
    EXPORTING_SERVICES.map((service) => deps.client.forgetAt(service, person)),
  );
  const failed = answers.filter((answer) => answer.status === 'rejected');
  if (failed.length) {
    for (const answer of failed)
      deps.logger?.warn('account deletion: a service did not forget her yet', errorFields(answer.reason));
    return null;
  }
  const rows: [string, string][] = [];
  for (const answer of answers)
    if (answer.status === 'fulfilled')
      for (const [what, count] of Object.entries(answer.value.done))
        rows.push([`${answer.value.service}: ${what}`, String(count)]);
  return rows;
}

/** Identity's own records of her: consents (the suppressions stay, so she is never mailed again), links, sessions, the account. */
async function eraseHere(context: IdentityContext, deps: DeletionJobDeps, user: UserDocument) {
  const userId = String(user._id);
  const outreach = outreachModels(context.data);
  const consents = await outreach.consents.deleteMany(
    mongoose.trusted({ $or: [{ userId }, { addressKey: addressKey(user.email) }] }),
  );
  await outreach.records.updateMany({ userId }, { $set: { userId: null } });
  await deletionTokens.models(context.data).records.deleteMany({ userId: user._id });
  await deps.sessionStore.destroyUserSessions(userId);
  await UserModel.deleteOne({ _id: user._id });
  return [
    ['identity: consentsDeleted', String(consents.deletedCount)],
    ['identity: accountDeleted', '1'],
  ] as [string, string][];
}

async function tellAdmins(context: IdentityContext, user: UserDocument, done: [string, string][]) {
  const admins = await UserModel.find({ role: 'admin' });
  const ministry = await ministryDetails(context.config.contentServiceUrl);
  const via = user.deletionVia === 'admin' ? 'admin' : 'member';
  for (const admin of admins) {
    const mail = accountDeletedNoticeMail(
      { language: mailLanguage(admin), ministry },
      { deletedAt: new Date(context.now()), via, done },
    );
    await enqueueMail(context.data, `account-deleted-notice:${String(user._id)}:${String(admin._id)}`, {
      to: admin.email,
      recipient: mailRecipient(admin),
      ...mail,
    });
  }
}

/** One user whose day has come: true once she is erased everywhere. */
async function eraseOne(context: IdentityContext, deps: DeletionJobDeps, id: string): Promise<boolean> {
  const now = context.now();
  if (!(await claim(context.data, id, now))) return false;
  try {
    // Read again under the claim: she may have signed in (canceling it) since the list was read.
    const user = await UserModel.findById(id);
    if (!user?.deletionDueAt || user.deletionDueAt.getTime() > now) {
      await release(context.data, id);
      return false;
    }
    const rows = await forgetEverywhere(deps, user);
    if (!rows) {
      await release(context.data, id);
      return false;
    }
    const done = [...rows, ...(await eraseHere(context, deps, user))];
    await tellAdmins(context, user, done);
    deps.logger?.info('account deleted', { done: Object.fromEntries(done) });
    return true;
  } catch (error) {
    await release(context.data, id);
    throw error;
  }
}

/** A pass: every account whose deletion is due, one after another; how many were erased. */
export async function runDueDeletions(context: IdentityContext, deps: DeletionJobDeps): Promise<number> {
  const due = await UserModel.find(
    { deletionDueAt: mongoose.trusted({ $ne: null, $lte: new Date(context.now()) }) },
    { _id: 1 },
  ).lean();
  let erased = 0;
  for (const { _id } of due) {
    try {
      if (await eraseOne(context, deps, String(_id))) erased += 1;
    } catch (error) {
      deps.logger?.error('account deletion failed; retried next pass', errorFields(error));
    }
  }
  return erased;
}

export const deletionJob = (context: IdentityContext, deps: DeletionJobDeps): BackgroundJob => ({
  name: 'account-deletions',
  everyMs: context.config.deletionPassMs ?? DEFAULT_DELETION_PASS_MS,
  run: () => runDueDeletions(context, deps),
});

/** server.ts's jobs: none when the services' addresses are not configured (a config built by hand). */
export function deletionJobs(
  context: IdentityContext,
  sessionStore: MongoSessionStore,
  logger: DeletionJobDeps['logger'],
): BackgroundJob[] {
  const urls = context.config.exportUrls;
  if (!urls) return [];
  const client = peopleExportClient({ urls, internalApiKey: context.config.internalApiKey });
  return [deletionJob(context, { client, sessionStore, logger })];
}
