import {
  MINISTRY,
  ministryAddressLine,
  ministryCityLine,
  ministryInternationalPhone,
  ministryName,
  ministryPhoneHref,
} from '../ministry';

describe("the ministry's details", () => {
  it('writes the address, the phone and the name the ways pages, mail and JSON-LD show them', () => {
    expect(ministryCityLine).toBe('Ridgewood, NY 11385');
    expect(ministryAddressLine).toBe('60-12 Myrtle Avenue, Ridgewood, NY 11385');
    expect(ministryPhoneHref).toBe('tel:7185550142');
    expect(ministryInternationalPhone).toBe('+1-718-555-0142');
    expect(ministryName('es')).toBe('Ministerio Mujeres con Propósito');
  });

  it('keeps office hours as 24-hour times that open before they close', () => {
    for (const { hours } of MINISTRY.officeHours) {
      if (!hours) continue;
      expect(hours.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(hours.closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(hours.opens < hours.closes).toBe(true);
    }
  });
});
