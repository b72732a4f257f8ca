import { lineKind } from '@ministry/contracts/cart';
import {
  CARE_PACKAGES_CONFIRM_PATH,
  CARE_PACKAGES_REFUND_PATH,
  type PackageConfirmRequest,
  type PackageRefundRequest,
} from '@ministry/contracts/care-checkout';
import { AppError } from '@ministry/kit/errors';
import { callCarePackages } from '../cart/packages-client';
import type { OrdersContext } from './context';
import type { OrderLineDocument } from './model';
import { placeKeyOf } from './places';

/**
 * The shop's side of a package line once paid (care-checkout.ts): nothing is held while she pays;
 * the paid order makes the package hers at care (confirm, by `<order number>#<line index>`: the same
 * key again answers the same), and staff refunding the line revokes it there (refund, idempotent too).
 */

export const isPackageLine = (line: Pick<OrderLineDocument, 'kind'>) => lineKind(line) === 'package';

type PackageOrder = { orderNumber: string; userId: string | null; items: OrderLineDocument[] };

const failed = (key: string, detail: string) =>
  new AppError(502, 'api.unavailable', { expose: true, logFields: { service: 'care', key, detail } });

/**
 * Each package line of a paid order confirmed at care (its credits valid from `paidAt`): the calls,
 * each throwing when care did not take it (the webhook then answers non-2xx and Stripe delivers the
 * event again: settlement.ts).
 */
export function confirmPackageCalls(context: OrdersContext, order: PackageOrder, paidAt: string) {
  return order.items.flatMap((line, index) => {
    if (!isPackageLine(line)) return [];
    const body: PackageConfirmRequest = {
      typeId: line.productId,
      userId: order.userId ?? '',
      key: placeKeyOf(order.orderNumber, index),
      paidAt,
    };
    return [
      (async () => {
        const reply = await callCarePackages(
          context.config.careInternalUrl ?? '',
          context.config.internalApiKey,
          CARE_PACKAGES_CONFIRM_PATH,
          body,
        );
        if (reply.kind === 'refused')
          throw failed(body.key, `confirm answered ${reply.status}: ${reply.message}`);
      })(),
    ];
  });
}

/**
 * The package lines of a refund (those at `indexes`, or all) revoked at care: before the refund is
 * recorded, so care not answering (a 502 thrown) leaves it to be tried again. Care's refusal (an
 * unknown key: never confirmed) is final: logged, the refund goes on.
 */
export async function refundOrderPackages(
  context: OrdersContext,
  order: PackageOrder,
  indexes?: number[],
): Promise<void> {
  const calls = order.items.flatMap((line, index) => {
    if (!isPackageLine(line) || (indexes && !indexes.includes(index))) return [];
    const body: PackageRefundRequest = { key: placeKeyOf(order.orderNumber, index) };
    return [
      (async () => {
        const reply = await callCarePackages(
          context.config.careInternalUrl ?? '',
          context.config.internalApiKey,
          CARE_PACKAGES_REFUND_PATH,
          body,
        ).catch(() => {
          throw failed(body.key, 'refund: care did not answer');
        });
        if (reply.kind === 'refused')
          context.logger.warn('order: care refused to revoke a refunded package', {
            key: body.key,
            status: reply.status,
          });
      })(),
    ];
  });
  const failure = (await Promise.allSettled(calls)).find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failure) throw failure.reason;
}
