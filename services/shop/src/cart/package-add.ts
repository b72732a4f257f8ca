import type { CartItem, CartPackageRequest } from '@ministry/contracts/cart';
import type { Language } from '@ministry/contracts/language';
import { AppError } from '@ministry/kit/errors';
import { withShopLock } from '../shared/shop-lock';
import type { Catalog } from './catalog';
import { CartLineModel, ownerUserId, packageKey } from './model';
import { packageShown } from './packages-client';
import { refusalError } from './places-client';
import { cartLock, listCart } from './service';

/**
 * A package of counseling sessions, for a signed-in member only (a visitor: 401 care.packageSignIn),
 * priced by care's quote now (its refusal, with its status and message in `language`, passed on: 404
 * care.packageNotFound; 503 while care does not answer): one line per package type, quantity one,
 * nothing shipped; adding it again changes nothing.
 */
export async function addPackage(
  owner: string,
  request: CartPackageRequest,
  catalog: Catalog,
  language: Language = 'en',
): Promise<CartItem[]> {
  const userId = ownerUserId(owner);
  if (!userId) throw new AppError(401, 'care.packageSignIn');
  const reply = await catalog.package({ typeId: request.typeId, userId }, { fresh: true, language });
  if (reply.kind === 'refused') throw refusalError(reply);
  const shown = packageShown(reply.answer);
  return withShopLock(cartLock(owner), async () => {
    const optionsKey = packageKey(reply.answer.typeId);
    if (!(await CartLineModel.exists({ owner, optionsKey }))) {
      await CartLineModel.create({
        owner,
        kind: 'package',
        optionsKey,
        ref: reply.answer.typeId,
        quantity: 1,
        imageUrl: null,
        ...shown,
      });
    }
    return listCart(owner, catalog);
  });
}
