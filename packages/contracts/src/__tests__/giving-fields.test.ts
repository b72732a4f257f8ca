import { accessLogQuerySchema } from '../access-log';
import { cartGiftSchema } from '../cart';
import { GIFT_MAX_CENTS, GIFT_MIN_CENTS } from '../giving';
import { donationSchema, giftCentsSchema, giftFilterSchema, givingPageSchema } from '../giving-input';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('giftCentsSchema: one rule for the /give form and a cart gift line', () => {
  it('takes whole cents from the least gift to the most', () => {
    expect(giftCentsSchema.validateSync(GIFT_MIN_CENTS)).toBe(GIFT_MIN_CENTS);
    expect(giftCentsSchema.validateSync(GIFT_MAX_CENTS)).toBe(GIFT_MAX_CENTS);
  });

  it('refuses with the giving message of each fault, the same in both forms', () => {
    const cases: [unknown, string][] = [
      [undefined, 'giving.amountRequired'],
      ['abc', 'giving.amountInvalid'],
      [1000.5, 'giving.amountInvalid'],
      [GIFT_MIN_CENTS - 1, 'giving.amountTooSmall'],
      [GIFT_MAX_CENTS + 1, 'giving.amountTooLarge'],
    ];
    for (const [giftCents, message] of cases) {
      expect(refusal(() => giftCentsSchema.validateSync(giftCents))).toBe(message);
      expect(refusal(() => cartGiftSchema.validateSync({ fundId: 'f', giftCents }))).toBe(message);
      expect(refusal(() => donationSchema.validateSync({ fundId: 'f', giftCents, frequency: 'once' }))).toBe(
        message,
      );
    }
  });
});

describe('givingPageSchema: the page of the gift list and of the access log', () => {
  it('is 1 when not given, and refuses a page below 1 or not whole', () => {
    expect(givingPageSchema.validateSync(undefined)).toBe(1);
    expect(accessLogQuerySchema.validateSync({}).page).toBe(1);
    expect(giftFilterSchema.validateSync({ page: '3' }).page).toBe(3);
    for (const page of [0, 1.5, 'x', 100_001]) {
      expect(refusal(() => accessLogQuerySchema.validateSync({ page }))).toBe('giving.pageInvalid');
      expect(refusal(() => giftFilterSchema.validateSync({ page }))).toBe('giving.pageInvalid');
    }
  });
});
