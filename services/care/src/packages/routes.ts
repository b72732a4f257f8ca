import Router from '@koa/router';
import { CARE_PACKAGES_PATH } from '@ministry/contracts/care';
import {
  CARE_PACKAGES_CONFIRM_PATH,
  CARE_PACKAGES_QUOTE_PATH,
  CARE_PACKAGES_REFUND_PATH,
  packageConfirmSchema,
  packageQuoteSchema,
  packageRefundSchema,
  type PackageConfirmRequest,
  type PackageQuoteRequest,
  type PackageRefundRequest,
} from '@ministry/contracts/care-checkout';
import type { ServiceConfig } from '@ministry/kit/config';
import { requireInternalCaller, requireUser } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import type { CareContext } from '../context';
import { signedInUser } from '../http';
import { confirmPackage, memberPackages, quotePackage, refundPackage } from './service';

/**
 * Packages of sessions: the shop's internal quote, confirm (paid) and refund (its key only,
 * packages/contracts/src/care-checkout.ts), and a member's own packages (`GET /api/care/packages`).
 */
export function packagesRouter(
  context: CareContext,
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
): Router {
  const router = new Router();
  const shopOnly = requireInternalCaller(config, ['shop']);

  router.post(CARE_PACKAGES_QUOTE_PATH, shopOnly, validate('body', packageQuoteSchema), async (ctx) => {
    const { typeId, userId } = validated<PackageQuoteRequest>(ctx.state, 'body');
    ctx.body = await quotePackage(typeId, userId);
  });

  router.post(CARE_PACKAGES_CONFIRM_PATH, shopOnly, validate('body', packageConfirmSchema), async (ctx) => {
    ctx.body = await confirmPackage(validated<PackageConfirmRequest>(ctx.state, 'body'));
  });

  router.post(CARE_PACKAGES_REFUND_PATH, shopOnly, validate('body', packageRefundSchema), async (ctx) => {
    ctx.body = await refundPackage(validated<PackageRefundRequest>(ctx.state, 'body').key, context.now());
  });

  router.get(CARE_PACKAGES_PATH, requireUser, async (ctx) => {
    ctx.body = await memberPackages(signedInUser(ctx).id);
  });

  return router;
}
