import { model, Schema } from 'mongoose';
import { fullName, isAdminUser, type UserRole } from '@ministry/contracts/user';
import { AppError } from '@ministry/kit/errors';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { withLock } from '@ministry/kit/lock';
import { enqueueMail } from '@ministry/kit/outbox';
import { financeAccessMail } from '@ministry/mail/templates/finance-access';
import type { IdentityContext } from '../context';
import { greetingName, mailLanguage, mailRecipient } from './mail';
import { UserModel, type UserDocument } from './model';
import { findUser, hasFinance, STAFF_POWERS_LOCK } from './service';

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

/** Admins with the permission now (other than `exceptId`). */
export async function financeUsers(exceptId?: string): Promise<UserDocument[]> {
  const found = await UserModel.find({ finance: true });
  return found.filter((user) => hasFinance(user) && String(user._id) !== exceptId);
}

/**
 * Gives or takes away access to donors' records. Only a finance admin may change it, except the very
 * first grant while nobody has it; the last one keeps it. Decided under the staff-powers lock on the
 * stored accounts (the actor's too: a permission just taken from her counts), so two changes at once
 * cannot both pass the checks. The change is recorded and every other finance admin is told.
 */
export function setFinance(
  context: IdentityContext,
  actorId: string,
  userId: string,
  finance: boolean,
): Promise<UserDocument> {
  return withLock(STAFF_POWERS_LOCK, async () => {
    const [actor, user] = [await findUser(actorId), await findUser(userId)];
    if (!actor) throw new AppError(401, 'api.unauthorized');
    if (!user) throw new AppError(404, 'api.notFound');
    if (finance && !isAdminUser({ role: user.role as UserRole, username: user.username }))
      throw new AppError(409, 'auth.financeNotAdmin');
    const holders = await financeUsers();
    const bootstrap = holders.length === 0;
    if (!bootstrap && !hasFinance(actor)) throw new AppError(403, 'auth.financeGrantRefused');
    if (hasFinance(user) === finance) return user;
    if (!finance && holders.every((holder) => String(holder._id) === String(user._id)))
      throw new AppError(409, 'auth.lastFinance');
    user.finance = finance;
    await user.save();
    await recordFinanceChange(context, { user, actor, finance, bootstrap });
    return user;
  });
}

/** Records a change of `user`'s access (given or taken by `actor`) and tells every other finance admin, in her language. */
export async function recordFinanceChange(
  context: IdentityContext,
  { user, actor, finance, bootstrap = false }: FinanceChange,
): Promise<void> {
  const at = new Date(context.now());
  const change = await FinanceChangeModel.create({
    userId: String(user._id),
    byUserId: String(actor._id),
    finance,
    bootstrap,
    at,
  });
  await tellFinanceUsers(context, user, actor, finance, at, String(change._id));
}

interface FinanceChange {
  user: UserDocument;
  actor: UserDocument;
  finance: boolean;
  /** Given while nobody had it (any admin may then give it). */
  bootstrap?: boolean;
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
