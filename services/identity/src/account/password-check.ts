import type { Context } from 'koa';
import type { Connection } from 'mongoose';
import { AppError } from '@ministry/kit/errors';
import { createRateLimiter } from '@ministry/kit/rate-limit';
import { DEFAULT_PASSWORD_CHECK_LIMIT, type RateLimitSetting } from '../config';
import type { UserDocument } from '../users/model';
import { isCurrentPassword } from '../users/service';

/**
 * The current-password check of the account's forms (password change, e-mail change), throttled per
 * user: a stolen session cannot guess her password. Each wrong password claims a slot of the kit's
 * limiter (exact under concurrency) before it is answered, so concurrent guesses cannot pass the
 * limit; once the window's slots are used, every check answers 429 until the window ends, even with
 * the right password.
 */
export function passwordCheckLimit(
  connection: Connection,
  setting: RateLimitSetting = DEFAULT_PASSWORD_CHECK_LIMIT,
  now: () => number = Date.now,
) {
  return createRateLimiter({ name: 'password-check', ...setting, connection, now });
}

/** What the check needs of identity's context. */
interface CheckContext {
  now: () => number;
  passwordCheckLimit: ReturnType<typeof passwordCheckLimit>;
}

function tooMany(context: CheckContext, ctx: Context, resetAt: number) {
  ctx.set('Retry-After', String(Math.max(1, Math.ceil((resetAt - context.now()) / 1000))));
  return new AppError(429, 'account.passwordTooMany');
}

/** Passes when `password` is hers; else 400 account.currentPasswordWrong, or 429 past the limit. */
export async function checkCurrentPassword(
  context: CheckContext,
  ctx: Context,
  user: UserDocument,
  password: string,
): Promise<void> {
  const failures = context.passwordCheckLimit;
  const userKey = String(user._id);
  const used = await failures.isExhausted(userKey);
  if (used.exhausted) throw tooMany(context, ctx, used.resetAt);
  if (await isCurrentPassword(user, password)) return;
  const counted = await failures.hit(userKey);
  if (!counted.allowed) throw tooMany(context, ctx, counted.resetAt);
  throw new AppError(400, 'account.currentPasswordWrong');
}
