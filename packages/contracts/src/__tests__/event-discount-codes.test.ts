import { findDiscountCode, withoutDiscountCodes } from '../event-discount-codes';
import { quotePlaces, type EventPricing, type PlacePerson } from '../event-pricing';
import { discountCodeSchema, eventPricingSchema, typedDiscountCodeSchema } from '../event-pricing-input';

const CODES: EventPricing['discountCodes'] = [
  { code: 'SPRING10', percentOff: 10, amountOffCents: null, maxUses: null, validUntil: '2026-03-10' },
  { code: 'FRIEND-25', percentOff: null, amountOffCents: 2500, maxUses: 5, validUntil: null },
  { code: 'BIG', percentOff: null, amountOffCents: 100_000, maxUses: null, validUntil: null },
];
const WORKSHOP: EventPricing = {
  options: [
    {
      id: 'participant',
      kind: 'participant',
      name: 'Participant',
      nameEs: 'Participante',
      priceCents: 4000,
      earlyBirdCents: null,
      capacity: null,
    },
  ],
  earlyBirdUntil: null,
  groupDiscountPercent: 10,
  opensDaysBefore: 30,
  discountCodes: CODES,
};
const ADULT = (name: string): PlacePerson => ({ name, optionId: 'participant' });
const DATE = '2026-03-21';
const AT = new Date('2026-03-05T15:00:00Z');

describe('quotePlaces with a discount code', () => {
  it('takes a percentage off every place, whatever case she typed', () => {
    expect(quotePlaces(WORKSHOP, DATE, [ADULT('Ana'), ADULT('Eva')], AT, null, ' spring10 ')).toMatchObject({
      people: [{ unitCents: 3600 }, { unitCents: 3600 }],
      totalCents: 7200,
      discountCode: 'SPRING10',
    });
  });

  it('takes an amount off the registration once, never below 0', () => {
    expect(quotePlaces(WORKSHOP, DATE, [ADULT('Ana'), ADULT('Eva')], AT, null, 'friend-25')).toMatchObject({
      people: [{ unitCents: 1500 }, { unitCents: 4000 }],
      totalCents: 5500,
      discountCode: 'FRIEND-25',
    });
    expect(quotePlaces(WORKSHOP, DATE, [ADULT('Ana')], AT, null, 'BIG')).toMatchObject({
      people: [{ unitCents: 0 }],
      totalCents: 0,
    });
  });

  it('applies after the group discount', () => {
    const three = [ADULT('Ana'), ADULT('Eva'), ADULT('Lia')];
    // 4000 less 10% group = 3600, less 10% code = 3240 each.
    expect(quotePlaces(WORKSHOP, DATE, three, AT, null, 'SPRING10')).toMatchObject({
      totalCents: 3 * 3240,
      groupDiscount: true,
      discountCode: 'SPRING10',
    });
    // 3 × 3600 = 10800, less $25.
    expect(quotePlaces(WORKSHOP, DATE, three, AT, null, 'FRIEND-25')).toMatchObject({ totalCents: 8300 });
  });

  it('ends a code at New York midnight after its last day', () => {
    const lastMinute = new Date('2026-03-11T03:59:00Z'); // 11:59 PM on March 10 in New York
    const nextDay = new Date('2026-03-11T04:00:00Z');
    expect(quotePlaces(WORKSHOP, DATE, [ADULT('Ana')], lastMinute, null, 'SPRING10')).toMatchObject({
      totalCents: 3600,
    });
    expect(quotePlaces(WORKSHOP, DATE, [ADULT('Ana')], nextDay, null, 'SPRING10')).toEqual({
      refusal: 'event.discountCodeExpired',
    });
  });

  it('refuses an unknown code, and an event without codes knows none', () => {
    expect(quotePlaces(WORKSHOP, DATE, [ADULT('Ana')], AT, null, 'WINTER')).toEqual({
      refusal: 'event.discountCodeUnknown',
    });
    const { discountCodes: _, ...older } = WORKSHOP;
    expect(quotePlaces(older, DATE, [ADULT('Ana')], AT, null, 'SPRING10')).toEqual({
      refusal: 'event.discountCodeUnknown',
    });
    expect(quotePlaces(older, DATE, [ADULT('Ana')], AT)).toMatchObject({ totalCents: 4000 });
    expect(findDiscountCode(undefined, 'x', AT)).toEqual({ refusal: 'event.discountCodeUnknown' });
  });

  it('leaves the codes out for readers', () => {
    expect(withoutDiscountCodes({ id: 'e', pricing: WORKSHOP }).pricing).not.toHaveProperty('discountCodes');
    expect(withoutDiscountCodes({ id: 'e', pricing: null })).toEqual({ id: 'e', pricing: null });
  });
});

describe('discount codes in the pricing schema', () => {
  const base = { options: WORKSHOP.options, discountCodes: [] as unknown[] };
  const errorOf = (codes: unknown[]) => {
    try {
      eventPricingSchema.validateSync({ ...base, discountCodes: codes }, { abortEarly: false });
      return null;
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it('stores a code upper-case and defaults what is left out', () => {
    expect(discountCodeSchema.validateSync({ code: ' spring-10 ', percentOff: 10 })).toEqual({
      code: 'SPRING-10',
      percentOff: 10,
      amountOffCents: null,
      maxUses: null,
      validUntil: null,
    });
    expect(eventPricingSchema.validateSync({ options: WORKSHOP.options }).discountCodes).toEqual([]);
  });

  it('refuses bad codes with their messages', () => {
    expect(errorOf([{ code: 'AB', percentOff: 10 }])).toEqual(['event.discountCodeInvalid']);
    expect(errorOf([{ code: 'NO SPACES', percentOff: 10 }])).toEqual(['event.discountCodeInvalid']);
    expect(errorOf([{ code: 'ABC', percentOff: 0 }])).toEqual(['event.discountOffInvalid']);
    expect(errorOf([{ code: 'ABC', percentOff: 101 }])).toEqual(['event.discountOffInvalid']);
    expect(errorOf([{ code: 'ABC' }])).toEqual(['event.discountOffInvalid']);
    expect(errorOf([{ code: 'ABC', percentOff: 10, amountOffCents: 500 }])).toEqual([
      'event.discountOffInvalid',
    ]);
    expect(errorOf([{ code: 'ABC', amountOffCents: 500, maxUses: 0 }])).toEqual([
      'event.discountMaxUsesInvalid',
    ]);
    expect(errorOf([{ code: 'ABC', amountOffCents: 500, validUntil: 'soon' }])).toEqual([
      'event.dateInvalid',
    ]);
    expect(
      errorOf([
        { code: 'abc', percentOff: 10 },
        { code: 'ABC', percentOff: 20 },
      ]),
    ).toEqual(['event.discountCodeDuplicate']);
    const many = Array.from({ length: 21 }, (_, n) => ({ code: `CODE${n}`, percentOff: 5 }));
    expect(errorOf(many)).toEqual(['event.discountCodesTooMany']);
  });
});

describe('a typed discount code', () => {
  it('is optional, and anything but a short text is refused with a message', () => {
    expect(typedDiscountCodeSchema.validateSync('')).toBeNull();
    expect(typedDiscountCodeSchema.validateSync(undefined)).toBeNull();
    expect(typedDiscountCodeSchema.validateSync(' spring10 ')).toBe('spring10');
    for (const wrong of [['x'], { $ne: null }, 'x'.repeat(21)])
      expect(() => typedDiscountCodeSchema.validateSync(wrong)).toThrow('event.discountCodeUnknown');
  });
});
