import { DEFAULT_CARD_FAILURE_LIMIT, DEVELOPMENT_WEBHOOK_SECRET, readStripeSettings } from '../stripe';

const REAL_SIGNING_SECRET = `whsec_${'s'.repeat(40)}`;

describe('Stripe settings (shop and billing)', () => {
  it('are absent without a key: payments answer "not available"', () => {
    expect(readStripeSettings({}, true)).toEqual({ settings: null, problems: [] });
  });

  it('give stripe-mock the development signing secret outside production', () => {
    const { settings, problems } = readStripeSettings({ STRIPE_SECRET_KEY: 'sk_test_mock' }, false);
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({
      mock: true,
      webhookSecret: DEVELOPMENT_WEBHOOK_SECRET,
      publishableKey: 'pk_test_mock',
      cardFailureLimit: DEFAULT_CARD_FAILURE_LIMIT,
    });
  });

  it('refuse stripe-mock’s key with the public development signing secret in production', () => {
    // Unset: the development secret would silently sign (and so let anyone forge) every event.
    const unset = readStripeSettings({ STRIPE_SECRET_KEY: 'sk_test_mock' }, true);
    expect(unset.problems).toEqual([expect.stringMatching(/stripe-mock.*development secret/)]);
    const spelledOut = readStripeSettings(
      { STRIPE_SECRET_KEY: 'sk_test_mock_demo', STRIPE_WEBHOOK_SECRET: DEVELOPMENT_WEBHOOK_SECRET },
      true,
    );
    expect(spelledOut.problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/stripe-mock.*development secret/)]),
    );
    // With a signing secret of its own, a stand-in deployment is the operator's choice.
    const own = readStripeSettings(
      { STRIPE_SECRET_KEY: 'sk_test_mock', STRIPE_WEBHOOK_SECRET: REAL_SIGNING_SECRET },
      true,
    );
    expect(own.problems).toEqual([]);
    expect(own.settings?.webhookSecret).toBe(REAL_SIGNING_SECRET);
  });

  it('require a signing secret with a real key in production', () => {
    const { problems } = readStripeSettings({ STRIPE_SECRET_KEY: `sk_live_${'k'.repeat(30)}` }, true);
    expect(problems).toEqual(['STRIPE_WEBHOOK_SECRET is required with a Stripe key in production']);
  });

  it('read CARD_FAILURE_LIMIT (declines of one intent before it is canceled)', () => {
    const { settings } = readStripeSettings(
      { STRIPE_SECRET_KEY: 'sk_test_mock', CARD_FAILURE_LIMIT: '5' },
      false,
    );
    expect(settings?.cardFailureLimit).toBe(5);
    expect(() =>
      readStripeSettings({ STRIPE_SECRET_KEY: 'sk_test_mock', CARD_FAILURE_LIMIT: '0' }, false),
    ).toThrow(/CARD_FAILURE_LIMIT/);
  });
});
