import { PASSWORD_MAX_BYTES, passwordChangeRequestSchema, registerRequestSchema } from '../auth';

const register = (password: string) =>
  registerRequestSchema.validate({ username: 'ruth', email: 'ruth@example.org', password }).then(
    () => 'ok',
    (error: Error) => error.message,
  );

describe('new passwords', () => {
  it('are counted in bytes, as bcrypt reads them: 72 ASCII characters pass, 37 accented ones do not', async () => {
    expect(await register('a'.repeat(PASSWORD_MAX_BYTES))).toBe('ok');
    expect(await register('a'.repeat(PASSWORD_MAX_BYTES + 1))).toBe('auth.passwordMax');
    // 'ñ' is two bytes in UTF-8: 36 of them are 72 bytes, 37 are 74.
    expect(await register('ñ'.repeat(36))).toBe('ok');
    expect(await register('ñ'.repeat(37))).toBe('auth.passwordMax');
    expect(await register('🙏'.repeat(19))).toBe('auth.passwordMax');
  });

  it('are checked the same way when changed', async () => {
    await expect(
      passwordChangeRequestSchema.validate({
        currentPassword: 'old passphrase',
        newPassword: 'ñ'.repeat(37),
      }),
    ).rejects.toThrow('auth.passwordMax');
  });
});
