import type { Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import { listConfirmMail } from '../templates/list-confirm';

const inLanguage = (language: Language) => ({ language, ministry: MINISTRY_CONTENT });
const data = { siteUrl: 'https://wop.org', token: 'abc_DEF-123', lists: ['Events'], validHours: 24 };
const LINK = 'https://wop.org/mailing-lists/confirm#token=abc_DEF-123';

describe('listConfirmMail', () => {
  it('holds the lists, the confirm link and how long it works, in English', () => {
    const mail = listConfirmMail(inLanguage('en'), { ...data, lists: ['Ministry news', 'Events'] });
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Confirm your subscription');
    expect(mail.text).toContain(`Yes, subscribe me: ${LINK}`);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.text).toContain('• Ministry news');
    expect(mail.text).toContain('• Events');
    expect(mail.text).toContain('The link works for 24 hours.');
    expect(mail.text).toContain('If you did not ask for this, ignore this e-mail');
  });

  it('says the same in Spanish', () => {
    const mail = listConfirmMail(inLanguage('es'), { ...data, lists: ['Eventos'] });
    expect(mail.language).toBe('es');
    expect(mail.subject).toBe('Confirme su suscripción');
    expect(mail.text).toContain(`Sí, suscribirme: ${LINK}`);
    expect(mail.text).toContain('• Eventos');
    expect(mail.text).toContain('El enlace funciona durante 24 horas.');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).not.toMatch(/Confirm your|The link works/);
  });

  it('differs between two messages only by the token and the lists', () => {
    const one = listConfirmMail(inLanguage('en'), data);
    const other = listConfirmMail(inLanguage('en'), { ...data, token: 'other' });
    expect(other.text.replace('token=other', 'token=abc_DEF-123')).toBe(one.text);
  });
});
