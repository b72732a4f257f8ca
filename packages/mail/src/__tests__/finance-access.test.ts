import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import { financeAccessMail } from '../templates/finance-access';

const at = new Date('2026-12-25T00:30:00Z');

describe('financeAccessMail', () => {
  it('names who was given access and by whom, in English', () => {
    const mail = financeAccessMail(
      { language: 'en', ministry: MINISTRY_CONTENT },
      { name: 'Lydia', who: 'Ruth Moab', by: 'Grace Admin', granted: true, at },
    );
    expect(mail.subject).toBe("Access to donors' records was given");
    expect(mail.text).toContain('Hello, Lydia');
    expect(mail.text).toContain("Ruth Moab was given access to donors' records by Grace Admin.");
    expect(mail.text).toContain('December 24, 2026');
  });

  it('says a removal in Spanish, escaping the names in the HTML part', () => {
    const mail = financeAccessMail(
      { language: 'es', ministry: MINISTRY_CONTENT },
      { name: null, who: '<b>Ruth</b>', by: 'Grace', granted: false, at },
    );
    expect(mail.subject).toBe('Se quitó el acceso a los registros de donantes');
    expect(mail.text).toContain('Hola');
    expect(mail.text).toContain('Grace le quitó a <b>Ruth</b> el acceso a los registros de donantes.');
    expect(mail.html).not.toContain('<b>Ruth</b>');
    expect(mail.html).toContain('<html lang="es">');
  });
});
