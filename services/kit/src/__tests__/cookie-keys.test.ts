import crypto from 'node:crypto';
import { cookieKeys } from '../cookie-keys';

// Signatures Keygrip 1.1 gave for this cookie (the library Koa used before): cookies already in
// browsers stay valid.
const DATA = 'ministry.sid=3f0c2a';
const BY_FIRST_KEY = 'Ehcw6SUwIUTNJynyGk7r7KXYKlE';
const BY_OLD_KEY = 'FTAWlqyouyMtx6QuwVqd9eFiETQ';

describe('cookieKeys', () => {
  afterEach(() => jest.restoreAllMocks());

  it('signs as Keygrip did, with the first key', () => {
    expect(cookieKeys(['first-key', 'old-key']).sign(DATA)).toBe(BY_FIRST_KEY);
  });

  it('accepts a signature by any of its keys and says which', () => {
    const keys = cookieKeys(['first-key', 'old-key']);
    expect(keys.index(DATA, BY_FIRST_KEY)).toBe(0);
    expect(keys.index(DATA, BY_OLD_KEY)).toBe(1);
    expect(keys.verify(DATA, BY_OLD_KEY)).toBe(true);
    expect(cookieKeys(['first-key']).index(DATA, BY_OLD_KEY)).toBe(-1);
  });

  it('refuses a wrong signature, another value with a good one, and a truncated one', () => {
    const keys = cookieKeys(['first-key']);
    expect(keys.index(DATA, BY_FIRST_KEY)).toBe(0);
    expect(keys.verify(DATA, BY_FIRST_KEY.replace(/^E/, 'F'))).toBe(false);
    expect(keys.verify('ministry.sid=3f0c2b', BY_FIRST_KEY)).toBe(false);
    expect(keys.verify(DATA, BY_FIRST_KEY.slice(0, -1))).toBe(false);
    expect(keys.verify(DATA, '')).toBe(false);
  });

  it('checks an accepted pair once: the same cookie again costs no HMAC, a wrong one always does', () => {
    const keys = cookieKeys(['first-key', 'old-key']);
    const hmac = jest.spyOn(crypto, 'createHmac');
    expect(keys.index(DATA, BY_OLD_KEY)).toBe(1);
    expect(hmac).toHaveBeenCalledTimes(2);
    expect(keys.index(DATA, BY_OLD_KEY)).toBe(1);
    expect(keys.verify(DATA, BY_OLD_KEY)).toBe(true);
    expect(hmac).toHaveBeenCalledTimes(2);

    expect(keys.verify(DATA, 'forged')).toBe(false);
    expect(keys.verify(DATA, 'forged')).toBe(false);
    expect(hmac).toHaveBeenCalledTimes(6);
  });
});
