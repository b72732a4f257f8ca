import type { Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import { dataExportMail } from '../templates/data-export';

const inLanguage = (language: Language) => ({ language, ministry: MINISTRY_CONTENT });
const data = { name: 'Ruth', siteUrl: 'https://wop.org', token: 'abc_DEF-123' };
const LINK = 'https://wop.org/my-data#token=abc_DEF-123';

describe('dataExportMail', () => {
  it('holds the download link, its 24 hours and single use, in English', () => {
    const mail = dataExportMail(inLanguage('en'), data);
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Download your data');
    expect(mail.text).toContain('Hello, Ruth');
    expect(mail.text).toContain(`Download my data: ${LINK}`);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.text).toContain('The link works for 24 hours and only once.');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('says the same in Spanish', () => {
    const mail = dataExportMail(inLanguage('es'), data);
    expect(mail.language).toBe('es');
    expect(mail.subject).toBe('Descargue sus datos');
    expect(mail.text).toContain('Hola, Ruth');
    expect(mail.text).toContain(`Descargar mis datos: ${LINK}`);
    expect(mail.text).toContain('El enlace funciona durante 24 horas y una sola vez.');
    expect(mail.text).not.toMatch(/Download|The link works/);
  });

  it('greets a visitor without a name', () => {
    const mail = dataExportMail(inLanguage('en'), { ...data, name: null });
    expect(mail.text.split('\n').map((line) => line.trim())).toContain('Hello');
    expect(mail.text).not.toMatch(/Ruth|null/);
  });
});
