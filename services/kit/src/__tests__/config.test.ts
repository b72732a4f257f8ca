import { loadServiceConfig } from '../config';

describe('service config', () => {
  it('has development defaults', () => {
    const config = loadServiceConfig({}, { port: 4003, databaseName: 'ministry-events' });
    expect(config.port).toBe(4003);
    expect(config.databaseName).toBe('ministry-events');
    expect(config.cookieSecure).toBe(false);
  });

  it('lists every missing secret in production', () => {
    expect(() => loadServiceConfig({ NODE_ENV: 'production' }, { port: 1, databaseName: 'x' })).toThrow(
      /MONGODB_URI[\s\S]*SESSION_KEYS|SESSION_KEYS[\s\S]*MONGODB_URI/,
    );
  });

  const production = (values: Record<string, string>) => () =>
    loadServiceConfig(
      {
        NODE_ENV: 'production',
        MONGODB_URI: 'mongodb://db',
        SITE_URL: 'https://womenofpurpose.org',
        SMTP_URL: 'smtp://apikey:s3cret@smtp.provider.net:587',
        ...values,
      },
      { port: 1, databaseName: 'x' },
    );

  it('refuses example values and keys shorter than 32 bytes in production', () => {
    // The values .env.example ships with.
    expect(
      production({
        SESSION_KEYS: 'replace-with-a-long-random-secret',
        INTERNAL_API_KEY: 'replace-with-another-long-random-secret',
      }),
    ).toThrow(
      /SESSION_KEYS \(key 1\) is still an example value[\s\S]*INTERNAL_API_KEY is still an example value/,
    );
    expect(production({ SESSION_KEYS: `${'a'.repeat(40)},short`, INTERNAL_API_KEY: 'b'.repeat(31) })).toThrow(
      /SESSION_KEYS \(key 2\) must be at least 32 bytes[\s\S]*INTERNAL_API_KEY must be at least 32 bytes/,
    );
    expect(
      production({
        MONGODB_URI: 'mongodb://identity:replace-with-a-random-hex-secret-1@mongo:27017/?authSource=admin',
        SESSION_KEYS: 'a'.repeat(32),
        INTERNAL_API_KEY: 'b'.repeat(48),
      }),
    ).toThrow(/MONGODB_URI is still an example value/);
    const config = production({ SESSION_KEYS: 'a'.repeat(32), INTERNAL_API_KEY: 'b'.repeat(48) })();
    expect(config.sessionKeys).toEqual(['a'.repeat(32)]);
  });

  it('needs a real SMTP server and the public address in production, not a silent no-op', () => {
    const keys = { SESSION_KEYS: 'a'.repeat(32), INTERNAL_API_KEY: 'b'.repeat(48) };
    expect(production({ ...keys, SMTP_URL: '', SITE_URL: '' })).toThrow(
      /SITE_URL is required in production[\s\S]*SMTP_URL is required in production/,
    );
    expect(production({ ...keys, SMTP_URL: 'mail.provider.net' })).toThrow(
      /SMTP_URL must look like smtp:\/\//,
    );
    expect(production({ ...keys, SITE_URL: 'javascript:alert(1)' })).toThrow(
      /SITE_URL must be a web address/,
    );
    expect(production({ ...keys, SMTP_URL: 'smtp://user:replace-me@smtp.provider.net:587' })).toThrow(
      /SMTP_URL is still an example value/,
    );
    const config = production({
      ...keys,
      SITE_URL: 'https://womenofpurpose.org/',
      MINISTRY_NOTIFY_EMAIL: 'staff@wop.org',
    })();
    expect(config.siteUrl).toBe('https://womenofpurpose.org');
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://apikey:s3cret@smtp.provider.net:587',
      from: 'Women of Purpose Ministry <hello@womenofpurpose.org>',
      notifyEmail: 'staff@wop.org',
    });
  });

  it('runs without SMTP_URL outside production (messages wait in the outbox)', () => {
    const config = loadServiceConfig({}, { port: 1, databaseName: 'x' });
    expect(config.mail.smtpUrl).toBe('');
    expect(config.siteUrl).toBe('http://localhost:8080');
  });
});

describe('internal caller keys', () => {
  const env = {
    NODE_ENV: 'production',
    MONGODB_URI: 'mongodb://db',
    SITE_URL: 'https://womenofpurpose.org',
    SMTP_URL: 'smtp://apikey:s3cret@smtp.provider.net:587',
    SESSION_KEYS: 'a'.repeat(32),
    INTERNAL_API_KEY: 'b'.repeat(48),
  };
  const load = (values: Record<string, string>) => () =>
    loadServiceConfig({ ...env, ...values }, { port: 1, databaseName: 'x' });

  it('reads one key per calling service', () => {
    const config = load({ INTERNAL_CALLER_KEYS: `billing=${'c'.repeat(40)}, events=${'d'.repeat(40)}` })();
    expect(config.internalCallerKeys).toEqual({ billing: 'c'.repeat(40), events: 'd'.repeat(40) });
  });

  it("refuses a malformed list, a weak caller key, and a caller sharing the service's own key", () => {
    expect(load({ INTERNAL_CALLER_KEYS: 'billing' })).toThrow(/INTERNAL_CALLER_KEYS must look like/);
    expect(load({ INTERNAL_CALLER_KEYS: 'billing=short' })).toThrow(
      /INTERNAL_CALLER_KEYS \(billing\) must be at least 32 bytes/,
    );
    expect(load({ INTERNAL_CALLER_KEYS: `events=${'b'.repeat(48)}` })).toThrow(
      /INTERNAL_CALLER_KEYS \(events\) is this service's own key/,
    );
  });
});
