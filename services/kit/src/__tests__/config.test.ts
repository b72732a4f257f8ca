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
});
