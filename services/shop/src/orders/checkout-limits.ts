import type { Context, Middleware } from 'koa';
import { AppError } from '@ministry/kit/errors';
import { clientKeyOf, rateLimit } from '@ministry/kit/rate-limit';
import { buyerKey, type Buyer } from './buyer';
import { failureBlock } from './card-failures';
import { isOpenCheckout } from './checkout-claims';
import type { OrdersContext } from './context';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

interface CheckoutState {
  /** The browser's key for this checkout attempt (a double submit sends it again). */
  idempotencyKey?: string;
  /**
   * The same key again while its checkout runs or its order waits for payment: that checkout's
   * result, uncounted. A key whose checkout failed is counted like a new one.
   */
  checkoutRetry?: boolean;
  /** Who checks out (routes.ts): the member, or a visitor by her cart (guest checkout). */
  buyer?: Buyer;
}

export function checkoutState(ctx: Context): CheckoutState {
  return ctx.state as CheckoutState;
}

/**
 * Who is counted: the buyer (a member, or a visitor by her cart: buyer.ts), or her client address (an IPv6 client by its /64); a checkout sent
 * again is not counted.
 */
const counted = (key: (ctx: Context) => string | undefined) => (ctx: Context) =>
  checkoutState(ctx).checkoutRetry ? null : key(ctx);

/**
 * POST /api/checkout's limits, after the body is validated: each new checkout costs two Stripe
 * calls and holds stock, so a member (or a visitor's cart) may start `memberLimit` per window and a client address (a
 * church's Wi-Fi is one address: the default is generous) `clientLimit`; a member or an address
 * whose payments were declined too often is refused until those declines age out. Both 429s are
 * translated and carry Retry-After. The counts are the kit's limiter (one unique insert per slot).
 */
export function checkoutLimits(context: OrdersContext): Middleware[] {
  const { checkout, cardFailures } = context.config;
  const known: Middleware = async (ctx, next) => {
    const buyer = checkoutState(ctx).buyer!;
    const idempotencyKey = ctx.get('Idempotency-Key') || undefined;
    if (idempotencyKey && !IDEMPOTENCY_KEY.test(idempotencyKey)) throw new AppError(400, 'api.invalidInput');
    const state = checkoutState(ctx);
    state.idempotencyKey = idempotencyKey;
    state.checkoutRetry = !!idempotencyKey && (await isOpenCheckout(`${buyer.owner}:${idempotencyKey}`));
    if (!state.checkoutRetry) {
      const retryAfter = await failureBlock(context, cardFailures, {
        buyer: buyerKey(buyer),
        clientAddress: ctx.ip,
      });
      if (retryAfter !== null) {
        ctx.set('Retry-After', String(retryAfter));
        throw new AppError(429, 'checkout.tooManyFailures');
      }
    }
    await next();
  };
  const perMember = rateLimit({
    name: 'checkout-member',
    key: counted((ctx) => {
      const { buyer } = checkoutState(ctx);
      return buyer && buyerKey(buyer);
    }),
    limit: checkout.memberLimit,
    windowMs: checkout.windowMs,
    connection: context.connection,
    now: context.now,
    message: 'checkout.tooManyCheckouts',
  });
  const perClient = rateLimit({
    name: 'checkout-client',
    key: counted(clientKeyOf),
    limit: checkout.clientLimit,
    windowMs: checkout.windowMs,
    connection: context.connection,
    now: context.now,
    message: 'checkout.tooManyCheckouts',
  });
  return [known, perMember, perClient];
}
