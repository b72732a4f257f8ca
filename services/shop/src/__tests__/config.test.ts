import { loadConfig, shopConfigOf } from '../config';

describe('shop configuration', () => {
  it('has the defaults: $5.95 shipping, free from $75, 30-minute holds, low stock at 3, no Stripe', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config).toMatchObject({
      port: 4004,
      databaseName: 'ministry-shop',
      stripe: null,
      shipping: { flatCents: 595, freeFromCents: 7500 },
      orderHoldMinutes: 30,
      lowStockThreshold: 3,
    });
  });

  it('reads the shipping rule, the hold and the threshold; an empty free-shipping amount means never free', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      SHIPPING_FLAT_CENTS: '800',
      FREE_SHIPPING_FROM_CENTS: '',
      ORDER_HOLD_MINUTES: '45',
      LOW_STOCK_THRESHOLD: '5',
    });
    expect(config.shipping).toEqual({ flatCents: 800, freeFromCents: null });
    expect(config.orderHoldMinutes).toBe(45);
    expect(config.lowStockThreshold).toBe(5);
  });

  it('has the checkout limits: 5 a member and 60 an address per 15 minutes, 10 a line, 20 held; declines 6 a member, 30 an address an hour', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.checkout).toEqual({
      memberLimit: 5,
      clientLimit: 60,
      windowMs: 15 * 60_000,
      maxLineUnits: 10,
      maxHeldUnits: 20,
    });
    expect(config.cardFailures).toEqual({ perMember: 6, perClient: 30, windowMs: 60 * 60_000 });
  });

  it('reads the checkout limits from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      CHECKOUT_MEMBER_LIMIT: '3',
      CHECKOUT_CLIENT_LIMIT: '500',
      CHECKOUT_WINDOW_SECONDS: '600',
      CHECKOUT_MAX_LINE_UNITS: '4',
      CHECKOUT_MAX_HELD_UNITS: '8',
      CHECKOUT_DECLINE_MEMBER_LIMIT: '2',
      CHECKOUT_DECLINE_CLIENT_LIMIT: '50',
      CHECKOUT_DECLINE_WINDOW_SECONDS: '7200',
    });
    expect(config.checkout).toEqual({
      memberLimit: 3,
      clientLimit: 500,
      windowMs: 600_000,
      maxLineUnits: 4,
      maxHeldUnits: 8,
    });
    expect(config.cardFailures).toEqual({ perMember: 2, perClient: 50, windowMs: 7_200_000 });
    expect(() => loadConfig({ NODE_ENV: 'development', CHECKOUT_MEMBER_LIMIT: '0' })).toThrow(
      /CHECKOUT_MEMBER_LIMIT must be at least 1/,
    );
  });

  it('reads billing at its local address outside production, at `billing` in production, or where told', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).billingInternalUrl).toBe('http://127.0.0.1:4005');
    expect(
      loadConfig({ NODE_ENV: 'development', BILLING_INTERNAL_URL: 'http://billing.local:9000/' })
        .billingInternalUrl,
    ).toBe('http://billing.local:9000');
    expect(() => loadConfig({ NODE_ENV: 'development', BILLING_INTERNAL_URL: 'billing' })).toThrow(
      /BILLING_INTERNAL_URL must be a web address/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        MONGODB_URI: 'mongodb://shop:a-long-random-database-password@mongo:27017',
        SESSION_KEYS: 'k'.repeat(40),
        INTERNAL_API_KEY: 'i'.repeat(40),
        SITE_URL: 'https://womenofpurpose.org',
        SMTP_URL: 'smtp://mailer:a-long-mail-password@smtp.mailprovider.net:587',
      }).billingInternalUrl,
    ).toBe('http://billing:4005');
  });

  it('reads events at its local address outside production, at `events` in production, or where told', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).eventsInternalUrl).toBe('http://127.0.0.1:4003');
    expect(
      loadConfig({ NODE_ENV: 'development', EVENTS_INTERNAL_URL: 'http://events.local:9000/' })
        .eventsInternalUrl,
    ).toBe('http://events.local:9000');
    expect(() => loadConfig({ NODE_ENV: 'development', EVENTS_INTERNAL_URL: 'events' })).toThrow(
      /EVENTS_INTERNAL_URL must be a web address/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        MONGODB_URI: 'mongodb://shop:a-long-random-database-password@mongo:27017',
        SESSION_KEYS: 'k'.repeat(40),
        INTERNAL_API_KEY: 'i'.repeat(40),
        SITE_URL: 'https://womenofpurpose.org',
        SMTP_URL: 'smtp://mailer:a-long-mail-password@smtp.mailprovider.net:587',
      }).eventsInternalUrl,
    ).toBe('http://events:4003');
  });

  it('points at stripe-mock with the stand-in publishable key', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      STRIPE_SECRET_KEY: 'sk_test_mock',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(config.stripe).toMatchObject({ publishableKey: 'pk_test_mock', apiPort: 12111, mock: true });
  });

  it('lists every wrong value at once', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'development',
        SHIPPING_FLAT_CENTS: '5.95',
        FREE_SHIPPING_FROM_CENTS: 'seventy',
        ORDER_HOLD_MINUTES: '0',
        LOW_STOCK_THRESHOLD: '-1',
      }),
    ).toThrow(
      /SHIPPING_FLAT_CENTS must be a whole number of cents[\s\S]*FREE_SHIPPING_FROM_CENTS must be a whole number[\s\S]*ORDER_HOLD_MINUTES must be at least 1[\s\S]*LOW_STOCK_THRESHOLD cannot be negative/,
    );
  });

  it('refuses an example signing secret with a real key in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        MONGODB_URI: 'mongodb://shop:a-long-random-database-password@mongo:27017',
        SESSION_KEYS: 'k'.repeat(40),
        INTERNAL_API_KEY: 'i'.repeat(40),
        SITE_URL: 'https://womenofpurpose.org',
        SMTP_URL: 'smtp://mailer:a-long-mail-password@smtp.mailprovider.net:587',
        STRIPE_SECRET_KEY: 'sk_live_abcdefghijklmnopqrstuvwxyz0123456789',
        STRIPE_WEBHOOK_SECRET: 'whsec_replace_me',
      }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET is still an example value/);
  });

  it('gives an app built from another service’s config the defaults, payments off', () => {
    const base = loadConfig({ NODE_ENV: 'development' });
    const { stripe, shipping, orderHoldMinutes, lowStockThreshold, checkout, cardFailures, ...plain } = base;
    void [stripe, shipping, orderHoldMinutes, lowStockThreshold, checkout, cardFailures];
    expect(shopConfigOf(plain)).toMatchObject({
      stripe: null,
      orderHoldMinutes: 30,
      shipping: { flatCents: 595 },
    });
  });
});
