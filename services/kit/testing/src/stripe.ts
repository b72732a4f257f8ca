import type { StripeSettings } from '@ministry/kit/stripe';

/** Every test signs its webhook payloads with this secret. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_secret';

/** Stripe settings pointing at the test run's stripe-mock (started by the jest set-up, see testing/). */
export function testStripeSettings(): StripeSettings {
  const port = Number(process.env.TEST_STRIPE_MOCK_PORT);
  if (!port) throw new Error('TEST_STRIPE_MOCK_PORT is not set: run through jest (see testing/)');
  return {
    secretKey: 'sk_test_mock',
    publishableKey: 'pk_test_mock',
    webhookSecret: TEST_WEBHOOK_SECRET,
    apiHost: '127.0.0.1',
    apiPort: port,
    apiProtocol: 'http',
    mock: true,
  };
}
