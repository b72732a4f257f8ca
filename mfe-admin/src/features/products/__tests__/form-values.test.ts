import type { AdminProduct } from '@ministry/contracts/admin-product';
import { createPayload, editPayload, emptyProductValues, productValues } from '../form-values';

describe('product form values', () => {
  it('shows a price in cents as the dollars staff type, and sends what they type as cents', () => {
    const values = productValues({ name: 'Tee', priceCents: 2500, type: 't-shirt' } as AdminProduct);
    expect(values.priceText).toBe('25.00');
    expect(editPayload({ ...values, priceText: '18.5' }).priceCents).toBe(1850);
  });

  it('leaves an empty price out and a broken one NaN, for the schema to name', () => {
    const values = emptyProductValues();
    expect(createPayload(values).priceCents).toBeUndefined();
    expect(createPayload({ ...values, priceText: '18.505' }).priceCents).toBeNaN();
    expect(createPayload({ ...values, type: 'bracelet' }).stock).toEqual({ all: '0' });
  });
});
