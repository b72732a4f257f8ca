import { DEFAULT_PASSWORD_RESET_LIMITS, loadConfig } from '../config';

const production = {
  NODE_ENV: 'production',
  MONGODB_URI: 'mongodb://db',
  SESSION_KEYS: 's'.repeat(40),
  INTERNAL_API_KEY: 'i'.repeat(40),
  SITE_URL: 'https://womenofpurpose.org',
  SMTP_URL: 'smtp://mailer:a-real-secret@smtp.womenofpurpose.org:587',
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

  it('limits password-reset requests per address and per client, 5 and 20 in 15 minutes unless told', () => {
    expect(loadConfig({}).passwordResetLimits).toEqual(DEFAULT_PASSWORD_RESET_LIMITS);
    expect(DEFAULT_PASSWORD_RESET_LIMITS).toEqual({
      perAddress: { limit: 5, windowMs: 900_000 },
      perClient: { limit: 20, windowMs: 900_000 },
    });
    expect(
      loadConfig({
        PASSWORD_RESET_ADDRESS_LIMIT: '3',
        PASSWORD_RESET_CLIENT_LIMIT: '50',
        PASSWORD_RESET_WINDOW_SECONDS: '3600',
      }).passwordResetLimits,
    ).toEqual({
      perAddress: { limit: 3, windowMs: 3_600_000 },
      perClient: { limit: 50, windowMs: 3_600_000 },
    });
    expect(() => loadConfig({ PASSWORD_RESET_ADDRESS_LIMIT: '0' })).toThrow(/PASSWORD_RESET_ADDRESS_LIMIT/);
  });
});
