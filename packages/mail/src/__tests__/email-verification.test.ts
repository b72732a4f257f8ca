import { emailChangedMail, maskEmail } from '../templates/email-changed';
import { emailVerificationMail } from '../templates/email-verification';
import type { Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';

/** A message in `language` with the seeded ministry details (what a fresh site publishes). */
const inLanguage = (language: Language) => ({ language, ministry: MINISTRY_CONTENT });

const data = { siteUrl: 'https://wop.org', token: 'abc_DEF-123', validHours: 48 };
const LINK = 'https://wop.org/verify-email#token=abc_DEF-123';

describe('emailVerificationMail', () => {
  it('holds the link (token in the fragment), how long it works and what to do if it was not her, in English', () => {
    const mail = emailVerificationMail(inLanguage('en'), { ...data, purpose: 'verify' });
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toContain(`Confirm my e-mail address: ${LINK}`);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.text).toContain('The link works for 48 hours and only once.');
    expect(mail.text).toContain('If you did not create an account, ignore this e-mail');
    expect(mail.text).not.toContain('?token=');
  });

  it('says the same in Spanish, and asks to confirm a new address for a change', () => {
    const mail = emailVerificationMail(inLanguage('es'), { ...data, purpose: 'change', validHours: 24 });
    expect(mail.language).toBe('es');
    expect(mail.subject).toBe('Confirme su nuevo correo electrónico');
    expect(mail.text).toContain(`Confirmar mi nuevo correo electrónico: ${LINK}`);
    expect(mail.text).toContain('El enlace funciona durante 24 horas y una sola vez.');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).not.toMatch(/Confirm your|The link works/);
  });

  it('has nothing in it but fixed text and the link: no name, no username', () => {
    const en = emailVerificationMail(inLanguage('en'), { ...data, purpose: 'verify' });
    const again = emailVerificationMail(inLanguage('en'), { ...data, purpose: 'verify', token: 'other' });
    // Two messages differ only by their token: the rest is the same fixed text for everyone.
    expect(again.text.replace('token=other', 'token=abc_DEF-123')).toBe(en.text);
    expect(again.html.replaceAll('token=other', 'token=abc_DEF-123')).toBe(en.html);
  });
});

describe('emailChangedMail', () => {
  const changedAt = new Date('2026-12-25T00:30:00Z');

  it('tells the old address when, the new one only masked, and what to do if it was not her', () => {
    const mail = emailChangedMail(inLanguage('en'), {
      siteUrl: 'https://wop.org',
      newEmail: 'ruth.new@moab.org',
      changedAt,
    });
    expect(mail.subject).toBe('The e-mail address of your account was changed');
    expect(mail.text).toMatch(/was changed on December 24, 2026 at 7:30\sPM, to r\*\*\*@m\*\*\*\.org\./);
    expect(mail.text).not.toContain('ruth.new');
    expect(mail.text).not.toContain('moab.org');
    expect(mail.text).toContain('If this was not you');
    expect(mail.text).toContain('hello@womenofpurpose.org');
    expect(mail.html).toContain('href="https://wop.org/login"');
  });

  it('says the same in Spanish', () => {
    const mail = emailChangedMail(inLanguage('es'), {
      siteUrl: 'https://wop.org',
      newEmail: 'ruth.new@moab.org',
      changedAt,
    });
    expect(mail.subject).toBe('Se cambió el correo electrónico de su cuenta');
    expect(mail.text).toContain('se cambió el 24 de diciembre de 2026');
    expect(mail.text).toContain('Si no fue usted');
    expect(mail.html).toContain('<html lang="es">');
  });

  it.each([
    ['ruth@example.org', 'r***@e***.org'],
    ['a@b', 'a***@b***'],
    ['', '***@***'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
