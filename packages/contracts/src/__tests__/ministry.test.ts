import {
  MINISTRY_CONTENT,
  ministryAddressLine,
  ministryCityLine,
  ministryInternationalPhone,
  ministryName,
  ministryPhoneHref,
} from '../ministry';
import { siteContentSchema } from '../site-content-schema';

describe("the ministry's details", () => {
  it('writes the address, the phone and the name the ways pages, mail and JSON-LD show them', () => {
    expect(ministryCityLine(MINISTRY_CONTENT)).toBe('Ridgewood, NY 11385');
    expect(ministryAddressLine(MINISTRY_CONTENT)).toBe('60-12 Myrtle Avenue, Ridgewood, NY 11385');
    expect(ministryPhoneHref(MINISTRY_CONTENT)).toBe('tel:7185550142');
    expect(ministryInternationalPhone(MINISTRY_CONTENT)).toBe('+1-718-555-0142');
    expect(ministryName(MINISTRY_CONTENT, 'es')).toBe('Ministerio Mujeres con Propósito');
  });

  it('reads a published phone however the editor wrote it', () => {
    expect(ministryInternationalPhone({ phone: '718.555.0199' })).toBe('+1-718-555-0199');
    expect(ministryInternationalPhone({ phone: '1 (718) 555-0199' })).toBe('+1-718-555-0199');
    expect(ministryInternationalPhone({ phone: '+52 55 1234 5678' })).toBe('+525512345678');
    expect(ministryPhoneHref({ phone: '+52 55 1234 5678' })).toBe('tel:+525512345678');
  });

  it('falls back to the other language for a name without translation', () => {
    expect(ministryName({ name: { en: 'Purpose', es: '' } }, 'es')).toBe('Purpose');
  });

  it("is the published document's shape: a closed day has empty times, a missing account an empty link", () => {
    expect(MINISTRY_CONTENT.officeHours).toContainEqual({
      id: 'sunday',
      days: 'sunday',
      opens: '',
      closes: '',
    });
    expect(MINISTRY_CONTENT.social.every(({ url }) => url === '')).toBe(true);
  });

  it('is a valid published document (the seed passes the schema every save passes)', async () => {
    await expect(siteContentSchema('ministry').validate(MINISTRY_CONTENT)).resolves.toBeDefined();
  });

  it('keeps office hours as 24-hour times that open before they close', () => {
    for (const { opens, closes } of MINISTRY_CONTENT.officeHours) {
      if (!opens && !closes) continue;
      expect(opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(opens < closes).toBe(true);
    }
  });
});
