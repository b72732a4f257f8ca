// A member canceled her paid place line before the event's cut-off (the events service tells the
// shop): the order records it, and staff decide its refund: the per-line refund, or keeping the
// payment with a note. Either decision clears the request.
import type { AdminOrder } from '@ministry/contracts/order';
import type { PlaceCancelRequestInput } from '@ministry/contracts/order-settlement';
import { AppError } from '@ministry/kit/errors';
import { OrderModel, type StoredCancelRequest } from './model';
import { isPlace } from './places';
import { withOrder } from './transitions';
import { toAdminOrder, type StoredOrder } from './views';

/** `<order number>#<line index>`, the key a place line's places are held under at events. */
function lineOfKey(key: string): { orderNumber: string; lineIndex: number } {
  const match = /^(.+)#(\d{1,3})$/.exec(key);
  if (!match) throw new AppError(400, 'api.invalidInput');
  return { orderNumber: match[1]!, lineIndex: Number(match[2]) };
}

/**
 * POST /internal/place-cancel-requests: records the line's cancellation once, under the order's lock
 * (the same key again, a retry of events, records nothing more). Answers whether this call recorded it.
 */
export async function recordCancelRequest(input: PlaceCancelRequestInput): Promise<{ recorded: boolean }> {
  const { orderNumber, lineIndex } = lineOfKey(input.key);
  const at = new Date(input.at);
  if (Number.isNaN(at.getTime())) throw new AppError(400, 'api.invalidInput');
  return withOrder(orderNumber, async (order, fence) => {
    const line = order.items[lineIndex];
    if (!line || !isPlace(line)) throw new AppError(404, 'order.notFound');
    const requests = order.cancelRequests ?? [];
    if (requests.some((request) => request.lineIndex === lineIndex)) return { recorded: false };
    await fence();
    const request: StoredCancelRequest = { lineIndex, person: input.person, at, decision: null };
    await OrderModel.updateOne({ _id: order._id }, { $set: { cancelRequests: [...requests, request] } });
    return { recorded: true };
  });
}

/**
 * The requests after a refund of `lines` (every line when 'all'): those waiting on a refunded line
 * are decided 'refunded'. Undefined when nothing changes (the order is written without the field).
 */
export function decidedByRefund(
  order: StoredOrder,
  lines: number[] | 'all',
  by: string,
): { cancelRequests: StoredCancelRequest[] } | Record<string, never> {
  const requests = order.cancelRequests ?? [];
  const refunded = (index: number) => lines === 'all' || lines.includes(index);
  if (!requests.some((request) => !request.decision && refunded(request.lineIndex))) return {};
  const at = new Date();
  return {
    cancelRequests: requests.map((request) =>
      !request.decision && refunded(request.lineIndex)
        ? { ...request, decision: { kind: 'refunded' as const, at, by } }
        : request,
    ),
  };
}

/** Staff keep the payment of a canceled place line, saying why: the request is decided, not refunded. */
export async function keepPayment(
  orderNumber: string,
  lineIndex: number,
  note: string,
  by: string,
): Promise<AdminOrder> {
  const saved = await withOrder(orderNumber, async (order, fence) => {
    const requests = order.cancelRequests ?? [];
    if (!requests.some((request) => request.lineIndex === lineIndex && !request.decision))
      throw new AppError(404, 'order.cancelRequestNotFound');
    const cancelRequests = requests.map((request) =>
      request.lineIndex === lineIndex && !request.decision
        ? { ...request, decision: { kind: 'kept' as const, at: new Date(), by, note } }
        : request,
    );
    await fence();
    await OrderModel.updateOne({ _id: order._id }, { $set: { cancelRequests } });
    return { ...order, cancelRequests };
  });
  return toAdminOrder(saved);
}
