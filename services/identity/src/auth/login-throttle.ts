import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Connection } from 'mongoose';
import { AppError } from '@ministry/kit/errors';
import { metrics } from '@ministry/kit/metrics';
import { createRateLimiter } from '@ministry/kit/rate-limit';
import type { IdentityConfig } from '../config';
import type { UserDocument } from '../users/model';

/**
 * Failed sign-ins are counted per account, per known device and per client address (OWASP's
 * "device cookies"): a stranger's failures lock an account to new browsers, never to the browsers
 * that signed in to it before, and a shared address (a church hall, an office) only ever meets the
 * much higher address limit. Her new browser gets through a lockout by proof: a link to her
 * verified address makes it known (sign-in-unlock/). Each failure claims a slot of the kit's limiter
 * (exact under concurrency) before it is answered as a wrong password, so concurrent guesses cannot
 * pass a limit.
 */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURES = 5;
export const DEVICE_FAILURES = 5;
export const ADDRESS_FAILURES = 100;
const KNOWN_DEVICE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
const KNOWN_DEVICE_PATH = '/api/auth';

const deviceCookie = (user: UserDocument) => `ministry.device.${String(user._id)}`;
/** Bound to the user's device generation: a password change makes every earlier cookie worthless. */
const deviceValue = (deviceId: string, user: UserDocument) => `${deviceId}.${user.deviceGeneration ?? ''}`;

export interface LoginAttempt {
  /** Counts the failure; a 401 only while the limits allow one, else a 429. */
  failed(): Promise<never>;
  /** Forgets the counted failures of what was limited, and remembers this browser for the account. */
  succeeded(user: UserDocument): Promise<void>;
}

type Limiter = ReturnType<typeof createRateLimiter>;

/** The three limits on failed sign-ins, built once with identity's context. */
export interface LoginLimits {
  perAccount: Limiter;
  perDevice: Limiter;
  perAddress: Limiter;
}

export function loginLimits(connection: Connection, now: () => number = Date.now): LoginLimits {
  const limiter = (name: string, limit: number) =>
    createRateLimiter({ name, limit, windowMs: FAILURE_WINDOW_MS, connection, now });
  return {
    perAccount: limiter('login-account', ACCOUNT_FAILURES),
    perDevice: limiter('login-device', DEVICE_FAILURES),
    perAddress: limiter('login-address', ADDRESS_FAILURES),
  };
}

/** What the throttle needs of identity's context. */
type ThrottleContext = { config: Pick<IdentityConfig, 'cookieSecure'>; loginLimits: LoginLimits };

/** The device id of a valid known-device cookie of this account, or null. */
function knownDevice(ctx: Context, user: UserDocument | null): string | null {
  if (!user) return null;
  const value = ctx.cookies.get(deviceCookie(user), { signed: true });
  const [deviceId, generation] = value?.split('.') ?? [];
  return deviceId && generation === (user.deviceGeneration ?? '') ? deviceId : null;
}

/** Sets the account's known-device cookie on this browser (a new device id unless given). */
function rememberDevice(context: ThrottleContext, ctx: Context, user: UserDocument, deviceId: string | null) {
  ctx.cookies.set(deviceCookie(user), deviceValue(deviceId ?? newDeviceId(), user), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: context.config.cookieSecure,
    path: KNOWN_DEVICE_PATH,
    maxAge: KNOWN_DEVICE_MAX_AGE_MS,
  });
}

function tooMany(ctx: Context, resetAt: number): AppError {
  metrics.signInThrottles.inc();
  ctx.set('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
  return new AppError(429, 'auth.tooManyAttempts');
}

/** The limit a sign-in from this browser counts against: its known device's, else the account's. */
function limitsOf(context: ThrottleContext, ctx: Context, user: UserDocument | null, login: string) {
  const { perAccount, perDevice } = context.loginLimits;
  const deviceId = knownDevice(ctx, user);
  const [limited, limitedKey] = deviceId
    ? [perDevice, `${String(user!._id)}:${deviceId}`]
    : [perAccount, user ? `user:${String(user._id)}` : `login:${login}`];
  return { deviceId, limited, limitedKey };
}

/** The used-up limit that refuses a sign-in from this browser now, if any. */
async function usedUp(
  context: ThrottleContext,
  ctx: Context,
  deviceId: string | null,
  limited: Limiter,
  limitedKey: string,
) {
  const checks = await Promise.all([
    limited.isExhausted(limitedKey),
    // A known device is not held back by what others did from its address.
    ...(deviceId ? [] : [context.loginLimits.perAddress.isExhausted(ctx.ip)]),
  ]);
  return checks.find((check) => check.exhausted);
}

/** Whether a sign-in to this account from this browser is refused now (without counting anything). */
export async function signInRefused(context: ThrottleContext, ctx: Context, user: UserDocument) {
  const { deviceId, limited, limitedKey } = limitsOf(context, ctx, user, '');
  return (await usedUp(context, ctx, deviceId, limited, limitedKey)) !== undefined;
}

/**
 * Refuses (429) when the limits are used up; otherwise the attempt to report back on.
 * `login` is what was typed: an unknown name is counted like an account, so nothing tells the two apart.
 */
export async function beginLogin(
  context: ThrottleContext,
  ctx: Context,
  user: UserDocument | null,
  login: string,
): Promise<LoginAttempt> {
  const { perAddress } = context.loginLimits;
  const { deviceId, limited, limitedKey } = limitsOf(context, ctx, user, login);
  const used = await usedUp(context, ctx, deviceId, limited, limitedKey);
  if (used) throw tooMany(ctx, used.resetAt);

  return {
    async failed() {
      const [mine, address] = await Promise.all([limited.hit(limitedKey), perAddress.hit(ctx.ip)]);
      if (!mine.allowed) throw tooMany(ctx, mine.resetAt);
      if (!deviceId && !address.allowed) throw tooMany(ctx, address.resetAt);
      // One message for an unknown user and a wrong password.
      throw new AppError(401, 'auth.invalidCredentials');
    },
    async succeeded(signedIn) {
      await limited.reset(limitedKey);
      rememberDevice(context, ctx, signedIn, deviceId);
    },
  };
}

/**
 * This browser becomes a known device of the account's current generation (a new device id, with a
 * fresh allowance): after she proved herself here (a password change, an unlock link).
 */
export const rememberBrowser = (context: ThrottleContext, ctx: Context, user: UserDocument) =>
  rememberDevice(context, ctx, user, null);

/**
 * She proved she reads her mailbox (a password reset) and is signed in on this browser: the
 * account's failures are forgotten and this browser becomes a known device of the new generation.
 */
export async function trustBrowser(
  context: ThrottleContext,
  ctx: Context,
  user: UserDocument,
): Promise<void> {
  await context.loginLimits.perAccount.reset(`user:${String(user._id)}`);
  rememberBrowser(context, ctx, user);
}

const newDeviceId = () => randomBytes(12).toString('base64url');

/** A new device generation for a user: every known-device cookie issued before stops counting. */
export const newDeviceGeneration = () => randomBytes(12).toString('base64url');
