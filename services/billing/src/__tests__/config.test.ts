import { loadConfig } from '../config';

const LONG_KEY = 'k'.repeat(40);
const OTHER_LONG_KEY = 'i'.repeat(40);
/** What every service needs in production whatever billing adds: the site's address and SMTP. */
const PRODUCTION_MAIL = {
  SITE_URL: 'https://womenofpurpose.org',
  SMTP_URL: 'smtp://mailer:a-long-mail-password@smtp.mailprovider.net:587',
};

describe('billing configuration', () => {
  it('runs without Stripe when no key is set (payments unavailable)', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.stripe).toBeNull();
    expect(config.identityInternalUrl).toBe('http://127.0.0.1:4001');
    expect(config.shopInternalUrl).toBe('http://127.0.0.1:4004');
  });

  it('points at stripe-mock with stand-in prices, publishable key and signing secret', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      STRIPE_SECRET_KEY: 'sk_test_mock',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(config.stripe).toMatchObject({
      publishableKey: 'pk_test_mock',
      prices: { essential: 'price_essential', growth: 'price_growth', transform: 'price_transform' },
      yearlyPrices: {
        essential: 'price_essential_yearly',
        growth: 'price_growth_yearly',
        transform: 'price_transform_yearly',
      },
      apiHost: '127.0.0.1',
      apiPort: 12111,
      apiProtocol: 'http',
    });
  });

  it('requires price ids, the signing secret and identity’s URL with a real key in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...PRODUCTION_MAIL,
        MONGODB_URI: 'mongodb://db',
        SESSION_KEYS: LONG_KEY,
        INTERNAL_API_KEY: OTHER_LONG_KEY,
        IDENTITY_INTERNAL_URL: 'http://identity:4001',
        SHOP_INTERNAL_URL: 'http://shop:4004',
        STRIPE_SECRET_KEY: 'sk_live_123',
      }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PRICE_ESSENTIAL[\s\S]*STRIPE_PRICE_TRANSFORM_YEARLY/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...PRODUCTION_MAIL,
        MONGODB_URI: 'mongodb://db',
        SESSION_KEYS: LONG_KEY,
        INTERNAL_API_KEY: OTHER_LONG_KEY,
      }),
    ).toThrow(/IDENTITY_INTERNAL_URL[\s\S]*SHOP_INTERNAL_URL/);
  });

  it('leaves the publishable key unset (the page shows a notice) when a real key comes without one', () => {
    const config = loadConfig({ NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_real' });
    expect(config.stripe?.publishableKey).toBeNull();
  });

  it('refuses the example Stripe values of .env.example in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...PRODUCTION_MAIL,
        MONGODB_URI: 'mongodb://db',
        SESSION_KEYS: LONG_KEY,
        INTERNAL_API_KEY: OTHER_LONG_KEY,
        IDENTITY_INTERNAL_URL: 'http://identity:4001',
        SHOP_INTERNAL_URL: 'http://shop:4004',
        STRIPE_SECRET_KEY: 'sk_live_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_replace_me',
        STRIPE_PRICE_ESSENTIAL: 'price_1',
        STRIPE_PRICE_GROWTH: 'price_2',
        STRIPE_PRICE_TRANSFORM: 'price_replace_me_transform',
      }),
    ).toThrow(
      /STRIPE_WEBHOOK_SECRET is still an example value[\s\S]*STRIPE_PRICE_TRANSFORM is still an example value/,
    );
  });

  it('lets a congregation give from one address by default, and reads every giving limit', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).giving).toMatchObject({
      clientLimit: 100,
      emailLimit: 10,
      failureLimit: 3,
      clientFailureLimit: 10,
    });
    const config = loadConfig({
      NODE_ENV: 'development',
      GIVING_CLIENT_LIMIT: '40',
      GIVING_CLIENT_FAILURE_LIMIT: '25',
      STRIPE_SECRET_KEY: 'sk_test_mock',
      CARD_FAILURE_LIMIT: '4',
    });
    expect(config.giving).toMatchObject({ clientLimit: 40, clientFailureLimit: 25 });
    expect(config.stripe?.cardFailureLimit).toBe(4);
  });

  it('refuses stripe-mock’s key with the public development signing secret in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...PRODUCTION_MAIL,
        MONGODB_URI: 'mongodb://db',
        SESSION_KEYS: LONG_KEY,
        INTERNAL_API_KEY: OTHER_LONG_KEY,
        IDENTITY_INTERNAL_URL: 'http://identity:4001',
        SHOP_INTERNAL_URL: 'http://shop:4004',
        MINISTRY_LEGAL_NAME: 'Women of Purpose Ministry, Inc.',
        MINISTRY_EIN: '12-3456789',
        STRIPE_SECRET_KEY: 'sk_test_mock',
      }),
    ).toThrow(/STRIPE_SECRET_KEY is stripe-mock's stand-in/);
  });
});
