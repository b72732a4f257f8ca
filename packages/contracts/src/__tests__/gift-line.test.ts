import { giftLineName } from '../gift-line';

describe('giftLineName', () => {
  it('names a gift line in each language, with the article Spanish needs before "Fondo"', () => {
    expect(giftLineName('Building Fund', 'en')).toBe('Gift to Building Fund');
    expect(giftLineName('Fondo General', 'es')).toBe('Donativo al Fondo General');
    expect(giftLineName('fondo de becas', 'es')).toBe('Donativo al fondo de becas');
    expect(giftLineName('Misiones', 'es')).toBe('Donativo a Misiones');
    expect(giftLineName('Fondos Unidos', 'es')).toBe('Donativo a Fondos Unidos');
  });
});
