import request from 'supertest';
import type { TestDatabase } from '@ministry/kit/testing/database';
import { createApp } from '../app';
import { OrderModel } from '../orders/model';

// What the "download my data" and "delete my account" tests share: her paid orders, and identity's
// call to the shop's internal people routes.

export const ADDRESS = {
  street: '1 Main St',
  city: 'Queens',
  state: 'NY',
  zipCode: '11385',
  country: 'United States',
};

/** A paid order of one product line, her first name in the contact and the notes; `extra` adds fields. */
export function paidOrder(
  orderNumber: string,
  userId: string,
  email: string,
  firstName: string,
  extra: Record<string, unknown> = {},
) {
  return OrderModel.create({
    orderNumber,
    userId,
    status: 'paid',
    items: [{ kind: 'product', productId: 'p1', name: 'Tee', priceCents: 2000, quantity: 2 }],
    subtotalCents: 4000,
    totalCents: 4595,
    shippingCents: 595,
    contactInfo: { firstName, lastName: 'Test', email, phone: '718-555-0101' },
    billingAddress: ADDRESS,
    notes: `Gift-wrap for ${firstName}`,
    ...extra,
  });
}

/** identity's call to an internal route of the shop: with the internal key, another key, or none (`null`). */
export function internalPost(
  db: TestDatabase,
  path: string,
  body: object,
  key: string | null = db.config.internalApiKey,
) {
  const call = request(createApp(db.config, db).app.callback()).post(path);
  return (key === null ? call : call.set('X-Internal-Key', key)).send(body);
}
