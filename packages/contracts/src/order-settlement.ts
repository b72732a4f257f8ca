import { number, object, string, type InferType } from 'yup';
import { LANGUAGES } from './language';

/**
 * What the shop asks of the services that own an order's other lines once Stripe's webhook says the
 * order is paid (and again on every redelivery: each call is idempotent by its key). Services only,
 * with the shop's internal key; the gateway never routes /internal.
 */

/** billing: record a paid order's gift line as a gift (on her giving history and year-end statement). */
export const ORDER_GIFTS_PATH = '/internal/order-gifts';

const id = (max: number) => string().trim().max(max, 'api.invalidInput').required('api.invalidInput');
const cents = number()
  .typeError('api.invalidInput')
  .integer('api.invalidInput')
  .min(1, 'api.invalidInput')
  .max(100_000_000, 'api.invalidInput')
  .required('api.invalidInput');

export const orderGiftSchema = object({
  /** `<order number>#<line index>`: the same line recorded twice is one gift. */
  key: id(60),
  orderNumber: id(20),
  userId: id(100),
  name: id(200),
  email: id(200),
  language: string()
    .oneOf([...LANGUAGES], 'api.invalidInput')
    .required('api.invalidInput'),
  fundId: id(100),
  amountCents: cents,
  paymentIntentId: id(255),
  /** ISO time the order was paid. */
  paidAt: id(40),
});
export type OrderGift = InferType<typeof orderGiftSchema>;

/** billing: a refund of part or all of an order's gift line (staff refunded it in the back office). */
export const orderGiftRefundPath = (key: string) => `${ORDER_GIFTS_PATH}/${encodeURIComponent(key)}/refund`;
export const orderGiftRefundSchema = object({ amountCents: cents });

/** content: a paid order's premium resource is hers to download from then on. */
export const RESOURCE_PURCHASES_PATH = '/internal/resource-purchases';
export const resourcePurchaseSchema = object({
  userId: id(100),
  resourceId: id(100),
  orderNumber: id(20),
});
export type ResourcePurchase = InferType<typeof resourcePurchaseSchema>;
