import mongoose from 'mongoose';
import type { UserRole } from '@ministry/contracts/user';
import { AppError } from '@ministry/kit/errors';
import { withLock } from '@ministry/kit/lock';
import type { IdentityContext } from '../context';
import { financeUsers, recordFinanceChange } from './finance';
import { UserModel, type UserDocument } from './model';
import { findUser, hasFinance, isAdminDocument, STAFF_POWERS_LOCK } from './service';

/**
 * Changes a user's role, under the staff-powers lock: the last admin stays one, and so does the last
 * finance admin. Losing the admin role takes access to donors' records with it (so it does not come
 * back with a later promotion), recorded and told like any other removal.
 */
export function changeRole(
  context: IdentityContext,
  actorId: string,
  userId: string,
  role: UserRole,
): Promise<UserDocument> {
  return withLock(STAFF_POWERS_LOCK, async () => {
    const user = await findUser(userId);
    if (!user) throw new AppError(404, 'api.notFound');
    // The reserved "admin" account stays an admin by its name, whatever its role.
    const demoted = isAdminDocument(user) && role !== 'admin' && user.usernameKey !== 'admin';
    if (demoted) {
      const otherAdmins = await UserModel.countDocuments({
        _id: mongoose.trusted({ $ne: user._id }),
        $or: mongoose.trusted([{ role: 'admin' }, { usernameKey: 'admin' }]),
      });
      if (otherAdmins === 0) throw new AppError(409, 'auth.lastAdmin');
    }
    const financeTaken = demoted && hasFinance(user);
    if (financeTaken) {
      if (!(await financeUsers(String(user._id))).length) throw new AppError(409, 'auth.lastFinance');
      user.finance = false;
    }
    user.role = role;
    await user.save();
    const actor = financeTaken && (await findUser(actorId));
    if (actor) await recordFinanceChange(context, { user, actor, finance: false });
    return user;
  });
}
