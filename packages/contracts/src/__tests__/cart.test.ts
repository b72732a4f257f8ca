import { cartBadgeText } from '../cart';

describe('cart badge', () => {
  it('sums quantities and caps at 99+', () => {
    expect(cartBadgeText([])).toBe('0');
    expect(cartBadgeText([{ quantity: 2 }, { quantity: 3 }])).toBe('5');
    expect(cartBadgeText([{ quantity: 99 }])).toBe('99');
    expect(cartBadgeText([{ quantity: 99 }, { quantity: 1 }])).toBe('99+');
  });
});
