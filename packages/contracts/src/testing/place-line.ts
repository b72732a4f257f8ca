import type { OrderLine } from '../order';

/**
 * Tests' place line: two places for the Women's Retreat Day of 22 March 2025 (a participant and a
 * child in childcare), early-bird, as the shop answers it in a cart and an order. Override what a
 * test is about (`{ ...RETREAT_PLACE_LINE, place: { ...RETREAT_PLACE_LINE.place!, groupDiscount: true } }`).
 */
export const RETREAT_PLACE_LINE: OrderLine = {
  kind: 'place',
  productId: 'r1',
  name: "Women's Retreat Day",
  nameEs: 'Día de retiro para mujeres',
  priceCents: 3500,
  quantity: 1,
  options: {},
  imageUrl: null,
  place: {
    date: '2025-03-22',
    people: [
      { name: 'Ana', optionName: 'Participant', optionNameEs: 'Participante', unitCents: 2500 },
      { name: 'Lucía', optionName: 'Childcare', optionNameEs: 'Cuidado infantil', unitCents: 1000 },
    ],
    earlyBird: true,
    groupDiscount: false,
  },
};
