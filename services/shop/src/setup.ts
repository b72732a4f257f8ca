import { CartLineModel } from './cart/model';
import { CheckoutIntentModel } from './orders/checkout-intent';
import { OrderModel, ProcessedOrderEventModel } from './orders/model';
import { ProductModel } from './products/model';
import { seedProducts } from './products/seed';
import { LockModel } from '@ministry/kit/lock';

/** Builds the indexes the rules rely on (unique order numbers and cart lines), then seeds. */
export async function prepareDatabase(): Promise<void> {
  await Promise.all([
    ProductModel.init(),
    CartLineModel.init(),
    OrderModel.init(),
    LockModel.init(),
    CheckoutIntentModel.init(),
    ProcessedOrderEventModel.init(),
  ]);
  await seedProducts();
}
