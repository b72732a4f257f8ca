import { perkSeason, quotePlaces, type EventPricing, type PlacePerson } from '../event-pricing';

const WORKSHOP: EventPricing = {
  options: [
    {
      id: 'participant',
      kind: 'participant',
      name: 'Participant',
      nameEs: 'Participante',
      priceCents: 4000,
      earlyBirdCents: 3000,
      capacity: null,
    },
    {
      id: 'childcare',
      kind: 'childcare',
      name: 'Childcare',
      nameEs: 'Cuidado infantil',
      priceCents: 1000,
      earlyBirdCents: null,
      capacity: 5,
    },
  ],
  earlyBirdUntil: null,
  groupDiscountPercent: 10,
  opensDaysBefore: 30,
};
const ADULT = (name: string): PlacePerson => ({ name, optionId: 'participant' });
const CHILD = (months: number | null): PlacePerson => ({
  name: 'Sam',
  optionId: 'childcare',
  childAgeMonths: months,
});
// The workshop is on Saturday March 21, 2026: early-bird through Saturday March 7 (New York).
const DATE = '2026-03-21';

describe('quotePlaces', () => {
  it('ends the early-bird price at New York midnight after its last day, whatever the UTC date', () => {
    // 11:59 PM New York on March 7 is already March 8 in UTC.
    expect(quotePlaces(WORKSHOP, DATE, [ADULT('Ana')], new Date('2026-03-08T04:59:00Z'))).toMatchObject({
      totalCents: 3000,
      earlyBird: true,
    });
    expect(quotePlaces(WORKSHOP, DATE, [ADULT('Ana')], new Date('2026-03-08T05:00:00Z'))).toMatchObject({
      totalCents: 4000,
      earlyBird: false,
    });
  });

  it('takes the group discount at three participants, not at two; children do not count toward it', () => {
    const at = new Date('2026-03-15T15:00:00Z');
    expect(quotePlaces(WORKSHOP, DATE, [ADULT('Ana'), ADULT('Eva'), CHILD(30)], at)).toMatchObject({
      totalCents: 9000,
      groupDiscount: false,
    });
    expect(
      quotePlaces(WORKSHOP, DATE, [ADULT('Ana'), ADULT('Eva'), ADULT('Lia'), CHILD(30)], at),
    ).toMatchObject({
      totalCents: 3 * 3600 + 900,
      groupDiscount: true,
    });
  });

  it('opens registration at New York midnight of its first day, and checks childcare ages', () => {
    expect(quotePlaces(WORKSHOP, DATE, [ADULT('Ana')], new Date('2026-02-19T04:59:00Z'))).toEqual({
      refusal: 'event.placesNotOpen',
    });
    expect(quotePlaces(WORKSHOP, DATE, [ADULT('Ana')], new Date('2026-02-19T05:00:00Z'))).toMatchObject({
      earlyBird: true,
    });
    const at = new Date('2026-03-10T15:00:00Z');
    expect(quotePlaces(WORKSHOP, DATE, [ADULT('Ana'), CHILD(null)], at)).toEqual({
      refusal: 'event.childAgeRequired',
    });
    expect(quotePlaces(WORKSHOP, DATE, [ADULT('Ana'), CHILD(5)], at)).toEqual({
      refusal: 'event.childAgeOutOfRange',
    });
    expect(quotePlaces(WORKSHOP, DATE, [ADULT('Ana'), CHILD(121)], at)).toEqual({
      refusal: 'event.childAgeOutOfRange',
    });
    expect(quotePlaces(WORKSHOP, DATE, [CHILD(24)], at)).toEqual({ refusal: 'event.placesNoParticipant' });
    expect(quotePlaces(WORKSHOP, DATE, [{ name: 'X', optionId: 'vip' }], at)).toEqual({
      refusal: 'event.placeOptionUnknown',
    });
  });
});

describe('quotePlaces: the plans’ perks', () => {
  const STUDY: EventPricing = { ...WORKSHOP, planPerk: 'bible-study', planDiscountPercent: 20 };
  const at = new Date('2026-03-15T15:00:00Z');

  it('makes her own place free once a season for Growth and Transform, not Essential, not twice', () => {
    const growth = quotePlaces(STUDY, DATE, [ADULT('Ana'), ADULT('Eva')], at, {
      planId: 'growth',
      perkUsed: false,
    });
    // Her place free; her friend's at the plan's 20% off the regular $40.
    expect(growth).toMatchObject({ perk: true, planDiscount: true, totalCents: 3200 });
    expect(quotePlaces(STUDY, DATE, [ADULT('Ana')], at, { planId: 'growth', perkUsed: true })).toMatchObject({
      perk: false,
      totalCents: 3200,
    });
    expect(
      quotePlaces(STUDY, DATE, [ADULT('Ana')], at, { planId: 'essential', perkUsed: false }),
    ).toMatchObject({
      perk: false,
      planDiscount: false,
      totalCents: 4000,
    });
    expect(quotePlaces(STUDY, DATE, [ADULT('Ana')], at)).toMatchObject({ perk: false, totalCents: 4000 });
  });

  it('keeps the retreat day for Transform only, and names seasons by New York quarter', () => {
    const RETREAT: EventPricing = { ...WORKSHOP, planPerk: 'retreat' };
    expect(
      quotePlaces(RETREAT, DATE, [ADULT('Ana')], at, { planId: 'growth', perkUsed: false }),
    ).toMatchObject({
      perk: false,
    });
    expect(
      quotePlaces(RETREAT, DATE, [ADULT('Ana')], at, { planId: 'transform', perkUsed: false }),
    ).toMatchObject({
      perk: true,
      totalCents: 0,
    });
    expect([perkSeason('2026-03-31'), perkSeason('2026-04-01'), perkSeason('2026-12-31')]).toEqual([
      '2026-Q1',
      '2026-Q2',
      '2026-Q4',
    ]);
  });
});
