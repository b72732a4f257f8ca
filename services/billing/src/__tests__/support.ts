import Stripe from 'stripe';
import request from 'supertest';
import type { TestDatabase } from '@ministry/kit/testing/database';
import type { BillingConfig } from '../config';
import { TEST_WEBHOOK_SECRET, testStripeSettings } from '@ministry/kit/testing/stripe';

export const WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;
export const PRICES = { essential: 'price_essential', growth: 'price_growth', transform: 'price_transform' };
export const YEARLY_PRICES = {
  essential: 'price_essential_yearly',
  growth: 'price_growth_yearly',
  transform: 'price_transform_yearly',
};

/** The billing config for a test file: its database, the run's stripe-mock and an identity stand-in. */
export function testConfig(
  db: TestDatabase,
  identityUrl: string,
  stripe = true,
  shopUrl = 'http://127.0.0.1:9',
): BillingConfig {
  return {
    ...db.config,
    identityInternalUrl: identityUrl,
    shopInternalUrl: shopUrl,
    stripe: stripe ? { ...testStripeSettings(), prices: PRICES, yearlyPrices: YEARLY_PRICES } : null,
  };
}

export { memberProfile, startIdentityStub, type IdentityStub } from '@ministry/kit/testing/identity';

const signer = new Stripe('sk_test_mock');
let eventCounter = 0;

/** A Stripe event as the webhook receives it: the JSON body and its Stripe-Signature header. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { created?: number; id?: string; secret?: string } = {},
): { payload: string; signature: string; id: string } {
  eventCounter += 1;
  const id = options.id ?? `evt_test_${Date.now()}_${eventCounter}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-08-27.basil',
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return { payload, signature, id };
}

/** Delivers a signed Stripe event to the webhook, which must take it (200). */
export async function deliverWebhook(
  handler: Parameters<typeof request>[0],
  { payload, signature }: { payload: string; signature: string },
): Promise<request.Response> {
  const res = await request(handler)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);
  expect(res.status).toBe(200);
  return res;
}
