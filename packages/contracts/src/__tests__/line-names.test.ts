import { giftLineName, placeLineName, placeNotes, placePersonText } from '../line-names';

describe('giftLineName', () => {
  it('names a gift line in each language, with the article Spanish needs before "Fondo"', () => {
    expect(giftLineName('Building Fund', 'en')).toBe('Gift to Building Fund');
    expect(giftLineName('Fondo General', 'es')).toBe('Donativo al Fondo General');
    expect(giftLineName('fondo de becas', 'es')).toBe('Donativo al fondo de becas');
    expect(giftLineName('Misiones', 'es')).toBe('Donativo a Misiones');
    expect(giftLineName('Fondos Unidos', 'es')).toBe('Donativo a Fondos Unidos');
  });
});

describe('placeLineName and placePersonText', () => {
  it('name an event’s places by its New York day, and each person with her option and price', () => {
    expect(placeLineName('Healing Hearts', '2026-03-21', 'en')).toBe('Healing Hearts — March 21, 2026');
    expect(placeLineName('Sanar el corazón', '2026-03-21', 'es')).toBe(
      'Sanar el corazón — 21 de marzo de 2026',
    );
    const ana = { name: 'Ana', optionName: 'Participant', optionNameEs: 'Participante', unitCents: 3000 };
    expect(placePersonText(ana, 'en')).toBe('Ana — Participant $30.00');
    expect(placePersonText(ana, 'es')).toBe('Ana — Participante $30.00');
  });
});

describe('placeNotes', () => {
  it('says what lowered a place line’s price, only what applied, in each language', () => {
    const none = { earlyBird: false, groupDiscount: false };
    expect(placeNotes(none, 'en')).toEqual([]);
    const all = {
      earlyBird: true,
      groupDiscount: true,
      perk: true,
      planDiscount: true,
      discountCode: 'SPRING10',
    };
    expect(placeNotes(all, 'en')).toEqual([
      'Early-bird',
      'Group discount',
      'Included in your plan',
      'Plan discount',
      'Code SPRING10 applied',
    ]);
    expect(placeNotes(all, 'es')).toEqual([
      'Inscripción anticipada',
      'Descuento de grupo',
      'Incluido en su plan',
      'Descuento del plan',
      'Código SPRING10 aplicado',
    ]);
    expect(placeNotes({ ...none, discountCode: null }, 'es')).toEqual([]);
  });
});
