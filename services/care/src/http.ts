import type { Context, Middleware } from 'koa';
import { object, string } from 'yup';
import { isCounselorUser, type UserRole } from '@ministry/contracts/user';
import { AppError } from '@ministry/kit/errors';
import { requireRole, sessionUser } from '@ministry/kit/guards';
import type { SessionUser } from '@ministry/kit/session';
import type { Actor } from './appointments/service';
import { counselorOf } from './confidential/access';
import type { CounselorDocument } from './counselors/model';

/** `:id` of a stored record (an ObjectId). */
export const idParams = object({
  id: string()
    .required('care.idInvalid')
    .matches(/^[a-f0-9]{24}$/, 'care.idInvalid'),
});
export type IdParams = { id: string };

export function signedInUser(ctx: Context): SessionUser {
  const user = sessionUser(ctx);
  if (!user) throw new AppError(401, 'api.unauthorized');
  return user;
}

/** A signed-in counselor with her profile in `ctx.state.counselor`; 403 for anyone else. */
export const requireCounselor: Middleware = async (ctx, next) => {
  await requireRole((user) => isCounselorUser({ role: user.role as UserRole }))(ctx, async () => {
    const counselor = await counselorOf(signedInUser(ctx));
    if (!counselor) throw new AppError(403, 'care.notCounselor');
    ctx.state.counselor = counselor;
    await next();
  });
};

export const counselorIn = (ctx: Context) => ctx.state.counselor as CounselorDocument;

/** On the member routes: a counselor acts as her counselor, anyone else as the member. */
export async function actorOf(ctx: Context): Promise<Actor> {
  const user = signedInUser(ctx);
  const counselor = await counselorOf(user);
  return counselor
    ? { kind: 'counselor', userId: user.id, counselorId: String(counselor._id) }
    : { kind: 'member', userId: user.id };
}
