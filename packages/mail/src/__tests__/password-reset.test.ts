import { escapeHtml } from '../layout';
import { passwordResetMail } from '../templates/password-reset';
import type { Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';

/** A message in `language` with the seeded ministry details (what a fresh site publishes). */
const inLanguage = (language: Language) => ({ language, ministry: MINISTRY_CONTENT });

const hostile = '<img src=x onerror=alert(1)> & "Ruth"';
const data = { name: 'Ruth', siteUrl: 'https://wop.org', token: 'abc_DEF-123' };
const LINK = 'https://wop.org/reset-password#token=abc_DEF-123';

describe('passwordResetMail', () => {
  it('holds the reset link, its 60 minutes and what to do if she did not ask, in English', () => {
    const mail = passwordResetMail(inLanguage('en'), data);
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Choose a new password');
    expect(mail.text).toContain('Hello, Ruth');
    expect(mail.text).toContain(`Choose a new password: ${LINK}`);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.text).toContain('The link works for 60 minutes and only once.');
    expect(mail.text).toContain('If you did not ask for this, you can ignore this e-mail');
    expect(mail.text).toContain('ask for a new one: https://wop.org/forgot-password');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('says the same in Spanish', () => {
    const mail = passwordResetMail(inLanguage('es'), data);
    expect(mail.language).toBe('es');
    expect(mail.subject).toBe('Elija una nueva contraseña');
    expect(mail.text).toContain('Hola, Ruth');
    expect(mail.text).toContain(`Elegir una nueva contraseña: ${LINK}`);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.text).toContain('El enlace funciona durante 60 minutos y una sola vez.');
    expect(mail.text).toContain('Si usted no lo pidió, puede ignorar este correo');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).not.toMatch(/Choose a new password|The link works/);
  });

  it.each([
    ['en', 'Hello'],
    ['es', 'Hola'],
  ] as const)('greets without a name when given none (%s)', (language, hello) => {
    const mail = passwordResetMail(inLanguage(language), { ...data, name: null });
    expect(mail.text.split('\n').map((line) => line.trim())).toContain(hello);
    expect(mail.text).not.toMatch(/Ruth|null/);
  });

  it.each(['en', 'es'] as const)('never reads a name as HTML (%s)', (language) => {
    const mail = passwordResetMail(inLanguage(language), { ...data, name: hostile });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(escapeHtml(hostile));
    expect(mail.text).toContain(hostile);
  });

  it('encodes the token into the link’s fragment, never its query', () => {
    const mail = passwordResetMail(inLanguage('en'), { ...data, token: 'a b+c&d' });
    expect(mail.text).toContain('https://wop.org/reset-password#token=a+b%2Bc%26d');
    expect(mail.html).toContain('href="https://wop.org/reset-password#token=a+b%2Bc%26d"');
    expect(mail.text).not.toContain('?token=');
  });
});
