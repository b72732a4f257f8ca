import { loadConfig } from '../config';

const production = {
  NODE_ENV: 'production',
  MONGODB_URI: 'mongodb://db',
  SESSION_KEYS: 's'.repeat(40),
  INTERNAL_API_KEY: 'i'.repeat(40),
  ADMIN_USERNAME: 'admin',
};

describe('identity configuration', () => {
  it("refuses .env.example's admin password in production", () => {
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'replace-with-a-strong-password' })).toThrow(
      /ADMIN_PASSWORD is still an example value/,
    );
    expect(loadConfig({ ...production, ADMIN_PASSWORD: 'a real and long passphrase' }).adminPassword).toBe(
      'a real and long passphrase',
    );
  });
});
