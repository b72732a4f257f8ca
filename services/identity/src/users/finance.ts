import { model, Schema } from 'mongoose';
import { fullName, isAdminUser, type UserRole } from '@ministry/contracts/user';
import { AppError } from '@ministry/kit/errors';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { enqueueMail } from '@ministry/kit/outbox';
import { financeAccessMail } from '@ministry/mail/templates/finance-access';
import type { IdentityContext } from '../context';
import { greetingName, mailLanguage, mailRecipient } from './mail';
import { UserModel, type UserDocument } from './model';
import { findUser, hasFinance } from './service';

/** Every change of who may see donors' records, kept: written once, never updated. */
const financeChangeSchema = new Schema(
  {
    userId: { type: String, required: true },
    byUserId: { type: String, required: true },
    finance: { type: Boolean, required: true },
    /** Given while nobody had it (any admin may then give it). */
    bootstrap: { type: Boolean, default: false },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
export const FinanceChangeModel = model('FinanceChange', financeChangeSchema, 'finance_changes');

/**
 * While nobody has the permission, any admin may give it: a unique insert per state of the record
 * (how many changes were made before), so of two admins bootstrapping at once only one succeeds. The
 * count is read before the holders: counted after, it could already include a grant the holders'
 * read missed, and the second admin's claim would name a new state and succeed too.
 */
const financeClaimSchema = new Schema({ _id: { type: String, required: true } }, { versionKey: false });
const FinanceClaimModel = model('FinanceClaim', financeClaimSchema, 'finance_claims');

/** Admins with the permission now (other than `exceptId`). */
export async function financeUsers(exceptId?: string): Promise<UserDocument[]> {
  const found = await UserModel.find({ finance: true });
  return found.filter((user) => hasFinance(user) && String(user._id) !== exceptId);
}

async function claimBootstrap(changes: number): Promise<void> {
  try {
    await FinanceClaimModel.create({ _id: `bootstrap:${changes}` });
  } catch (error) {
    if (isDuplicateKey(error)) throw new AppError(403, 'auth.financeGrantRefused');
    throw error;
  }
}

/**
 * Gives or takes away access to donors' records. Only a finance admin may change it, except the very
 * first grant while nobody has it; the last one keeps it. The change is recorded and every other
 * finance admin is told, in her own language.
 */
export async function setFinance(
  context: IdentityContext,
  actor: UserDocument,
  userId: string,
  finance: boolean,
): Promise<UserDocument> {
  const user = await findUser(userId);
  if (!user) throw new AppError(404, 'api.notFound');
  if (finance && !isAdminUser({ role: user.role as UserRole, username: user.username }))
    throw new AppError(409, 'auth.financeNotAdmin');
  const changesBefore = await FinanceChangeModel.countDocuments();
  const holders = await financeUsers();
  const bootstrap = holders.length === 0;
  if (!bootstrap && !hasFinance(actor)) throw new AppError(403, 'auth.financeGrantRefused');
  if (hasFinance(user) === finance) return user;
  if (!finance && holders.every((holder) => String(holder._id) === String(user._id)))
    throw new AppError(409, 'auth.lastFinance');
  if (bootstrap) await claimBootstrap(changesBefore);
  user.finance = finance;
  await user.save();
  const at = new Date(context.now());
  const change = await FinanceChangeModel.create({
    userId: String(user._id),
    byUserId: String(actor._id),
    finance,
    bootstrap,
    at,
  });
  await tellFinanceUsers(context, user, actor, finance, at, String(change._id));
  return user;
}

async function tellFinanceUsers(
  context: IdentityContext,
  user: UserDocument,
  actor: UserDocument,
  granted: boolean,
  at: Date,
  changeId: string,
): Promise<void> {
  const recipients = await financeUsers(String(user._id));
  if (!recipients.length) return;
  const ministry = await ministryDetails(context.config.contentServiceUrl);
  for (const recipient of recipients) {
    const mail = financeAccessMail(
      { language: mailLanguage(recipient), ministry },
      { name: greetingName(recipient), who: fullName(user), by: fullName(actor), granted, at },
    );
    await enqueueMail(context.data, `finance-access:${changeId}:${String(recipient._id)}`, {
      to: recipient.email,
      recipient: mailRecipient(recipient),
      ...mail,
    });
  }
}
