import type { CartItem, CartSessionRequest } from '@ministry/contracts/cart';
import type { Language } from '@ministry/contracts/language';
import { AppError } from '@ministry/kit/errors';
import { withShopLock } from '../shared/shop-lock';
import type { Catalog } from './catalog';
import { CartLineModel, ownerUserId, sessionKey } from './model';
import { refusalError } from './places-client';
import { cartLock, listCart } from './service';
import { appointmentOfToken, sessionShown, type SessionRequest } from './sessions-client';

/**
 * What care is asked for the line: a member's own appointment (`appointmentId`: 401 for a visitor),
 * or a booking paid with its e-mailed link (`token`: a visitor's, or a member's paying one).
 */
function requestOf(owner: string, request: CartSessionRequest): SessionRequest {
  if (request.token) return { appointmentId: appointmentOfToken(request.token), visitorToken: request.token };
  const userId = ownerUserId(owner);
  if (!userId) throw new AppError(401, 'api.unauthorized');
  return { appointmentId: request.appointmentId, userId };
}

/**
 * Her paid counseling session awaiting payment, priced by care's quote now (its refusal, with its
 * status and message in `language`, passed on; 503 while care does not answer): one line per
 * appointment, quantity one, nothing shipped; adding it again refreshes its price and time. A line
 * added by token keeps the token (accessToken), what care is asked again for it (re-quote, hold).
 */
export async function addSession(
  owner: string,
  request: CartSessionRequest,
  catalog: Catalog,
  language: Language = 'en',
): Promise<CartItem[]> {
  const asked = requestOf(owner, request);
  const reply = await catalog.session(asked, { fresh: true, language });
  if (reply.kind === 'refused') throw refusalError(reply);
  const shown = { ...sessionShown(reply.answer), accessToken: asked.visitorToken ?? null };
  return withShopLock(cartLock(owner), async () => {
    const optionsKey = sessionKey(asked.appointmentId);
    const existing = await CartLineModel.findOne({ owner, optionsKey }).lean();
    if (existing) await CartLineModel.updateOne({ _id: existing._id }, { $set: shown });
    else
      await CartLineModel.create({
        owner,
        kind: 'session',
        optionsKey,
        ref: asked.appointmentId,
        quantity: 1,
        imageUrl: null,
        ...shown,
      });
    return listCart(owner, catalog);
  });
}
