import {
  DEFAULT_DELETION_PASS_MS,
  DEFAULT_EMAIL_LINK_SETTINGS,
  DEFAULT_PASSWORD_CHANGE_LIMIT,
  DEFAULT_PASSWORD_CHECK_LIMIT,
  DEFAULT_PASSWORD_RESET_LIMITS,
  DEFAULT_REGISTER_LIMIT,
  loadConfig,
} from '../config';

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

  it('lets 60 registrations per client address in 15 minutes unless told, and can be set lower', () => {
    expect(loadConfig({}).registerLimit).toEqual(DEFAULT_REGISTER_LIMIT);
    expect(DEFAULT_REGISTER_LIMIT).toEqual({ limit: 60, windowMs: 900_000 });
    expect(loadConfig({ REGISTER_CLIENT_LIMIT: '10', REGISTER_WINDOW_SECONDS: '60' }).registerLimit).toEqual({
      limit: 10,
      windowMs: 60_000,
    });
    expect(() => loadConfig({ REGISTER_CLIENT_LIMIT: '0' })).toThrow(/REGISTER_CLIENT_LIMIT/);
  });

  it('makes links work 48 hours (verify) and 24 hours (change), 3 sends an hour per user, unless told', () => {
    expect(loadConfig({}).emailLinks).toEqual(DEFAULT_EMAIL_LINK_SETTINGS);
    expect(DEFAULT_EMAIL_LINK_SETTINGS).toEqual({
      verifyTtlMs: 48 * 3_600_000,
      changeTtlMs: 24 * 3_600_000,
      sendsPerUser: { limit: 3, windowMs: 3_600_000 },
    });
    expect(
      loadConfig({
        EMAIL_VERIFICATION_TTL_HOURS: '72',
        EMAIL_CHANGE_TTL_HOURS: '2',
        EMAIL_LINK_USER_LIMIT: '5',
        EMAIL_LINK_WINDOW_SECONDS: '600',
      }).emailLinks,
    ).toEqual({
      verifyTtlMs: 72 * 3_600_000,
      changeTtlMs: 2 * 3_600_000,
      sendsPerUser: { limit: 5, windowMs: 600_000 },
    });
  });

  it('allows 5 wrong current passwords per user in 15 minutes unless told', () => {
    expect(loadConfig({}).passwordCheckLimit).toEqual(DEFAULT_PASSWORD_CHECK_LIMIT);
    expect(DEFAULT_PASSWORD_CHECK_LIMIT).toEqual({ limit: 5, windowMs: 900_000 });
    expect(
      loadConfig({ PASSWORD_CHECK_LIMIT: '3', PASSWORD_CHECK_WINDOW_SECONDS: '60' }).passwordCheckLimit,
    ).toEqual({
      limit: 3,
      windowMs: 60_000,
    });
  });

  it('allows 3 successful password changes per user in an hour unless told', () => {
    expect(loadConfig({}).passwordChangeLimit).toEqual(DEFAULT_PASSWORD_CHANGE_LIMIT);
    expect(DEFAULT_PASSWORD_CHANGE_LIMIT).toEqual({ limit: 3, windowMs: 3_600_000 });
    expect(
      loadConfig({ PASSWORD_CHANGE_LIMIT: '5', PASSWORD_CHANGE_WINDOW_SECONDS: '7200' }).passwordChangeLimit,
    ).toEqual({ limit: 5, windowMs: 7_200_000 });
    for (const bad of ['0', '-1', '1.5', 'few'])
      expect(() => loadConfig({ PASSWORD_CHANGE_LIMIT: bad })).toThrow(/PASSWORD_CHANGE_LIMIT/);
  });

  it('erases accounts whose deletion came due every 10 minutes unless told', () => {
    expect(loadConfig({}).deletionPassMs).toBe(DEFAULT_DELETION_PASS_MS);
    expect(DEFAULT_DELETION_PASS_MS).toBe(600_000);
    expect(loadConfig({ ACCOUNT_DELETION_PASS_SECONDS: '2' }).deletionPassMs).toBe(2_000);
    for (const bad of ['0', '-1', '1.5', 'often'])
      expect(() => loadConfig({ ACCOUNT_DELETION_PASS_SECONDS: bad })).toThrow(
        /ACCOUNT_DELETION_PASS_SECONDS/,
      );
  });
});
