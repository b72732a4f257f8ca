import { escapeHtml } from '../layout';
import { passwordChangedMail } from '../templates/password-changed';
import type { Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';

/** A message in `language` with the seeded ministry details (what a fresh site publishes). */
const inLanguage = (language: Language) => ({ language, ministry: MINISTRY_CONTENT });

const hostile = '<script>alert(1)</script> & "Ruth"';
// 7:30 PM in New York (EST) on December 24, 2026.
const changedAt = new Date('2026-12-25T00:30:00Z');
const data = { name: 'Ruth', siteUrl: 'https://wop.org', changedAt, via: 'account' as const };

describe('passwordChangedMail', () => {
  it('tells when, how, and what to do if it was not her, in English', () => {
    const mail = passwordChangedMail(inLanguage('en'), data);
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).toContain('Hello, Ruth');
    expect(mail.text).toMatch(/was changed on December 24, 2026 at 7:30\sPM/);
    expect(mail.text).toContain('It was changed from the Security tab of your account.');
    expect(mail.text).toContain('If this was not you');
    expect(mail.text).toContain('Choose a new password: https://wop.org/forgot-password');
    expect(mail.html).toContain('href="https://wop.org/forgot-password"');
  });

  it('says the same in Spanish, and names a reset link when that was the way', () => {
    const mail = passwordChangedMail(inLanguage('es'), { ...data, via: 'reset' });
    expect(mail.subject).toBe('Se cambió su contraseña');
    expect(mail.text).toContain('Hola, Ruth');
    expect(mail.text).toContain('se cambió el 24 de diciembre de 2026');
    expect(mail.text).toContain('Se cambió con un enlace para restablecer la contraseña');
    expect(mail.text).toContain('Si no fue usted');
    expect(mail.text).toContain('Elegir una nueva contraseña: https://wop.org/forgot-password');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).not.toMatch(/Security tab|If this was not you/);
  });

  it.each([
    ['en', 'Hello'],
    ['es', 'Hola'],
  ] as const)('greets without a name when given none (%s)', (language, hello) => {
    const mail = passwordChangedMail(inLanguage(language), { ...data, name: null });
    expect(mail.text.split('\n').map((line) => line.trim())).toContain(hello);
    expect(mail.text).not.toMatch(/Ruth|null/);
  });

  it.each(['en', 'es'] as const)('never reads a name as HTML (%s)', (language) => {
    const mail = passwordChangedMail(inLanguage(language), { ...data, name: hostile });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(escapeHtml(hostile));
    expect(mail.text).toContain(hostile);
  });
});
