import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import type { Language } from '@ministry/contracts/language';
import {
  accountDeletedNoticeMail,
  accountDeletionMail,
  accountDeletionScheduledMail,
} from '../templates/account-deletion';

const inLanguage = (language: Language) => ({ language, ministry: MINISTRY_CONTENT });
const dueAt = new Date('2026-12-16T17:00:00Z');

describe('accountDeletionMail', () => {
  it('links to the confirmation page with the token, in English', () => {
    const mail = accountDeletionMail(inLanguage('en'), {
      name: 'Ruth',
      siteUrl: 'https://wop.org',
      token: 'abc_123',
    });
    expect(mail.subject).toBe('Confirm the deletion of your account');
    expect(mail.text).toContain('Hello, Ruth');
    expect(mail.text).toContain('https://wop.org/account-deletion#token=abc_123');
    expect(mail.text).toContain('works for 24 hours');
    expect(mail.html).toContain('href="https://wop.org/account-deletion#token=abc_123"');
  });

  it('says the same in Spanish, without a name when given none', () => {
    const mail = accountDeletionMail(inLanguage('es'), {
      name: null,
      siteUrl: 'https://wop.org',
      token: 't',
    });
    expect(mail.subject).toBe('Confirme la eliminación de su cuenta');
    expect(mail.text).toContain('Hola');
    expect(mail.text).not.toMatch(/null|Hello/);
    expect(mail.html).toContain('<html lang="es">');
  });
});

describe('accountDeletionScheduledMail', () => {
  it.each([
    ['en', 'December 16, 2026', 'signing in cancels the deletion'],
    ['es', '16 de diciembre de 2026', 'iniciar sesión cancela la eliminación'],
  ] as const)('says when, and that signing in cancels it (%s)', (language, day, cancels) => {
    const mail = accountDeletionScheduledMail(inLanguage(language), {
      name: 'Ruth',
      siteUrl: 'https://wop.org',
      dueAt,
    });
    expect(mail.text).toContain(day);
    expect(mail.text).toContain(cancels);
    expect(mail.text).toContain('https://wop.org/login');
  });
});

describe('accountDeletedNoticeMail', () => {
  it.each(['en', 'es'] as const)('lists what was done, in counts (%s)', (language) => {
    const mail = accountDeletedNoticeMail(inLanguage(language), {
      deletedAt: dueAt,
      via: 'admin',
      done: [['billing: giftsDeidentified', '2']],
    });
    expect(mail.text).toContain('billing: giftsDeidentified');
    expect(mail.text).toMatch(
      language === 'en' ? /started by an administrator/ : /iniciada por un administrador/,
    );
  });
});
