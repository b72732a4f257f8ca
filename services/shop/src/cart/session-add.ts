import type { CartItem, CartSessionRequest } from '@ministry/contracts/cart';
import type { Language } from '@ministry/contracts/language';
import { AppError } from '@ministry/kit/errors';
import { withShopLock } from '../shared/shop-lock';
import type { Catalog } from './catalog';
import { CartLineModel, ownerUserId, sessionKey } from './model';
import { refusalError } from './places-client';
import { cartLock, listCart } from './service';
import { sessionShown } from './sessions-client';

/**
 * Her paid counseling session awaiting payment, priced by care's quote now (its refusal, with its
 * status and message in `language`, passed on; 503 while care does not answer). A member's cart only
 * (401 for a visitor): one line per appointment, quantity one, nothing shipped; adding it again
 * refreshes its price and time.
 */
export async function addSession(
  owner: string,
  request: CartSessionRequest,
  catalog: Catalog,
  language: Language = 'en',
): Promise<CartItem[]> {
  const userId = ownerUserId(owner);
  if (!userId) throw new AppError(401, 'api.unauthorized');
  const reply = await catalog.session(
    { appointmentId: request.appointmentId, userId },
    { fresh: true, language },
  );
  if (reply.kind === 'refused') throw refusalError(reply);
  const shown = sessionShown(reply.answer);
  return withShopLock(cartLock(owner), async () => {
    const optionsKey = sessionKey(request.appointmentId);
    const existing = await CartLineModel.findOne({ owner, optionsKey }).lean();
    if (existing) await CartLineModel.updateOne({ _id: existing._id }, { $set: shown });
    else
      await CartLineModel.create({
        owner,
        kind: 'session',
        optionsKey,
        ref: request.appointmentId,
        quantity: 1,
        imageUrl: null,
        ...shown,
      });
    return listCart(owner, catalog);
  });
}
