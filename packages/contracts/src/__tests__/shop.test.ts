import { cartAddSchema, cartTotalCents, cartUpdateSchema } from '../cart';
import { checkoutSchema, DEFAULT_COUNTRY } from '../checkout';
import { fillMessage, translateMessage } from '../messages';
import { formatOrderNumber, ORDER_NUMBER_PATTERN } from '../order';
import { availableFor, BIRTHSTONES, defaultOptions, describeOption, SIZES } from '../product';

describe('cart total', () => {
  it('sums the lines in cents', () => {
    expect(
      cartTotalCents([
        { priceCents: 2500, quantity: 2 },
        { priceCents: 10, quantity: 3 },
      ]),
    ).toBe(5030);
  });
});

describe('catalogues', () => {
  it('has the five sizes and the twelve birthstones', () => {
    expect(SIZES).toEqual(['S', 'M', 'L', 'XL', '2XL']);
    expect(BIRTHSTONES).toHaveLength(12);
    expect(BIRTHSTONES[0]).toMatchObject({ month: 'January', stone: 'Garnet', colour: 'Deep Red' });
    expect(BIRTHSTONES[9]).toMatchObject({ month: 'October', stone: 'Opal', colour: 'Multicolored' });
    expect(BIRTHSTONES[11]).toMatchObject({ month: 'December', stone: 'Turquoise', colour: 'Blue-Green' });
  });

  it('defaults to size M (or the first size in stock) and birthstone January', () => {
    expect(defaultOptions({ type: 'bracelet' })).toEqual({ birthstone: 'January' });
    expect(defaultOptions({ type: 't-shirt', inventoryBySize: { S: 1, M: 2 } })).toEqual({ size: 'M' });
    expect(defaultOptions({ type: 't-shirt', inventoryBySize: { S: 0, M: 0, L: 3 } })).toEqual({ size: 'L' });
    expect(defaultOptions({ type: 't-shirt', inventoryBySize: { S: 0, M: 0 } })).toEqual({ size: 'M' });
  });

  it('counts the stock of a tee per size and of a bracelet as one', () => {
    const tee = { type: 't-shirt' as const, inventory: 5, inventoryBySize: { M: 0, L: 5 } };
    expect(availableFor(tee, { size: 'M' })).toBe(0);
    expect(availableFor(tee, { size: 'L' })).toBe(5);
    expect(availableFor({ type: 'bracelet', inventory: 7 }, { birthstone: 'May' })).toBe(7);
  });

  it('describes options with a capitalised label and value in both languages', () => {
    expect(describeOption('size', 'M', 'en')).toEqual({ label: 'Size', value: 'M' });
    expect(describeOption('birthstone', 'May', 'en')).toEqual({
      label: 'Birthstone',
      value: 'May (Emerald)',
    });
    expect(describeOption('birthstone', 'May', 'es')).toEqual({
      label: 'Piedra natal',
      value: 'Mayo (Esmeralda)',
    });
    expect(describeOption('colour', 'plum', 'en')).toEqual({ label: 'Colour', value: 'Plum' });
  });
});

describe('cart schemas', () => {
  it('takes a quantity of at least 1 and a known size or month', async () => {
    await expect(cartAddSchema.validate({ productId: 'p', quantity: 0 })).rejects.toThrow('shop.quantityMin');
    await expect(
      cartAddSchema.validate({ productId: 'p', quantity: 1, options: { size: 'XXL' } }),
    ).rejects.toThrow('shop.sizeInvalid');
    await expect(
      cartAddSchema.validate({ productId: 'p', options: { birthstone: 'May' } }),
    ).resolves.toMatchObject({ quantity: 1, options: { birthstone: 'May' } });
    await expect(cartUpdateSchema.validate({ quantity: 'x' })).rejects.toThrow('shop.quantityInvalid');
    await expect(cartUpdateSchema.validate({ quantity: 0 })).resolves.toEqual({ quantity: 0 });
  });
});

describe('checkout schema', () => {
  it('gives the checkout messages and defaults the country', async () => {
    const error = await checkoutSchema
      .validate({ contactInfo: { email: 'x' } }, { abortEarly: false })
      .catch((e: { errors: string[] }) => e);
    const messages = (error as { errors: string[] }).errors.map((key) => translateMessage(key, 'en'));
    expect(new Set(messages)).toEqual(
      new Set([
        'First name is required',
        'Last name is required',
        'Valid email is required',
        'Phone number is required',
        'Street address is required',
        'City is required',
        'State is required',
        'ZIP code is required',
      ]),
    );
    const address = { street: 'a', city: 'b', state: 'c', zipCode: 'd' };
    const valid = await checkoutSchema.validate({
      contactInfo: { firstName: 'a', lastName: 'b', email: 'a@b.org', phone: '1' },
      shippingAddress: address,
      billingAddress: address,
    });
    expect(valid.shippingAddress?.country).toBe(DEFAULT_COUNTRY);
    expect(valid.notes).toBe('');
  });
});

describe('order numbers and messages', () => {
  it('reads well and fills placeholders', () => {
    const number = formatOrderNumber([0, 1, 2, 3, 30, 29, 28, 27]);
    expect(number).toBe('WOP-ABCD-9876');
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
    expect(fillMessage('Only {available} of {item}', { available: 2, item: 'Tee (M)' })).toBe(
      'Only 2 of Tee (M)',
    );
    expect(fillMessage('Keep {unknown}', {})).toBe('Keep {unknown}');
  });

  it('translates a key with values, a per-language value in its language', () => {
    const item = { en: 'Tee (M)', es: 'Camiseta (M)' };
    expect(translateMessage('shop.notEnoughStock', 'es', { item, available: 2 })).toContain('Camiseta (M)');
    expect(translateMessage('shop.notEnoughStock', 'en', { item, available: 2 })).toContain('Tee (M)');
    expect(translateMessage('A ready sentence', 'es', { item })).toBe('A ready sentence');
  });
});
