import { loadConfig } from '../config';

describe('the events service configuration', () => {
  it('reads the identity address and the sign-up limit, with local defaults', () => {
    expect(loadConfig({})).toMatchObject({
      identityInternalUrl: 'http://127.0.0.1:4001',
      signupRateLimit: { limit: 60, windowMs: 600_000 },
    });
    expect(
      loadConfig({ IDENTITY_INTERNAL_URL: 'http://identity:4001/', EVENT_SIGNUP_LIMIT: '5' }),
    ).toMatchObject({ identityInternalUrl: 'http://identity:4001', signupRateLimit: { limit: 5 } });
  });

  it('refuses a malformed identity address or limit, listing both', () => {
    expect(() => loadConfig({ IDENTITY_INTERNAL_URL: 'identity', EVENT_SIGNUP_LIMIT: '0' })).toThrow(
      /IDENTITY_INTERNAL_URL must be a web address[\s\S]*EVENT_SIGNUP_LIMIT must be a positive whole number/,
    );
  });

  it("reads the unconfirmed sign-ups' hold, per-address limit and caps on holds, and refuses nonsense", () => {
    expect(
      loadConfig({
        EVENT_VISITOR_HOLD_MINUTES: '30',
        EVENT_VISITOR_SIGNUP_LIMIT: '100',
        EVENT_UNCONFIRMED_PER_ADDRESS: '4',
        EVENT_UNCONFIRMED_PER_ACCOUNT: '2',
      }).visitorSignup,
    ).toEqual({
      holdMinutes: 30,
      limit: { limit: 100, windowMs: 600_000 },
      pendingPerAddress: 4,
      pendingPerAccount: 2,
    });
    expect(() =>
      loadConfig({
        EVENT_VISITOR_HOLD_MINUTES: '0',
        EVENT_UNCONFIRMED_PER_ADDRESS: 'many',
        EVENT_UNCONFIRMED_PER_ACCOUNT: '0',
      }),
    ).toThrow(
      /EVENT_VISITOR_HOLD_MINUTES must be a positive whole number[\s\S]*EVENT_UNCONFIRMED_PER_ADDRESS[\s\S]*EVENT_UNCONFIRMED_PER_ACCOUNT/,
    );
  });

  it("reads billing's address and the lapsed holds' grace, with local defaults, and refuses nonsense", () => {
    expect(loadConfig({})).toMatchObject({
      billingInternalUrl: 'http://127.0.0.1:4005',
      holdGraceMinutes: 60,
    });
    expect(
      loadConfig({ BILLING_INTERNAL_URL: 'http://billing:4005/', EVENTS_HOLD_GRACE_MINUTES: '15' }),
    ).toMatchObject({ billingInternalUrl: 'http://billing:4005', holdGraceMinutes: 15 });
    expect(() => loadConfig({ BILLING_INTERNAL_URL: 'billing', EVENTS_HOLD_GRACE_MINUTES: '0' })).toThrow(
      /BILLING_INTERNAL_URL must be a web address[\s\S]*EVENTS_HOLD_GRACE_MINUTES must be a positive whole number/,
    );
  });
});
