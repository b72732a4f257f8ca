import { MINISTRY, ministryName, telHref } from '../ministry';

describe('the ministry details', () => {
  it('names the ministry in both languages', () => {
    expect(ministryName('en')).toBe('Women of Purpose Ministry');
    expect(ministryName('es')).toBe('Ministerio Mujeres con Propósito');
  });

  it('writes every office-hours row in both languages', () => {
    for (const row of MINISTRY.officeHours) {
      for (const text of [row.days, row.time]) {
        expect(text.en.trim()).not.toBe('');
        expect(text.es.trim()).not.toBe('');
      }
    }
  });

  it('dials the phone number from its digits', () => {
    expect(telHref(MINISTRY.phone)).toBe('tel:7185550142');
  });
});
