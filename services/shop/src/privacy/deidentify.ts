import mongoose from 'mongoose';
import { OrderModel } from '../orders/model';

const ERASED_ADDRESS = { street: '', city: '', state: '', zipCode: '', country: '' };

/**
 * Erases the buyer from the orders `filter` finds that are not erased yet: her name, e-mail, phone,
 * addresses, notes, account, cart and network address, and sets `deidentifiedAt`. Number, lines and
 * their prices, totals, dates and status stay for the books. Account deletion (forget-routes.ts) and
 * the financial records retention pass (retention.ts) both call it. Answers how many it erased.
 */
export async function deidentifyOrders(filter: object, now: Date): Promise<number> {
  const result = await OrderModel.updateMany(
    mongoose.trusted({ ...filter, deidentifiedAt: null }),
    {
      $set: {
        userId: 'deleted',
        contactInfo: { firstName: '', lastName: '', email: '', phone: '' },
        shippingAddress: null,
        billingAddress: ERASED_ADDRESS,
        notes: '',
        clientAddress: '',
        cartOwner: null,
        deidentifiedAt: now,
      },
    },
    // `deidentifiedAt` is not in the schema (strictQuery would drop it from the filter): asked as is.
    { strict: false, strictQuery: false },
  );
  return result.modifiedCount;
}
