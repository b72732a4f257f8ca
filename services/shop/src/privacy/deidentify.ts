import mongoose from 'mongoose';
import { OrderModel, type OrderDocument } from '../orders/model';

const ERASED_ADDRESS = { street: '', city: '', state: '', zipCode: '', country: '' };

/** What stands for an erased person's name where the record needs one. */
export const ERASED_NAME = '—';

type StoredOrder = Pick<OrderDocument, 'items' | 'cancelRequests'> & { _id: unknown };

/** Her order's lines without the people she registered: a place keeps its option and price, not who. */
function erasedLines(order: StoredOrder) {
  return order.items.map((item) =>
    item.place
      ? {
          ...item,
          place: {
            ...item.place,
            people: item.place.people.map((person) => ({
              ...person,
              name: ERASED_NAME,
              email: null,
              childAgeMonths: null,
            })),
          },
        }
      : item,
  );
}

/**
 * Erases the buyer from the orders `filter` finds that are not erased yet: her name, e-mail, phone,
 * addresses, notes, account, cart, network address, the names of the people her place lines
 * registered and her cancellation requests' names, and sets `deidentifiedAt`. Number, lines and their
 * prices, totals, dates and status stay for the books. Account deletion (forget-routes.ts) and the
 * financial records retention pass (retention.ts) both call it. Answers how many it erased.
 */
export async function deidentifyOrders(filter: object, now: Date): Promise<number> {
  // `deidentifiedAt` is not in the schema (strictQuery would drop it from the filter): asked as is.
  const options = { strict: false, strictQuery: false };
  const orders = await OrderModel.find(mongoose.trusted({ ...filter, deidentifiedAt: null }), {
    items: 1,
    cancelRequests: 1,
  })
    .setOptions(options)
    .lean<StoredOrder[]>();
  let erased = 0;
  for (const order of orders) {
    const result = await OrderModel.updateOne(
      mongoose.trusted({ _id: order._id, deidentifiedAt: null }),
      {
        $set: {
          userId: 'deleted',
          contactInfo: { firstName: '', lastName: '', email: '', phone: '' },
          shippingAddress: null,
          billingAddress: ERASED_ADDRESS,
          notes: '',
          clientAddress: '',
          cartOwner: null,
          items: erasedLines(order),
          ...(order.cancelRequests && {
            cancelRequests: order.cancelRequests.map((entry) => ({ ...entry, person: ERASED_NAME })),
          }),
          deidentifiedAt: now,
        },
      },
      options,
    );
    erased += result.modifiedCount;
  }
  return erased;
}
